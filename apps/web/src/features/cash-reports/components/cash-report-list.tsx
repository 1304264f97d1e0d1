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
      <div className="hidden xl:block">
        <Table>
          <TableCaption>Cash reports</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Day · Shift</TableHead>
              <TableHead>Station</TableHead>
              {showAuthor && <TableHead>Submitted by</TableHead>}
              <TableHead className="text-right">Cash</TableHead>
              <TableHead className="text-right">Card</TableHead>
              <TableHead className="text-right">UPI</TableHead>
              <TableHead className="text-right">Credit</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Status</TableHead>
              {actions && <TableHead>Review</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {reports.map((r) => (
              <TableRow key={r.id} data-testid="cash-report-row">
                <TableCell className="whitespace-nowrap">
                  {formatDate(r.date)} · {SHIFT_LABELS[r.shift]}
                </TableCell>
                <TableCell className="max-w-44 truncate" title={r.stationName}>
                  {r.stationName}
                </TableCell>
                {showAuthor && <TableCell className="max-w-36 truncate">{r.userName}</TableCell>}
                <TableCell className="text-right tabular-nums">{formatINR(r.cashAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.cardAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.upiAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatINR(r.creditAmount)}
                  {creditorLabel(r) && <span className="block max-w-40 truncate text-xs text-muted-foreground">{creditorLabel(r)}</span>}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{formatINR(r.totalAmount)}</TableCell>
                <TableCell>
                  <CashReportStatusBadge status={r.status} />
                  {r.reviewNote && <span className="mt-1 block max-w-48 truncate text-xs text-muted-foreground" title={r.reviewNote}>{r.reviewNote}</span>}
                </TableCell>
                {actions && <TableCell>{actions(r)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:hidden" aria-label="Cash reports">
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
