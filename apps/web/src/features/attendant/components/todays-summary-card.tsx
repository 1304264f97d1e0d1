import type { TAttendantTodaysSummary } from '@forecourt/shared';
import { CheckCircle2, Clock3, Wallet } from 'lucide-react';
import { LoadError } from '@/components/list-states';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3 min-[400px]:flex-row min-[400px]:items-center min-[400px]:justify-between">
      <p
        className={cn(
          'flex items-center gap-2 text-sm font-semibold',
          reported ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400',
        )}
      >
        {reported ? <CheckCircle2 className="size-5" aria-hidden="true" /> : <Clock3 className="size-5" aria-hidden="true" />}
        {reported ? t('msg.attendant.cashReported') : t('msg.attendant.cashPending')}
      </p>
      <Button asChild variant={reported ? 'outline' : 'default'} className="h-11">
        <Link to="/attendant/cash-report">
          <Wallet aria-hidden="true" />
          {reported ? t('msg.attendant.updateCashReport') : t('msg.attendant.reportCash')}
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
  const t = useT();
  const fmt = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="todays-summary">{t('attendant.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {error ? (
          <LoadError title={t('msg.attendant.todayFailed')} message={error.message} onRetry={onRetry} />
        ) : isPending || !summary ? (
          // As tall as the summary it stands for (figures, cash status, last reading), so nothing below it
          // moves when the figures arrive (Lighthouse's layout shift).
          <div role="status" aria-label={t('attendant.summary.loading')} className="space-y-3">
            <div className="grid grid-cols-2 gap-2">
              <Skeleton className="col-span-2 h-[4.25rem]" />
              <Skeleton className="h-[4.25rem]" />
              <Skeleton className="h-[4.25rem]" />
            </div>
            <Skeleton className="h-[6.375rem] min-[400px]:h-[4.375rem]" />
            <Skeleton className="h-20" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-2" aria-labelledby="todays-summary">
              <Figure label={t('attendant.summary.sales')} value={fmt.inr(summary.totalRevenue)} wide />
              <Figure label={t('attendant.summary.readings')} value={fmt.number(summary.totalReadings)} />
              <Figure label={t('attendant.summary.litres')} value={fmt.litres(summary.totalVolume)} />
            </dl>
            {summary.totalReadings === 0 && <p className="text-sm text-muted-foreground">{t('msg.attendant.noDataToday')}</p>}
            <CashStatus reported={summary.cashReported} />
            {summary.lastReading && (
              <div className="rounded-lg border p-3">
                <p className="text-xs font-medium text-muted-foreground">{t('attendant.summary.lastReading')}</p>
                <div className="mt-1 flex items-start justify-between gap-3">
                  <p className="min-w-0">
                    <span className="font-medium">{summary.lastReading.nozzleName}</span>{' '}
                    <span className="text-xs text-muted-foreground">{summary.lastReading.pumpName}</span>{' '}
                    <span className="rounded bg-secondary px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-secondary-foreground">
                      {fuelCaps(summary.lastReading.fuelType, t)}
                    </span>
                    <span className="mt-0.5 block text-xs text-muted-foreground">
                      <time dateTime={summary.lastReading.time}>{fmt.dateTime(summary.lastReading.time)}</time>
                    </span>
                  </p>
                  <p className="shrink-0 text-right">
                    <span className="block font-semibold tabular-nums">{fmt.litres(summary.lastReading.volume)}</span>
                    <span className="block text-sm tabular-nums text-muted-foreground">{fmt.inr(summary.lastReading.amount)}</span>
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
