import { ALERT_MSG, ALERT_TYPE_LABELS, ALERT_TYPES, type TAlert, type TAlertType } from '@forecourt/shared';
import { BellRing, CheckCheck, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useBulkAcknowledge } from '../api/bulk-acknowledge';
import { useDismissAlert } from '../api/dismiss-alert';
import { useAlerts } from '../api/get-alerts';
import { AcknowledgeButton } from '../components/acknowledge-button';
import { AlertOrigin } from '../components/alert-origin';
import { AlertPriorityBadge } from '../components/alert-priority-badge';
import { alertTarget, isUnread } from '../lib/alert-queries';

const LIMIT = 20;
type TStateFilter = 'active' | 'resolved' | 'all';

/**
 * /dashboard/alerts (document 4): the tenant's alerts newest first (dismissed ones left out), filtered by
 * type and state; each acknowledged, dismissed (owner, manager) or opened; the unread ones on the page
 * acknowledged together.
 */
export default function AlertsPage() {
  const role = useSessionState().session?.user.role;
  const [type, setType] = useState<TAlertType | ''>('');
  const [state, setState] = useState<TStateFilter>('active');
  const [page, setPage] = useState(1);
  const alerts = useAlerts(role, {
    type: type || undefined,
    active: state === 'all' ? undefined : state === 'active',
    page,
    limit: LIMIT,
  });
  const bulk = useBulkAcknowledge();
  const dismiss = useDismissAlert();
  const items = alerts.data?.items ?? [];
  const unread = items.filter(isUnread);
  const canDismiss = role === 'owner' || role === 'manager';

  const acknowledgeAll = () =>
    bulk.mutate(
      unread.map((a) => a.id),
      { onSuccess: () => notify.success(ALERT_MSG.acknowledged), onError: () => notify.error('Error', ALERT_MSG.ackFailed) },
    );
  const dismissOne = (alert: TAlert) =>
    dismiss.mutate(alert.id, {
      onSuccess: () => notify.success('Alert dismissed'),
      onError: () => notify.error('Error', 'Failed to dismiss alert. Please try again.'),
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Alerts"
        description="Stock, readings, prices, credit and cash reports that need attention. An alert clears itself when its cause goes away."
        actions={
          <>
            <Button variant="outline" onClick={() => void alerts.refetch()} disabled={alerts.isFetching}>
              <RotateCw aria-hidden="true" />
              Refresh
            </Button>
            <Button onClick={acknowledgeAll} disabled={unread.length === 0 || bulk.isPending}>
              <CheckCheck aria-hidden="true" />
              Acknowledge all ({unread.length})
            </Button>
          </>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="space-y-1.5">
          <Label htmlFor="alert-type">Type</Label>
          <NativeSelect
            id="alert-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value as TAlertType | '');
              setPage(1);
            }}
          >
            <option value="">All types</option>
            {ALERT_TYPES.map((t) => (
              <option key={t} value={t}>
                {ALERT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="alert-state">State</Label>
          <NativeSelect
            id="alert-state"
            value={state}
            onChange={(e) => {
              setState(e.target.value as TStateFilter);
              setPage(1);
            }}
          >
            <option value="active">Active</option>
            <option value="resolved">Resolved</option>
            <option value="all">All</option>
          </NativeSelect>
        </div>
      </div>
      {alerts.isError ? (
        <LoadError title="Alerts" message={ALERT_MSG.fetchFailed} onRetry={() => void alerts.refetch()} />
      ) : alerts.isPending ? (
        <CardGridSkeleton count={3} label="Loading alerts" />
      ) : items.length === 0 ? (
        <EmptyState icon={BellRing} title={ALERT_MSG.empty} description="Alerts are raised from your stations' real state every few minutes." />
      ) : (
        <>
          <ul className="space-y-3" aria-label="Alerts">
            {items.map((a) => (
              <li key={a.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold">
                        <Link to={alertTarget(a, role)} className="hover:underline">
                          {a.title}
                        </Link>
                      </h3>
                      <AlertPriorityBadge priority={a.priority} />
                      {!a.active && <span className="text-xs text-muted-foreground">Resolved</span>}
                      {a.acknowledged && <span className="text-xs text-muted-foreground">Acknowledged</span>}
                    </div>
                    <p className="text-sm text-muted-foreground">{a.message}</p>
                    <AlertOrigin alert={a} />
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {isUnread(a) && <AcknowledgeButton alert={a} size="lg" />}
                    {canDismiss && (
                      <Button variant="ghost" size="lg" onClick={() => dismissOne(a)} disabled={dismiss.isPending} aria-label={`Dismiss: ${a.title}`}>
                        <X aria-hidden="true" />
                        Dismiss
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination page={page} limit={LIMIT} total={alerts.data?.total ?? 0} onPageChange={setPage} label="Alert pages" />
        </>
      )}
    </div>
  );
}
