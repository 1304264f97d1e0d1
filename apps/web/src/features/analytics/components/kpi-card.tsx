import { formatPercent, type TKpi } from '@forecourt/shared';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A KPI with its growth against the previous period: '—' when there is none. */
export function KpiCard({
  icon: Icon,
  label,
  kpi,
  format,
  exact,
}: {
  icon: LucideIcon;
  label: string;
  kpi: TKpi;
  format: (n: number) => string;
  /** The exact figure, shown on hover and focus when `format` is compact. */
  exact?: (n: number) => string;
}) {
  const tone = kpi.growth === null || kpi.growth === 0 ? 'neutral' : kpi.growth > 0 ? 'positive' : 'negative';
  const shown = format(kpi.value);
  const full = exact ? exact(kpi.value) : shown;
  return (
    <Card role="group" aria-label={label} className="flex min-w-0 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{label}</span>
      </div>
      <p className="truncate text-lg font-semibold tabular-nums sm:text-2xl" title={full} data-kpi={label}>
        {shown}
        {full !== shown && <span className="sr-only"> ({full})</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        <span
          className={cn(
            'font-medium tabular-nums',
            tone === 'positive' && 'text-emerald-700 dark:text-emerald-400',
            tone === 'negative' && 'text-red-700 dark:text-red-400',
          )}
        >
          {kpi.growth === null ? '—' : formatPercent(kpi.growth, { signed: true })}
        </span>{' '}
        <span className="max-sm:hidden">vs previous period</span>
        <span className="sm:hidden">vs previous</span>
      </p>
    </Card>
  );
}
