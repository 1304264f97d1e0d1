import { CASH_REPORT_STATUS_LABELS, SHIFT_LABELS, formatINR } from '@forecourt/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCashReports } from '@/features/cash-reports/api/get-cash-reports';
import { WidgetCard } from '@/components/widget-card';

/** The daily cash report card: today's shift cash reports (business day `day`) with their totals. */
export function DailyCashReportCard({ day }: { day: string }) {
  const reports = useCashReports({ dateFrom: day, dateTo: day, limit: 5 });
  const summary = reports.data?.summary;
  const items = reports.data?.items ?? [];
  return (
    <WidgetCard title="Daily Cash Report" description="Today's shift cash reports" query={reports}>
      {!summary || summary.count === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No cash reports submitted today.</p>
      ) : (
        <div className="space-y-3">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(
              [
                ['Cash', summary.cashAmount],
                ['Card', summary.cardAmount],
                ['UPI', summary.upiAmount],
                ['Credit', summary.creditAmount],
              ] as const
            ).map(([label, amount]) => (
              <div key={label} className="rounded-lg bg-muted/60 p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{formatINR(amount)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">
            Total <span className="font-semibold tabular-nums">{formatINR(summary.totalAmount)}</span> · {summary.count} reports ·{' '}
            {summary.pending} pending approval
          </p>
          <ul className="divide-y text-sm">
            {items.map((r) => (
              <li key={r.id} className="flex justify-between gap-2 py-2">
                <span className="min-w-0 truncate">
                  {r.stationName} · {SHIFT_LABELS[r.shift]} · {r.userName}
                </span>
                <span className="shrink-0 tabular-nums">
                  {formatINR(r.totalAmount)} <span className="text-muted-foreground">{CASH_REPORT_STATUS_LABELS[r.status]}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button asChild variant="link" className="mt-2 px-0">
        <Link to="/dashboard/cash-reports">All cash reports</Link>
      </Button>
    </WidgetCard>
  );
}
