import { formatDateTime, formatINR, type TCreditor } from '@forecourt/shared';
import { HandCoins, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreditor } from '../api/get-creditor';
import { CreditorBadge } from '../components/creditor-badge';
import { CreditorNotFound } from '../components/creditor-not-found';
import { DeleteCreditorDialog } from '../components/delete-creditor-dialog';
import { StatementView } from '../components/statement-view';
import { UtilizationBar } from '../components/utilization-bar';

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="divide-y text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-start justify-between gap-4 py-2">
          <dt className="shrink-0 text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CreditCardPanel({ c }: { c: TCreditor }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credit</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <p className="text-sm text-muted-foreground">Balance</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="creditor-balance">
            {formatINR(c.balance)}
          </p>
        </div>
        <UtilizationBar creditor={c} />
        <Rows
          rows={[
            ['Credit limit', formatINR(c.creditLimit)],
            ['Available credit', formatINR(c.availableCredit)],
            ['Credit sales', formatINR(c.creditSales)],
            ['Payments', formatINR(c.paymentsTotal)],
            ['Last payment', c.lastPaymentAt ? formatDateTime(c.lastPaymentAt) : '—'],
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** /dashboard/creditors/{id}: contact, limit, balance, utilisation and the statement; "Creditor not found" otherwise. */
export default function CreditorDetailPage() {
  const { creditorId = '' } = useParams();
  const navigate = useNavigate();
  const creditor = useCreditor(creditorId);
  const [deleting, setDeleting] = useState<TCreditor | null>(null);

  if (creditor.isPending) return <Skeleton className="h-96 rounded-xl" />;
  if (creditor.isError) return <CreditorNotFound message={creditor.error.message} />;
  const c = creditor.data;

  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ label: 'Creditors', to: '/dashboard/creditors' }, { label: c.partyName }]} />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {c.partyName}
            <CreditorBadge creditor={c} />
          </span>
        }
        description={c.stationName ? `Buys at ${c.stationName}` : 'Buys at any station'}
        actions={
          <>
            <LinkButton to={`/dashboard/creditors/${c.id}/payments/new`} icon={HandCoins}>
              Payment
            </LinkButton>
            <LinkButton to={`/dashboard/creditors/${c.id}/edit`} icon={Pencil} variant="outline">
              Edit
            </LinkButton>
            <Button variant="outline" onClick={() => setDeleting(c)} aria-label={`Delete ${c.partyName}`}>
              <Trash2 aria-hidden="true" className="text-destructive" />
              Delete
            </Button>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CreditCardPanel c={c} />
        <Card>
          <CardHeader>
            <CardTitle>Contact</CardTitle>
          </CardHeader>
          <CardContent>
            <Rows
              rows={[
                ['Contact person', c.contactPerson ?? '—'],
                ['Phone', c.phoneNumber ? <a href={`tel:${c.phoneNumber.replace(/[\s-]/g, '')}`} className="underline-offset-2 hover:underline">{c.phoneNumber}</a> : '—'],
                ['Address', c.address ?? '—'],
                ['Station', c.stationName ?? 'Any station'],
                ['Payment terms', c.paymentTerms ?? '—'],
                ['Notes', c.notes ?? '—'],
                ['Since', formatDateTime(c.createdAt)],
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <StatementView creditorId={c.id} />
      <DeleteCreditorDialog creditor={deleting} onClose={() => setDeleting(null)} onDeleted={() => void navigate('/dashboard/creditors')} />
    </div>
  );
}
