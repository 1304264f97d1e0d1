import { formatINR, type TCreditor } from '@forecourt/shared';
import { Building2, HandCoins, Pencil, Phone, User } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CreditorBadge } from './creditor-badge';
import { UtilizationBar } from './utilization-bar';

/** One creditor of the Credit Management grid: badge, contact, balance against the limit, and its actions. */
export function CreditorCard({ creditor }: { creditor: TCreditor }) {
  const c = creditor;
  return (
    <Card className="flex flex-col" data-testid="creditor-card">
      <div className="flex items-start justify-between gap-3 p-4 pb-2">
        <div className="min-w-0">
          <h3 className="line-clamp-2 break-words font-semibold" title={c.partyName}>
            {c.partyName}
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{c.stationName ?? 'Any station'}</span>
          </p>
        </div>
        <CreditorBadge creditor={c} className="shrink-0" />
      </div>
      <div className="space-y-1 px-4 text-sm text-muted-foreground">
        {c.contactPerson && (
          <p className="flex items-center gap-2">
            <User className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{c.contactPerson}</span>
          </p>
        )}
        {c.phoneNumber && (
          <p className="flex items-center gap-2">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <a href={`tel:${c.phoneNumber.replace(/[\s-]/g, '')}`} className="truncate underline-offset-2 hover:underline">
              {c.phoneNumber}
            </a>
          </p>
        )}
      </div>
      <div className="mx-4 my-3 space-y-2 rounded-lg bg-muted/60 p-3">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-xs text-muted-foreground">Balance</span>
          <span className={cn('text-lg font-semibold tabular-nums', c.balance > c.creditLimit && 'text-red-700 dark:text-red-300')}>{formatINR(c.balance)}</span>
        </div>
        <UtilizationBar creditor={c} />
      </div>
      <div className="mt-auto grid grid-cols-3 border-t">
        <Button asChild variant="ghost" className="h-12 rounded-none rounded-bl-xl">
          <Link to={`/dashboard/creditors/${c.id}`} aria-label={`Details: ${c.partyName}`}>
            Details
          </Link>
        </Button>
        <Button asChild variant="ghost" className="h-12 rounded-none border-x">
          <Link to={`/dashboard/creditors/${c.id}/payments/new`} aria-label={`Payment: ${c.partyName}`}>
            <HandCoins aria-hidden="true" />
            Payment
          </Link>
        </Button>
        <Button asChild variant="ghost" className="h-12 rounded-none rounded-br-xl">
          <Link to={`/dashboard/creditors/${c.id}/edit`} aria-label={`Edit: ${c.partyName}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      </div>
    </Card>
  );
}
