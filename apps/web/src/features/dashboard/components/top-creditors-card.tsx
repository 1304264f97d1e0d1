import { formatINR, formatPercent } from '@forecourt/shared';
import { Link } from 'react-router';
import { useTopCreditors } from '../api/get-top-creditors';
import { WidgetCard } from '@/components/widget-card';

/** Top creditors (document 1 §9: 5): active creditors owing the most, from their running totals. */
export function TopCreditorsCard() {
  const creditors = useTopCreditors({ limit: 5 });
  const items = creditors.data ?? [];
  return (
    <WidgetCard title="Top Creditors" description="Outstanding credit" query={creditors}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No outstanding credit.</p>
      ) : (
        <ul className="divide-y">
          {items.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <Link to={`/dashboard/creditors/${c.id}`} className="min-h-11 min-w-0 content-center truncate font-medium underline-offset-4 hover:underline">
                {c.partyName}
              </Link>
              <span className="text-right tabular-nums">
                {formatINR(c.outstanding)}
                {c.utilization !== null && <span className="block text-xs text-muted-foreground">{formatPercent(c.utilization)} of limit</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
