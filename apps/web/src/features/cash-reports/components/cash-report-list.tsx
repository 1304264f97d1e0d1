import { formatDate, formatDateTime, formatINR, SHIFT_LABELS, type TCashReport } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CashReportStatusBadge } from './cash-report-status-badge';

/** Who took the credit: the creditor, or the name typed when no creditor list could be loaded. */
function creditorLabel(r: TCashReport): string | null {
  if (!r.creditorName) return null;
  return r.creditorId ? r.creditorName : `${r.creditorName} (typed)`;
}

function Review({ r }: { r: TCashReport }) {
  if (r.status === 'pending' || !r.reviewedAt) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {r.status === 'approved' ? 'Approved' : 'Rejected'} by {r.reviewedByName ?? 'a former user'}, {formatDateTime(r.reviewedAt)}
      {r.reviewNote ? <span className="block text-foreground">“{r.reviewNote}”</span> : null}
    </p>
  );
}

/**
 * Cash reports: a table on wide screens, cards below (phone first). `actions` draws a report's review
 * buttons (the owner's list); the attendant's own list has none. Figures are the server's.
 */
export function CashReportList({ reports, actions, showAuthor = true }: { reports: TCashReport[]; actions?: (r: TCashReport) => ReactNode; showAuthor?: boolean }) {
  return (
    <>
      <Card className="hidden p-2 2xl:block">
        <Table>
          <TableCaption>Cash reports</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Day · Shift</TableHead>
              <TableHead>{showAuthor ? 'Station · Submitted by' : 'Station'}</TableHead>
              <TableHead className="text-right">Cash</TableHead>
              <TableHead className="text-right">Card</TableHead>
              <TableHead className="text-right">UPI</TableHead>
              <TableHead className="text-right">Credit</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>{actions ? 'Status · Review' : 'Status'}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reports.map((r) => (
              <TableRow key={r.id} data-testid="cash-report-row">
                <TableCell>
                  {formatDate(r.date)}
                  <span className="block text-xs text-muted-foreground">{SHIFT_LABELS[r.shift]}</span>
                </TableCell>
                <TableCell className="max-w-52">
                  <span className="block truncate" title={r.stationName}>
                    {r.stationName}
                  </span>
                  {showAuthor && <span className="block truncate text-xs text-muted-foreground">{r.userName}</span>}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.cashAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.cardAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.upiAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatINR(r.creditAmount)}
                  {creditorLabel(r) && <span className="block max-w-40 truncate text-xs text-muted-foreground">{creditorLabel(r)}</span>}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{formatINR(r.totalAmount)}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-2">
                    <CashReportStatusBadge status={r.status} />
                    {actions?.(r)}
                  </div>
                  {r.reviewNote && (
                    <span className="mt-1 block max-w-56 truncate text-xs text-muted-foreground" title={r.reviewNote}>
                      {r.reviewNote}
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3 2xl:hidden" aria-label="Cash reports">
        {reports.map((r) => (
          <li key={r.id} className="min-w-0" data-testid="cash-report-card">
            <Card className="flex h-full flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{r.stationName}</p>
                  <p className="text-xs text-muted-foreground">
                    {SHIFT_LABELS[r.shift]} · {formatDate(r.date)}
                    {showAuthor ? ` · ${r.userName}` : ''}
                  </p>
                </div>
                <CashReportStatusBadge status={r.status} />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {(
                  [
                    ['Cash', r.cashAmount],
                    ['Card', r.cardAmount],
                    ['UPI', r.upiAmount],
                    ['Credit', r.creditAmount],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="tabular-nums">{formatINR(value)}</dd>
                  </div>
                ))}
              </dl>
              {creditorLabel(r) && <p className="truncate text-xs text-muted-foreground">Credit to {creditorLabel(r)}</p>}
              <div className="flex items-baseline justify-between border-t pt-2">
                <span className="text-sm text-muted-foreground">Total</span>
                <span className="text-lg font-semibold tabular-nums">{formatINR(r.totalAmount)}</span>
              </div>
              {r.notes && <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{r.notes}</p>}
              <Review r={r} />
              {actions && <div className="mt-auto">{actions(r)}</div>}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
