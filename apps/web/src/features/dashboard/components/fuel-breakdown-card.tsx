import { FUEL_TYPE_LABELS, formatINR, formatLitres, formatPercent } from '@forecourt/shared';
import { Fuel } from 'lucide-react';
import { useFuelBreakdown } from '../api/get-fuel-breakdown';
import { WidgetCard } from '@/components/widget-card';

/** Fuel Breakdown (document 1 §2): a card per fuel with its share, volume and a bar; today. */
export function FuelBreakdownCard() {
  const breakdown = useFuelBreakdown();
  const items = breakdown.data ?? [];
  return (
    <WidgetCard title="Fuel Breakdown" description="Today's sales by fuel" query={breakdown}>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center">
          <Fuel className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No Fuel Sales Data</p>
          <p className="text-sm text-muted-foreground">Sales appear here once readings are recorded today.</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3">
          {items.map((f) => (
            <li key={f.fuelType} className="rounded-lg border p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{FUEL_TYPE_LABELS[f.fuelType]}</span>
                <span className="text-sm font-semibold tabular-nums">{formatPercent(f.percentage)}</span>
              </div>
              <p className="mt-1 text-sm tabular-nums">{formatINR(f.amount)}</p>
              <p className="text-xs text-muted-foreground tabular-nums">{formatLitres(f.volume)}</p>
              <div
                className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label={`${FUEL_TYPE_LABELS[f.fuelType]} share`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={f.percentage}
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, f.percentage)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
