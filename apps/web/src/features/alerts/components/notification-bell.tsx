import { ALERT_MSG, formatDateTime, unreadBadge, type TAlert } from '@forecourt/shared';
import { ArrowRight, Bell, CheckCheck, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { useBulkAcknowledge } from '../api/bulk-acknowledge';
import { useDismissAlert } from '../api/dismiss-alert';
import { useAlerts } from '../api/get-alerts';
import { useUnreadCount } from '../api/get-unread-count';
import { ALERT_PRIORITY_LABELS, ALERT_PRIORITY_TONE } from '../lib/alert-priority';
import { alertTarget, isUnread } from '../lib/alert-queries';

const RECENT = 10;

/**
 * The header's notification list (document 1, section 2) from real alerts: the unread badge ('9+'
 * above 9), recent active alerts with their priority colour; a click marks one read and opens the
 * page it concerns; Mark all read; dismiss (×) per item. Attendants acknowledge only (DESIGN §4): no dismiss.
 * The list ends with the way to the role's notifications page (the pending-task feed).
 */
export function NotificationBell() {
  const { session } = useSessionState();
  const role = session?.user.role;
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const alerts = useAlerts(role, { active: true, limit: RECENT });
  const acknowledge = useAcknowledgeAlert(role);
  const bulk = useBulkAcknowledge();
  const dismiss = useDismissAlert();
  const canDismiss = role === 'owner' || role === 'manager';
  const feedPath = role === 'attendant' ? '/attendant/notifications' : '/dashboard/notifications';

  const items = (alerts.data?.items ?? []).filter((a) => !a.dismissed);
  const unreadItems = items.filter(isUnread);
  const count = unread.data?.count ?? unreadItems.length;
  const badge = unreadBadge(count);

  const failed = () => notify.error('Error', ALERT_MSG.ackFailed);
  const open = (alert: TAlert) => {
    if (isUnread(alert)) acknowledge.mutate(alert.id, { onError: failed });
    void navigate(alertTarget(alert, role));
  };
  const markAllRead = () => {
    const ids = unreadItems.map((a) => a.id);
    if (ids.length === 0) return;
    bulk.mutate(ids, { onError: failed });
  };

  return (
    // Not modal: the page is not hidden from assistive technology while the list is open (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={badge ? `Notifications, ${count} unread` : 'Notifications'}>
          <Bell aria-hidden="true" />
          {badge && (
            <span
              data-testid="unread-badge"
              className="absolute -right-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground"
              aria-hidden="true"
            >
              {badge}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <p className="text-sm font-semibold">Notifications</p>
          <DropdownMenuItem
            className="px-2 py-1 text-xs font-medium text-primary"
            disabled={unreadItems.length === 0}
            onSelect={(e) => {
              e.preventDefault();
              markAllRead();
            }}
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </DropdownMenuItem>
        </div>
        <div className="max-h-[min(26rem,70dvh)] overflow-y-auto p-1">
          {alerts.isError ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{ALERT_MSG.fetchFailed}</p>
          ) : alerts.isPending ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading…</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{ALERT_MSG.empty}</p>
          ) : (
            items.map((alert, i) => (
              <div key={alert.id}>
                {i > 0 && <DropdownMenuSeparator className="mx-0" />}
                <div className="flex items-start gap-1">
                  <DropdownMenuItem className="min-w-0 flex-1 items-start gap-2.5" onSelect={() => open(alert)}>
                    <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', ALERT_PRIORITY_TONE[alert.priority].dot)} aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block text-sm', isUnread(alert) ? 'font-semibold' : 'font-normal text-muted-foreground')}>
                        {alert.title}
                        <span className="sr-only">
                          {' '}
                          ({ALERT_PRIORITY_LABELS[alert.priority]} priority{isUnread(alert) ? ', unread' : ''})
                        </span>
                      </span>
                      <span className="mt-0.5 block text-xs text-muted-foreground">{alert.message}</span>
                      <span className="mt-1 block text-[11px] text-muted-foreground">{formatDateTime(alert.createdAt)}</span>
                    </span>
                  </DropdownMenuItem>
                  {canDismiss && (
                    <DropdownMenuItem
                      aria-label={`Dismiss: ${alert.title}`}
                      className="mt-1 shrink-0 p-2 text-muted-foreground"
                      onSelect={(e) => {
                        e.preventDefault();
                        dismiss.mutate(alert.id, { onError: () => notify.error('Error', 'Failed to dismiss alert. Please try again.') });
                      }}
                    >
                      <X aria-hidden="true" />
                    </DropdownMenuItem>
                  )}
                </div>
              </div>
            ))
          )}
        </div>
        <div className="border-t p-1">
          <DropdownMenuItem className="justify-center text-sm font-medium text-primary" onSelect={() => void navigate(feedPath)}>
            All notifications
            <ArrowRight aria-hidden="true" />
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
