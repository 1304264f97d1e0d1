import { formatINR, formatLitres, formatNumber, formatPercent } from '@forecourt/shared';

export type TShareRow = { key: string; name: string; revenue: number; volume: number; transactions: number; percentage: number; colour?: string | undefined };

/** Rows with their share of revenue as a bar: the Breakdown tab's station, fuel and payment lists. */
export function ShareList({ rows, label }: { rows: TShareRow[]; label: string }) {
  if (rows.length === 0) return <p className="py-4 text-sm text-muted-foreground">No sales in this period.</p>;
  return (
    <ul aria-label={label} className="divide-y">
      {rows.map((r) => (
        <li key={r.key} className="space-y-1.5 py-3">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words font-medium">{r.name}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatINR(r.revenue)}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, r.percentage)}%`, ...(r.colour ? { backgroundColor: r.colour } : {}) }} />
          </div>
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
            <span>{formatPercent(r.percentage)} of revenue</span>
            <span>
              {formatLitres(r.volume)} · {formatNumber(r.transactions)} sales
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
