import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME, SIDEBAR_DRAWER_BREAKPOINT_PX } from '@forecourt/shared';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoading } from '@/components/loading-screen';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { ConnectionRequired } from '@/features/offline/components/connection-required';
import { cn } from '@/lib/cn';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSessionState } from '@/lib/session-store';
import type { TNavEntry } from '../nav';
import { AppHeader } from './app-header';
import { SidebarNav } from './sidebar-nav';

/**
 * Sidebar layout (owner/manager and superadmin). At 1024 px and wider the sidebar is fixed and can
 * be collapsed to icons; its open state lives in the `sidebar_state` cookie for 7 days. Narrower,
 * it becomes a drawer opened from the header. `children` replace the matched page (a guard's Access
 * Denied panel inside the signed-in user's own layout).
 */
export function SidebarLayout({
  nav,
  navLabel,
  homePath,
  areaLabel,
  children,
}: {
  nav: TNavEntry[];
  navLabel: string;
  homePath: string;
  areaLabel: string;
  children?: ReactNode;
}) {
  const { session } = useSessionState();
  const desktop = useMediaQuery(`(min-width: ${SIDEBAR_DRAWER_BREAKPOINT_PX}px)`);
  const [open, setOpenState] = useState(() => readCookie(SIDEBAR_COOKIE_NAME) !== 'false');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const role = session?.user.role;

  const setOpen = (value: boolean) => {
    setOpenState(value);
    writeCookie(SIDEBAR_COOKIE_NAME, String(value), SIDEBAR_COOKIE_MAX_AGE_S);
  };
  const collapsed = desktop && !open;

  return (
    <div className="flex min-h-dvh bg-background">
      {desktop && (
        <aside
          aria-label={areaLabel}
          className={cn(
            'sticky top-0 flex h-dvh shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <div className={cn('flex h-16 items-center border-b', collapsed ? 'justify-center px-2' : 'px-5')}>
            <Link to={homePath} className="rounded-md" aria-label="Forecourt home">
              <Logo compact={collapsed} />
            </Link>
          </div>
          <SidebarNav entries={nav} role={role} collapsed={collapsed} label={navLabel} />
          {!collapsed && session?.user.tenantName && (
            <p className="truncate border-t px-5 py-3 text-xs text-muted-foreground">{session.user.tenantName}</p>
          )}
        </aside>
      )}

      {!desktop && (
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent side="left" aria-describedby={undefined}>
            <div className="flex h-16 items-center border-b px-5">
              <SheetTitle asChild>
                <span>
                  <Logo />
                </span>
              </SheetTitle>
              <SheetDescription>{navLabel}</SheetDescription>
            </div>
            <SidebarNav entries={nav} role={role} label={navLabel} onNavigate={() => setDrawerOpen(false)} />
          </SheetContent>
        </Sheet>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          leading={
            desktop ? (
              <Button variant="ghost" size="icon" aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'} aria-expanded={open} onClick={() => setOpen(!open)}>
                {open ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
              </Button>
            ) : (
              <Button variant="ghost" size="icon" aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
                <Menu aria-hidden="true" />
              </Button>
            )
          }
        />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
          <Suspense fallback={<PageLoading />}>
            <ConnectionRequired>{children ?? <Outlet />}</ConnectionRequired>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
