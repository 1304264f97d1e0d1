import { ROLE_LABELS } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { NotificationBell } from '@/features/alerts/components/notification-bell';
import { FeedToasts } from '@/features/notifications/components/feed-toasts';
import { QuickReadingButton } from '@/features/readings/components/quick-reading-button';
import { cn } from '@/lib/cn';
import { useSessionState } from '@/lib/session-store';
import { useRouteHandle } from '../route-handle';
import { AccountMenu } from './account-menu';

/** Header of every signed-in layout: page title, theme toggle, role badge, tenant name, avatar menu. */
export function AppHeader({
  leading,
  className,
  roleBadgeOnPhones = true,
}: {
  leading?: ReactNode;
  className?: string;
  /** false: the role badge shows from 640 px only (a layout that names the role elsewhere on phones). */
  roleBadgeOnPhones?: boolean;
}) {
  const { title } = useRouteHandle();
  const { session } = useSessionState();
  const user = session?.user;
  return (
    <header className={cn('sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-3 sm:px-5', className)}>
      {leading}
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{title ?? 'Forecourt'}</h1>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        {user?.tenantName && (
          <span className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline" title={user.tenantName}>
            {user.tenantName}
          </span>
        )}
        {user && (
          <Badge variant="accent" className={cn('max-[400px]:px-2 max-[400px]:text-[11px]', !roleBadgeOnPhones && 'max-sm:hidden')}>
            {ROLE_LABELS[user.role]}
          </Badge>
        )}
        {/* The Quick Reading dialog, for every user but the superadmin (document 1, section 2). */}
        {user && user.role !== 'superadmin' && <QuickReadingButton look="header" />}
        {/* Notifications from real alerts, for every user but the superadmin. */}
        {user && user.role !== 'superadmin' && <NotificationBell />}
        {/* The pending-task feed as toasts (document 4), once per signed-in tenant user. */}
        {user && user.role !== 'superadmin' && <FeedToasts />}
        <ThemeToggle />
        <AccountMenu />
      </div>
    </header>
  );
}
