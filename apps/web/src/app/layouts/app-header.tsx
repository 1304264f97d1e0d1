import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { unreadCountQueryOptions } from '@/features/alerts/api/get-unread-count';
import { feedQueryOptions } from '@/features/notifications/api/get-feed';
import { useT } from '@/i18n/use-t';
import { QuickReadingButton } from '@/features/readings/components/quick-reading-button';
import { cn } from '@/lib/cn';
import { loadToasts } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useIdleAfterRender } from '@/lib/use-idle-after-render';
import { useRouteHandle } from '../route-handle';
import { AccountMenu } from './account-menu';

// The bell's list (a Radix menu, the alerts' schemas) and the feed's toasts load after the page, not
// before it: a phone's first visit shows the page, and fetches its data, without waiting for them
// (docs/decisions/031-fast-on-a-cheap-phone.md).
const NotificationBell = lazy(() => import('@/features/alerts/components/notification-bell').then((m) => ({ default: m.NotificationBell })));
const FeedToasts = lazy(() => import('@/features/notifications/components/feed-toasts').then((m) => ({ default: m.FeedToasts })));

/** Header of every signed-in layout: page title, theme toggle, role badge, tenant name, avatar menu. */
export function AppHeader({
  leading,
  actions,
  className,
  roleBadgeOnPhones = true,
}: {
  leading?: ReactNode;
  /** A layout's own entries, before the app's (the attendant portal's count of entries waiting to sync). */
  actions?: ReactNode;
  className?: string;
  /** false: the role badge shows from 640 px only (a layout that names the role elsewhere on phones). */
  roleBadgeOnPhones?: boolean;
}) {
  const { title, titleId } = useRouteHandle();
  const t = useT();
  const { session } = useSessionState();
  const user = session?.user;
  const idle = useIdleAfterRender();
  // The toasts' code, once the page is idle: a feature may call sonner's toast directly (lib/notify.ts).
  useEffect(() => {
    if (idle) void loadToasts().catch(() => {});
  }, [idle]);
  const tenantUser = Boolean(user && user.role !== 'superadmin');
  // The bell's and the feed's data leave with the page's own, though their code waits for idle: on a slow
  // phone their round trip no longer comes after everything else. Fresh for a while (their staleTime),
  // so the bell and the toasts find it when they mount. Silent: the bell says nothing of a failure.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tenantUser || !onlineManager.isOnline()) return;
    void queryClient.prefetchQuery({ ...unreadCountQueryOptions(), meta: { silent: true } });
    void queryClient.prefetchQuery({ ...feedQueryOptions(), meta: { silent: true } });
  }, [tenantUser, queryClient]);
  // The bell's place is kept until its code is in, so nothing in the header moves.
  const bellPlace = <span className="size-9 shrink-0 touch:size-11" aria-hidden="true" />;
  return (
    <header className={cn('sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-3 sm:px-5', className)}>
      {leading}
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{titleId ? t(titleId) : (title ?? 'Forecourt')}</h1>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2 max-sm:touch:gap-0">
        {actions}
        {user?.tenantName && (
          <span className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline" title={user.tenantName}>
            {user.tenantName}
          </span>
        )}
        {user && (
          <Badge variant="accent" className={cn('max-[400px]:px-2 max-[400px]:text-[11px]', !roleBadgeOnPhones && 'max-sm:hidden')}>
            {t(`label.role.${user.role}`)}
          </Badge>
        )}
        {/* The Quick Reading dialog, for every user but the superadmin (document 1, section 2). */}
        {user && user.role !== 'superadmin' && <QuickReadingButton look="header" />}
        {/* Notifications from real alerts, for every user but the superadmin. */}
        {tenantUser &&
          (idle ? (
            <Suspense fallback={bellPlace}>
              <NotificationBell />
            </Suspense>
          ) : (
            bellPlace
          ))}
        {/* The pending-task feed as toasts (document 4), once per signed-in tenant user. */}
        {tenantUser && idle && (
          <Suspense fallback={null}>
            <FeedToasts />
          </Suspense>
        )}
        <ThemeToggle />
        <AccountMenu />
      </div>
    </header>
  );
}
