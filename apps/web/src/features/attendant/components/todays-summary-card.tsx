import { ATTENDANT_MSG, formatDateTime, formatINR, formatLitres, formatNumber, type TAttendantTodaysSummary } from '@forecourt/shared';
import { CheckCircle2, Clock3, Wallet } from 'lucide-react';
import { LoadError } from '@/components/list-states';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { fuelCaps } from '../lib/nozzle-display';

function Figure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={cn('min-w-0 rounded-lg bg-muted/60 px-3 py-2.5', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('mt-0.5 font-semibold tabular-nums [overflow-wrap:anywhere]', wide ? 'text-2xl' : 'text-lg')}>{value}</dd>
    </div>
  );
}

/** Cash Pending until a report is made today, then Cash Reported; the button follows (document 3, section 4). */
function CashStatus({ reported }: { reported: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3 min-[400px]:flex-row min-[400px]:items-center min-[400px]:justify-between">
      <p
        className={cn(
          'flex items-center gap-2 text-sm font-semibold',
          reported ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400',
        )}
      >
        {reported ? <CheckCircle2 className="size-5" aria-hidden="true" /> : <Clock3 className="size-5" aria-hidden="true" />}
        {reported ? ATTENDANT_MSG.cashReported : ATTENDANT_MSG.cashPending}
      </p>
      <Button asChild variant={reported ? 'outline' : 'default'} className="h-11">
        <Link to="/attendant/cash-report">
          <Wallet aria-hidden="true" />
          {reported ? ATTENDANT_MSG.updateCashReport : ATTENDANT_MSG.reportCash}
        </Link>
      </Button>
    </div>
  );
}

/**
 * Today's summary (document 3, section 2): the attendant's readings, litres and sales of today's
 * business day, whether cash has been reported, and the last reading. Honest states: loading, "Failed
 * to load today's data" with Retry, "No data for today yet".
 */
export function TodaysSummaryCard({
  summary,
  isPending,
  error,
  onRetry,
}: {
  summary: TAttendantTodaysSummary | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="todays-summary">Today&rsquo;s summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {error ? (
          <LoadError title={ATTENDANT_MSG.todayFailed} message={error.message} onRetry={onRetry} />
        ) : isPending || !summary ? (
          <div role="status" aria-label="Loading today's summary" className="space-y-3">
            <div className="grid grid-cols-2 gap-2">
              <Skeleton className="col-span-2 h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
            <Skeleton className="h-14" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-2" aria-labelledby="todays-summary">
              <Figure label="Sales" value={formatINR(summary.totalRevenue)} wide />
              <Figure label="Readings" value={formatNumber(summary.totalReadings)} />
              <Figure label="Litres" value={formatLitres(summary.totalVolume)} />
            </dl>
            {summary.totalReadings === 0 && <p className="text-sm text-muted-foreground">{ATTENDANT_MSG.noDataToday}</p>}
            <CashStatus reported={summary.cashReported} />
            {summary.lastReading && (
              <div className="rounded-lg border p-3">
                <p className="text-xs font-medium text-muted-foreground">Last reading</p>
                <div className="mt-1 flex items-start justify-between gap-3">
                  <p className="min-w-0">
                    <span className="font-medium">{summary.lastReading.nozzleName}</span>{' '}
                    <span className="text-xs text-muted-foreground">{summary.lastReading.pumpName}</span>{' '}
                    <span className="rounded bg-secondary px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-secondary-foreground">
                      {fuelCaps(summary.lastReading.fuelType)}
                    </span>
                    <span className="mt-0.5 block text-xs text-muted-foreground">
                      <time dateTime={summary.lastReading.time}>{formatDateTime(summary.lastReading.time)}</time>
                    </span>
                  </p>
                  <p className="shrink-0 text-right">
                    <span className="block font-semibold tabular-nums">{formatLitres(summary.lastReading.volume)}</span>
                    <span className="block text-sm tabular-nums text-muted-foreground">{formatINR(summary.lastReading.amount)}</span>
                  </p>
                </div>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
