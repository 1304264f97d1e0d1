import { formatCompactINR, formatCompactVolume, formatINR, formatLitres, formatNumber, percentChange, type TTone } from '@forecourt/shared';
import { Building2, Droplet, IndianRupee, ReceiptText, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/list-states';
import { cn } from '@/lib/cn';
import { useSalesSummary } from '../api/get-sales-summary';
import { useStationMetrics } from '../api/get-station-metrics';

const TONE: Record<TTone, string> = {
  positive: 'text-emerald-700 dark:text-emerald-400',
  negative: 'text-red-700 dark:text-red-400',
  neutral: 'text-muted-foreground',
};

/**
 * One figure against yesterday (document 1 §4): the compact value (K, L, Cr), the exact one on hover
 * and on keyboard focus, and 'New data' / 'No data' / the change with one decimal.
 */
function StatCard(props: { icon: LucideIcon; label: string; compact: string; exact: string; today: number; yesterday: number; hint?: ReactNode }) {
  const change = percentChange(props.today, props.yesterday);
  const Icon = props.icon;
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{props.label}</p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <div tabIndex={0} className="group rounded outline-none focus-visible:ring-2 focus-visible:ring-ring" title={props.exact}>
        <p className="whitespace-nowrap text-2xl font-semibold tabular-nums" aria-hidden="true">
          {props.compact}
        </p>
        <span className="sr-only">{`${props.label}: ${props.exact}`}</span>
        {props.compact !== props.exact && (
          <p className="hidden text-xs tabular-nums text-muted-foreground group-hover:block group-focus-visible:block" aria-hidden="true">
            {props.exact}
          </p>
        )}
      </div>
      <p className="text-xs">
        <span className={cn('font-medium', TONE[change.tone])}>{change.label}</span>
        <span className="text-muted-foreground"> vs yesterday</span>
      </p>
      {props.hint && <p className="text-xs text-muted-foreground">{props.hint}</p>}
    </Card>
  );
}

/** The four stat cards: revenue, fuel volume, transactions and active stations, today against yesterday. */
export function StatCards() {
  const summary = useSalesSummary({ range: 'daily' });
  const stations = useStationMetrics();
  if (summary.isError || stations.isError) {
    return (
      <LoadError
        title="Unable to load today's figures"
        message="The sales figures could not be loaded."
        onRetry={() => void Promise.all([summary.refetch(), stations.refetch()])}
      />
    );
  }
  if (!summary.data || !stations.data) {
    return (
      <div role="status" aria-label="Loading today's figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-xl" />
        ))}
      </div>
    );
  }
  const today = summary.data;
  const yesterday = summary.data.previous;
  const activeToday = stations.data.filter((s) => s.todayEntries > 0).length;
  const activeYesterday = stations.data.filter((s) => s.yesterdayEntries > 0).length;
  return (
    <section aria-label="Today's figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={IndianRupee}
        label="Revenue"
        compact={formatCompactINR(today.totalRevenue)}
        exact={formatINR(today.totalRevenue)}
        today={today.totalRevenue}
        yesterday={yesterday.totalRevenue}
        hint={`Avg transaction ${formatINR(today.averageTransaction, { decimals: 0 })}`}
      />
      <StatCard
        icon={Droplet}
        label="Fuel volume"
        compact={formatCompactVolume(today.totalVolume)}
        exact={formatLitres(today.totalVolume)}
        today={today.totalVolume}
        yesterday={yesterday.totalVolume}
        hint={`${formatINR(today.pricePerLitre)} per litre`}
      />
      <StatCard
        icon={ReceiptText}
        label="Transactions"
        compact={formatNumber(today.salesCount)}
        exact={formatNumber(today.salesCount)}
        today={today.salesCount}
        yesterday={yesterday.salesCount}
      />
      <StatCard
        icon={Building2}
        label="Active stations"
        compact={formatNumber(activeToday)}
        exact={formatNumber(activeToday)}
        today={activeToday}
        yesterday={activeYesterday}
        hint={`with sales today, of ${formatNumber(stations.data.length)}`}
      />
    </section>
  );
}
