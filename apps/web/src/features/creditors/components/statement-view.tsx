import {
  CREDIT_PAYMENT_METHOD_LABELS,
  CREDITOR_MSG,
  FUEL_TYPE_LABELS,
  formatDateTime,
  formatINR,
  formatLitres,
  type TStatementEntry,
} from '@forecourt/shared';
import { FileText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { DateRangeFields, isRangeInverted } from '@/components/date-range-fields';
import { LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useCreditorStatement } from '../api/get-creditor-statement';
import { ReversePaymentDialog } from './reverse-payment-dialog';

const PAGE_SIZE = 50;

function describe(e: TStatementEntry): { title: string; detail: string } {
  if (e.kind === 'sale') {
    const what = [e.fuelType ? FUEL_TYPE_LABELS[e.fuelType] : null, e.volume !== null ? formatLitres(e.volume) : null].filter(Boolean).join(' ');
    return { title: 'Credit sale', detail: [what, e.stationName, e.nozzleName].filter(Boolean).join(' · ') };
  }
  const method = e.paymentMethod ? CREDIT_PAYMENT_METHOD_LABELS[e.paymentMethod] : '';
  if (e.kind === 'reversal') return { title: 'Payment reversed', detail: [method, e.notes ? `Reason: ${e.notes}` : null].filter(Boolean).join(' · ') };
  return {
    title: e.reversed ? 'Payment (reversed)' : 'Payment',
    detail: [method, e.referenceNumber ? `Ref. ${e.referenceNumber}` : null].filter(Boolean).join(' · '),
  };
}

/** A payment that has not been reversed can be (a mistake answered by a reversal line). */
function ReverseButton({ entry, onReverse }: { entry: TStatementEntry; onReverse: (entry: TStatementEntry) => void }) {
  if (entry.kind !== 'payment' || entry.reversed) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 px-2 text-xs text-muted-foreground"
      onClick={() => onReverse(entry)}
      aria-label={`Reverse payment of ${formatINR(entry.credit)} on ${formatDateTime(entry.at)}`}
    >
      <Undo2 aria-hidden="true" />
      Reverse
    </Button>
  );
}

const balanceTone = (value: number) => (value > 0 ? '' : value < 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-muted-foreground');

/**
 * The statement (docs/decisions/015): credit sales and payments in date order with the balance after each,
 * from the opening balance of the chosen range (days, both inclusive). A table from 768 px, cards below.
 */
export function StatementView({ creditorId }: { creditorId: string }) {
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [range, setRange] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<TStatementEntry | null>(null);
  const statement = useCreditorStatement(creditorId, {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    page,
    limit: PAGE_SIZE,
  });
  // An inverted range, or a date typed wrong (its field keeps the last good day): Apply waits.
  const [typedWrong, setTypedWrong] = useState(false);
  const cannotApply = isRangeInverted(draft.from, draft.to) || typedWrong;
  const data = statement.data;
  const s = data?.summary;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Statement</CardTitle>
        <CardDescription>Credit sales and payments in date order, with the balance after each.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-label="Statement period"
          onSubmit={(e) => {
            e.preventDefault();
            if (cannotApply) return;
            setRange(draft);
            setPage(1);
          }}
        >
          <DateRangeFields
            fromId="statement-from"
            toId="statement-to"
            from={draft.from}
            to={draft.to}
            onChange={setDraft}
            onTypedWrong={setTypedWrong}
            invertedMessage={CREDITOR_MSG.dateRangeInvalid}
          />
          <div className="col-span-2 flex gap-2 sm:col-span-1">
            <Button type="submit" variant="outline" disabled={cannotApply}>
              Apply
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setDraft({ from: '', to: '' });
                setRange({ from: '', to: '' });
                setPage(1);
              }}
            >
              Clear
            </Button>
          </div>
        </form>

        {statement.isPending ? (
          <Skeleton className="h-48 rounded-lg" />
        ) : statement.isError ? (
          <LoadError title="Statement" message={CREDITOR_MSG.statementLoadFailed} onRetry={() => void statement.refetch()} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm sm:grid-cols-4" aria-label="Statement totals">
              {(
                [
                  ['Opening balance', s!.openingBalance],
                  ['Credit sales', s!.totalSales],
                  ['Payments', s!.totalPayments],
                  ['Closing balance', s!.closingBalance],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-semibold tabular-nums">{formatINR(value)}</dd>
                </div>
              ))}
            </dl>
            {data!.items.length === 0 ? (
              <EmptyState icon={FileText} title={CREDITOR_MSG.noEntries} description="Choose another period, or clear it to see everything." />
            ) : (
              <StatementEntries entries={data!.items} onReverse={setReversing} />
            )}
            <Pagination page={page} limit={PAGE_SIZE} total={data!.total} onPageChange={setPage} label="Statement pages" />
          </>
        )}
        <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
      </CardContent>
    </Card>
  );
}

function StatementEntries({ entries, onReverse }: { entries: TStatementEntry[]; onReverse: (entry: TStatementEntry) => void }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableCaption>Statement entries</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Entry</TableHead>
              <TableHead className="text-right">Sale</TableHead>
              <TableHead className="text-right">Payment</TableHead>
              <TableHead className="text-right">Balance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((e) => {
              const d = describe(e);
              return (
                <TableRow key={e.id} data-testid="statement-row">
                  <TableCell className="whitespace-nowrap">{formatDateTime(e.at)}</TableCell>
                  <TableCell>
                    <p className="font-medium">{d.title}</p>
                    {d.detail && <p className="text-xs text-muted-foreground">{d.detail}</p>}
                    <ReverseButton entry={e} onReverse={onReverse} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{e.debit ? formatINR(e.debit) : ''}</TableCell>
                  <TableCell className="text-right tabular-nums text-emerald-700 dark:text-emerald-300">{e.credit ? formatINR(e.credit) : ''}</TableCell>
                  <TableCell className={cn('text-right font-semibold tabular-nums', balanceTone(e.balance))} data-testid="statement-balance">
                    {formatINR(e.balance)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-2 md:hidden" aria-label="Statement entries">
        {entries.map((e) => {
          const d = describe(e);
          return (
            <li key={e.id} className="rounded-lg border p-3" data-testid="statement-row">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">{d.title}</p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(e.at)}</p>
                  {d.detail && <p className="text-xs text-muted-foreground">{d.detail}</p>}
                </div>
                <p className={cn('shrink-0 font-semibold tabular-nums', e.kind === 'payment' && 'text-emerald-700 dark:text-emerald-300')}>
                  {e.kind === 'payment' ? `− ${formatINR(e.credit)}` : `+ ${formatINR(e.debit)}`}
                </p>
              </div>
              <ReverseButton entry={e} onReverse={onReverse} />
              <p className="mt-1 flex justify-between text-sm">
                <span className="text-muted-foreground">Balance</span>
                <span className={cn('font-semibold tabular-nums', balanceTone(e.balance))} data-testid="statement-balance">
                  {formatINR(e.balance)}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
