import type { TCashReport } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFormat } from '@/i18n/use-format';
import { useT, type TTranslate } from '@/i18n/use-t';
import { CashReportStatusBadge } from './cash-report-status-badge';

/** Who took the credit: the creditor, or the name typed when no creditor list could be loaded. */
function creditorLabel(r: TCashReport, t: TTranslate): string | null {
  if (!r.creditorName) return null;
  return r.creditorId ? r.creditorName : t('cash.list.typed', { name: r.creditorName });
}

function Review({ r }: { r: TCashReport }) {
  const t = useT();
  const fmt = useFormat();
  if (r.status === 'pending' || !r.reviewedAt) return null;
  const values = { name: r.reviewedByName ?? t('cash.list.formerUser'), time: fmt.dateTime(r.reviewedAt) };
  return (
    <p className="text-xs text-muted-foreground">
      {r.status === 'approved' ? t('cash.list.approvedBy', values) : t('cash.list.rejectedBy', values)}
      {r.reviewNote ? <span className="block text-foreground">“{r.reviewNote}”</span> : null}
    </p>
  );
}

/**
 * Cash reports: a table on wide screens, cards below (phone first). `actions` draws a report's review
 * buttons (the owner's list); the attendant's own list has none. Figures are the server's.
 */
export function CashReportList({ reports, actions, showAuthor = true }: { reports: TCashReport[]; actions?: (r: TCashReport) => ReactNode; showAuthor?: boolean }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <>
      <Card className="hidden p-2 2xl:block">
        <Table>
          <TableCaption>{t('cash.list.caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('cash.list.dayShift')}</TableHead>
              <TableHead>{showAuthor ? t('cash.list.stationAuthor') : t('common.station')}</TableHead>
              <TableHead className="text-right">{t('label.payment.cash')}</TableHead>
              <TableHead className="text-right">{t('label.payment.card')}</TableHead>
              <TableHead className="text-right">{t('label.payment.upi')}</TableHead>
              <TableHead className="text-right">{t('label.payment.credit')}</TableHead>
              <TableHead className="text-right">{t('common.total')}</TableHead>
              <TableHead>{actions ? t('cash.list.statusReview') : t('cash.list.status')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reports.map((r) => (
              <TableRow key={r.id} data-testid="cash-report-row">
                <TableCell>
                  {fmt.date(r.date)}
                  <span className="block text-xs text-muted-foreground">{t(`label.shift.${r.shift}`)}</span>
                </TableCell>
                <TableCell className="max-w-52">
                  <span className="block truncate" title={r.stationName}>
                    {r.stationName}
                  </span>
                  {showAuthor && <span className="block truncate text-xs text-muted-foreground">{r.userName}</span>}
                </TableCell>
                <TableCell className="text-right tabular-nums">{fmt.inr(r.cashAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">{fmt.inr(r.cardAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">{fmt.inr(r.upiAmount)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {fmt.inr(r.creditAmount)}
                  {creditorLabel(r, t) && <span className="block max-w-40 truncate text-xs text-muted-foreground">{creditorLabel(r, t)}</span>}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{fmt.inr(r.totalAmount)}</TableCell>
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
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3 2xl:hidden" aria-label={t('cash.list.caption')}>
        {reports.map((r) => (
          <li key={r.id} className="min-w-0" data-testid="cash-report-card">
            <Card className="flex h-full flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{r.stationName}</p>
                  <p className="text-xs text-muted-foreground">
                    {showAuthor
                      ? t('cash.list.shiftDayAuthor', { shift: t(`label.shift.${r.shift}`), day: fmt.date(r.date), author: r.userName })
                      : t('cash.list.shiftDay', { shift: t(`label.shift.${r.shift}`), day: fmt.date(r.date) })}
                  </p>
                </div>
                <CashReportStatusBadge status={r.status} />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {(
                  [
                    ['cash', r.cashAmount],
                    ['card', r.cardAmount],
                    ['upi', r.upiAmount],
                    ['credit', r.creditAmount],
                  ] as const
                ).map(([method, value]) => (
                  <div key={method} className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">{t(`label.payment.${method}`)}</dt>
                    <dd className="tabular-nums">{fmt.inr(value)}</dd>
                  </div>
                ))}
              </dl>
              {creditorLabel(r, t) && <p className="truncate text-xs text-muted-foreground">{t('cash.list.creditTo', { name: creditorLabel(r, t)! })}</p>}
              <div className="flex items-baseline justify-between border-t pt-2">
                <span className="text-sm text-muted-foreground">{t('common.total')}</span>
                <span className="text-lg font-semibold tabular-nums">{fmt.inr(r.totalAmount)}</span>
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
