import type { TAnalyticsInsights, TInsightKind } from '@forecourt/shared';
import { Award, BellOff, Lightbulb, TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const ICONS: Record<TInsightKind, typeof Award> = {
  best_station: Award,
  worst_station: TrendingDown,
  fuel_share_shift: TrendingUp,
  silent_nozzle: BellOff,
};

/** The Insights tab: statements the server computed from the period's figures. */
export function InsightsList({ data }: { data: TAnalyticsInsights }) {
  if (data.items.length === 0) {
    return <EmptyState icon={Lightbulb} title="No insights yet" description="Insights appear when there are sales to compare in this period." />;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Insights">
      {data.items.map((i, n) => {
        const falling = i.kind === 'fuel_share_shift' && typeof i.figures.change === 'number' && i.figures.change < 0;
        const Icon = falling ? TrendingDown : ICONS[i.kind];
        return (
          <li key={`${i.kind}-${n}`}>
            <Card className="flex h-full gap-3 p-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="font-medium">{i.title}</p>
                <p className="text-sm text-muted-foreground">{i.message}</p>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
