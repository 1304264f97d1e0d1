import { DASHBOARD_ALERTS_SHOWN } from '@forecourt/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { WidgetCard } from '@/components/widget-card';
import { useSessionState } from '@/lib/session-store';
import { useAlerts } from '../api/get-alerts';
import { AcknowledgeButton } from './acknowledge-button';
import { AlertOrigin } from './alert-origin';
import { AlertPriorityBadge } from './alert-priority-badge';

/** The Alerts tab: the 5 newest open alerts, each acknowledged in place (the list then refreshes). */
export function DashboardAlertsTab() {
  const role = useSessionState().session?.user.role;
  const alerts = useAlerts(role, { active: true, limit: DASHBOARD_ALERTS_SHOWN });
  const items = alerts.data?.items ?? [];
  return (
    <WidgetCard title="Alerts" description="The newest open alerts" query={alerts}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No open alerts.</p>
      ) : (
        <ul className="divide-y">
          {items.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <AlertPriorityBadge priority={a.priority} />
                  <span className="font-medium">{a.title}</span>
                </div>
                <p className="text-sm text-muted-foreground">{a.message}</p>
                <AlertOrigin alert={a} />
              </div>
              {!a.acknowledged && <AcknowledgeButton alert={a} className="min-h-11 shrink-0" />}
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="link" className="mt-2 px-0">
        <Link to="/dashboard/alerts">View all alerts</Link>
      </Button>
    </WidgetCard>
  );
}
