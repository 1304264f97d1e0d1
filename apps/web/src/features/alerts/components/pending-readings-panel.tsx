import { BellOff, Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useDismissAlert } from '../api/dismiss-alert';
import { useAlerts } from '../api/get-alerts';
import { AcknowledgeButton } from './acknowledge-button';
import { AlertOrigin } from './alert-origin';

/**
 * /dashboard/readings' Pending Readings panel (document 2): nozzles with no reading in the last 24 h,
 * from the active `no_readings_24h` alerts, each with Acknowledge and Dismiss. Hidden when there are none.
 */
export function PendingReadingsPanel() {
  const role = useSessionState().session?.user.role;
  const alerts = useAlerts(role, { type: 'no_readings_24h', active: true, limit: 50 });
  const dismiss = useDismissAlert();
  const pending = (alerts.data?.items ?? []).filter((a) => !a.dismissed && !a.acknowledged);
  if (pending.length === 0) return null;

  return (
    <Card aria-labelledby="pending-readings-title" role="region" className="border-amber-300 dark:border-amber-800">
      <CardHeader>
        <CardTitle id="pending-readings-title" className="flex items-center gap-2">
          <Clock className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          Pending Readings
        </CardTitle>
        <CardDescription>Nozzles with no reading in the last 24 hours.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {pending.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-medium">{a.title}</p>
                <p className="text-sm text-muted-foreground">{a.message}</p>
                <AlertOrigin alert={a} />
              </div>
              <div className="flex shrink-0 gap-2">
                <AcknowledgeButton alert={a} />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={dismiss.isPending && dismiss.variables === a.id}
                  aria-label={`Dismiss: ${a.title}`}
                  onClick={() => dismiss.mutate(a.id, { onError: () => notify.error('Error', 'Failed to dismiss alert. Please try again.') })}
                >
                  <BellOff aria-hidden="true" />
                  Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
