import { formatDateTime, formatINR, type TRecentActivity } from '@forecourt/shared';
import { useRecentActivities } from '../api/get-recent-activities';
import { WidgetCard } from '@/components/widget-card';

/** What an action in the audit log reads as; an unknown action reads as its own words. */
const ACTION_LABELS: Record<string, string> = {
  'reading.recorded': 'Reading recorded',
  'reading.voided': 'Reading voided',
  'reading.corrected': 'Reading corrected',
  'fuel_price.created': 'Fuel price set',
  'fuel_price.updated': 'Fuel price changed',
  'fuel_price.deleted': 'Fuel price removed',
  'cash_report.submitted': 'Cash report submitted',
  'cash_report.approved': 'Cash report approved',
  'cash_report.rejected': 'Cash report rejected',
  'credit_payment.recorded': 'Credit payment received',
  'creditor.created': 'Creditor added',
  'inventory.updated': 'Stock updated',
  'user.created': 'Team member added',
};
export function activityLabel(a: Pick<TRecentActivity, 'action'>): string {
  const known = ACTION_LABELS[a.action];
  if (known) return known;
  const words = a.action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Recent activities: the newest readings and audited events of the business. */
export function RecentActivitiesCard() {
  const activities = useRecentActivities({ limit: 10 });
  const items = activities.data ?? [];
  return (
    <WidgetCard title="Recent Activities" query={activities}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Nothing has happened yet.</p>
      ) : (
        <ul className="divide-y">
          {items.map((a) => (
            <li key={`${a.kind}-${a.id}`} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{activityLabel(a)}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {[a.stationName, a.actorName, formatDateTime(a.at)].filter(Boolean).join(' · ')}
                </span>
              </span>
              {a.amount !== null && <span className="shrink-0 tabular-nums">{formatINR(a.amount)}</span>}
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
