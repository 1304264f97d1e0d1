import { DASHBOARD_PERFORMANCE_STATIONS, formatINR, formatLitres, formatPercent } from '@forecourt/shared';
import { useTopStations } from '../api/get-top-stations';
import { WidgetCard } from '@/components/widget-card';

/** The Performance tab: the top 6 stations by today's sales, with their share. */
export function TopStationsList() {
  const stations = useTopStations({ limit: DASHBOARD_PERFORMANCE_STATIONS });
  const items = stations.data ?? [];
  return (
    <WidgetCard title="Station Performance" description="Top stations by today's sales" query={stations}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No station has sales today yet.</p>
      ) : (
        <ol className="space-y-3">
          {items.map((s) => (
            <li key={s.stationId} className="rounded-lg border p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 truncate font-medium">
                  <span className="text-muted-foreground">#{s.rank}</span> {s.stationName}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatINR(s.totalAmount)}</span>
              </div>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatLitres(s.totalVolume)} · {s.entries} sales · {formatPercent(s.percentage)} of today
              </p>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, s.percentage)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </WidgetCard>
  );
}
