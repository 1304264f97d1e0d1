import { unreadBadge } from '@forecourt/shared';
import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { DeferredMenu } from '@/components/deferred-menu';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useUnreadCount } from '../api/get-unread-count';

const loadMenu = () => import('./notification-menu');
const NotificationMenu = lazy(loadMenu);

/**
 * The header's bell (document 1, section 2): the unread badge ('9+' above 9). Its list of recent alerts
 * (a Radix menu, and the alerts themselves) loads on first use (components/deferred-menu.tsx,
 * docs/decisions/031-fast-on-a-cheap-phone.md).
 */
export function NotificationBell() {
  const t = useT();
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const badge = unreadBadge(count);
  return (
    <DeferredMenu
      menu={NotificationMenu}
      preload={loadMenu}
      trigger={(props) => (
        <Button variant="ghost" size="icon" className="relative" aria-label={badge ? t('bell.unread', { count: badge }) : t('bell.label')} {...props}>
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
      )}
    />
  );
}
