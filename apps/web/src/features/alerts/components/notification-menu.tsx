import { ALERT_MSG, type TAlert } from '@forecourt/shared';
import { ArrowRight, CheckCheck, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TDeferredMenuProps } from '@/components/deferred-menu';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { useBulkAcknowledge } from '../api/bulk-acknowledge';
import { useDismissAlert } from '../api/dismiss-alert';
import { useAlerts } from '../api/get-alerts';
import { ALERT_PRIORITY_TONE } from '../lib/alert-priority';
import { alertTarget, isUnread } from '../lib/alert-queries';
import { keyedText } from '@/i18n/known-text';

const RECENT = 10;

/**
 * The header's notification list (document 1, section 2) from real alerts: recent active alerts with
 * their priority colour; a click marks one read and opens the page it concerns; Mark all read; dismiss
 * (×) per item. Attendants acknowledge only (DESIGN §4): no dismiss. The list ends with the way to the
 * role's notifications page (the pending-task feed). Loaded by NotificationBell on first use.
 */
export default function NotificationMenu({ trigger, defaultOpen }: TDeferredMenuProps) {
  const { session } = useSessionState();
  const role = session?.user.role;
  const navigate = useNavigate();
  const t = useT();
  const fmt = useFormat();
  const alerts = useAlerts(role, { active: true, limit: RECENT });
  const acknowledge = useAcknowledgeAlert(role);
  const bulk = useBulkAcknowledge();
  const dismiss = useDismissAlert();
  const canDismiss = role === 'owner' || role === 'manager';
  const feedPath = role === 'attendant' ? '/attendant/notifications' : '/dashboard/notifications';

  const items = (alerts.data?.items ?? []).filter((a) => !a.dismissed);
  const unreadItems = items.filter(isUnread);

  const failed = () => notify.error(t('common.error'), ALERT_MSG.ackFailed);
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
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label={t('bell.label')}>
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <p className="text-sm font-semibold">{t('bell.title')}</p>
          <DropdownMenuItem
            className="px-2 py-1 text-xs font-medium text-primary"
            disabled={unreadItems.length === 0}
            onSelect={(e) => {
              e.preventDefault();
              markAllRead();
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('bell.markAllRead')}
          </DropdownMenuItem>
        </div>
        <div className="max-h-[min(26rem,70dvh)] overflow-y-auto p-1">
          {alerts.isError ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('msg.alert.fetchFailed')}</p>
          ) : alerts.isPending ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('common.loading')}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('msg.alert.empty')}</p>
          ) : (
            items.map((alert, i) => (
              <div key={alert.id}>
                {i > 0 && <DropdownMenuSeparator className="mx-0" />}
                <div className="flex items-start gap-1">
                  <DropdownMenuItem className="min-w-0 flex-1 items-start gap-2.5" onSelect={() => open(alert)}>
                    <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', ALERT_PRIORITY_TONE[alert.priority].dot)} aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block text-sm', isUnread(alert) ? 'font-semibold' : 'font-normal text-muted-foreground')}>
                        {t.known(keyedText(alert.title, alert.titleText))}
                        <span className="sr-only">
                          {' '}
                          {t(isUnread(alert) ? 'bell.priorityUnread' : 'bell.priority', { priority: t(`label.priority.${alert.priority}`) })}
                        </span>
                      </span>
                      <span className="mt-0.5 block text-xs text-muted-foreground">{t.known(keyedText(alert.message, alert.messageText))}</span>
                      <span className="mt-1 block text-[11px] text-muted-foreground">{fmt.dateTime(alert.createdAt)}</span>
                    </span>
                  </DropdownMenuItem>
                  {canDismiss && (
                    <DropdownMenuItem
                      aria-label={t('bell.dismiss', { title: t.known(keyedText(alert.title, alert.titleText)) })}
                      className="mt-1 shrink-0 p-2 text-muted-foreground"
                      onSelect={(e) => {
                        e.preventDefault();
                        dismiss.mutate(alert.id, { onError: () => notify.error(t('common.error'), t('bell.dismissFailed')) });
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
            {t('bell.all')}
            <ArrowRight aria-hidden="true" />
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
