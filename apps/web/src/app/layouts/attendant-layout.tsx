import { SIDEBAR_DRAWER_BREAKPOINT_PX } from '@forecourt/shared';
import { LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import { PageLoading } from '@/components/loading-screen';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/use-logout';
import { OfflineDataNote } from '@/features/offline/components/offline-data-note';
import { OfflinePortal } from '@/features/offline/components/offline-portal';
import { SyncStatusButton } from '@/features/offline/components/sync-status-button';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSessionState } from '@/lib/session-store';
import { ATTENDANT_NAV, type TNavLink } from '../nav';
import { AppHeader } from './app-header';

const AttendantDrawer = lazy(() => import('./attendant-drawer'));

/** Whether a nav entry is the one for the current path (its own path, below it, or one of `also`). */
function isActive(link: TNavLink, pathname: string): boolean {
  return [link.to, ...(link.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** A portal entry: a link marked as the current page (aria-current) when the path is its own. */
function PortalLink({
  link,
  onNavigate,
  className,
  activeClassName,
  children,
}: {
  link: TNavLink;
  onNavigate?: (() => void) | undefined;
  className: string;
  activeClassName: string;
  children: (active: boolean) => ReactNode;
}) {
  const { pathname } = useLocation();
  const active = isActive(link, pathname);
  return (
    <Link to={link.to} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={cn(className, active && activeClassName)}>
      {children(active)}
    </Link>
  );
}

/** The bottom bar's height, which the toasts keep clear of (app/provider.tsx reads the variable). */
const BOTTOM_BAR_VAR = '--fc-bottom-bar';
const BOTTOM_BAR_HEIGHT = '4.5rem';

/** The portal's sidebar (desktop) and drawer (phone): title, the entries with the active one marked, the user and logout. */
function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  const { session } = useSessionState();
  const logout = useLogout();
  const t = useT();
  const user = session?.user;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label={t('layout.attendantNav')} className="flex-1 overflow-y-auto px-3 py-3">
        <ul className="space-y-1">
          {ATTENDANT_NAV.map((link) => (
            <li key={link.to}>
              <PortalLink
                link={link}
                onNavigate={onNavigate}
                className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-[15px] font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                activeClassName="bg-accent text-accent-foreground"
              >
                {() => (
                  <>
                    {link.icon && <link.icon className="size-5 shrink-0" aria-hidden="true" />}
                    {link.labelId ? t(link.labelId) : link.label}
                  </>
                )}
              </PortalLink>
            </li>
          ))}
        </ul>
      </nav>
      {user && (
        <div className="space-y-3 border-t px-4 py-3">
          <div className="flex items-center gap-3">
            <InitialsAvatar name={user.name} className="size-9" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground">{t('layout.attendant')}</p>
            </div>
          </div>
          <Button variant="outline" className="h-11 w-full" onClick={() => logout('menu')}>
            <LogOut aria-hidden="true" />
            {t('layout.logout')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The portal's title block at the top of the sidebar and the drawer. */
function PortalTitle({ tenantName }: { tenantName: string | undefined }) {
  const t = useT();
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Logo compact />
      <span className="min-w-0">
        <span className="block truncate text-base font-semibold leading-tight">{t('layout.attendantPortal')}</span>
        {tenantName && <span className="block truncate text-xs font-normal text-muted-foreground">{tenantName}</span>}
      </span>
    </span>
  );
}

/** The phone's bottom bar: the portal's main entries within thumb reach. */
function BottomBar() {
  const t = useT();
  const entries = ATTENDANT_NAV.filter((l) => l.short);
  return (
    <nav
      aria-label={t('layout.quickNav')}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl" style={{ gridTemplateColumns: `repeat(${entries.length}, minmax(0, 1fr))` }}>
        {entries.map((link) => (
          <li key={link.to}>
            <PortalLink
              link={link}
              className="flex h-[4.5rem] flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground"
              activeClassName="text-primary"
            >
              {(active) => (
                <>
                  {link.icon && (
                    <span className={cn('flex h-8 w-14 items-center justify-center rounded-full transition-colors', active && 'bg-accent text-accent-foreground')}>
                      <link.icon className="size-5" aria-hidden="true" />
                    </span>
                  )}
                  {link.shortId ? t(link.shortId) : link.short}
                </>
              )}
            </PortalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Attendant portal (document 3, section 2): no owner sidebar. From 1024 px a sidebar of its own;
 * narrower, the same entries in a drawer opened from the header, and the main ones in a bottom bar
 * within thumb reach. The sidebar and drawer end with the user's name, 'Attendant' and Log out.
 * `children` replace the matched page.
 */
function AttendantPortal({ children }: { children?: ReactNode }) {
  const { session } = useSessionState();
  const desktop = useMediaQuery(`(min-width: ${SIDEBAR_DRAWER_BREAKPOINT_PX}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const t = useT();
  // The drawer's code loads when the menu is first opened (then it stays, for its closing animation).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  const tenantName = session?.user.tenantName ?? undefined;

  // The portal is made for the thumb: every control at least 44 × 44 px, menus and dialogs included
  // (the `touch` variant of the ui/ primitives, index.css). Before the first paint, so nothing jumps.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.touchUi = '';
    return () => {
      delete root.dataset.touchUi;
    };
  }, []);

  useEffect(() => {
    if (desktop) return;
    const root = document.documentElement;
    root.style.setProperty(BOTTOM_BAR_VAR, BOTTOM_BAR_HEIGHT);
    return () => {
      root.style.removeProperty(BOTTOM_BAR_VAR);
    };
  }, [desktop]);

  return (
    <div className="flex min-h-dvh bg-background">
      {desktop ? (
        <aside aria-label={t('layout.attendantPortal')} className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col border-r bg-sidebar">
          <div className="flex h-16 items-center border-b px-4">
            <Link to="/attendant/dashboard" className="min-w-0 rounded-md">
              <PortalTitle tenantName={tenantName} />
            </Link>
          </div>
          <PortalNav />
        </aside>
      ) : (
        drawerUsed && (
          <Suspense fallback={null}>
            <AttendantDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              title={<PortalTitle tenantName={tenantName} />}
              description={t('layout.drawerDescription', { role: t('label.role.attendant') })}
            >
              <PortalNav onNavigate={() => setDrawerOpen(false)} />
            </AttendantDrawer>
          </Suspense>
        )
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          // On phones the drawer's footer says 'Attendant': the page title gets the room.
          roleBadgeOnPhones={false}
          actions={<SyncStatusButton />}
          leading={
            desktop ? undefined : (
              <Button variant="ghost" size="icon" className="size-11" aria-label={t('layout.openMenu')} aria-expanded={drawerOpen} onClick={openDrawer}>
                <Menu className="size-5" aria-hidden="true" />
              </Button>
            )
          }
        />
        <main id="main" className={cn('mx-auto w-full max-w-5xl flex-1 px-4 py-5 sm:px-6', !desktop && 'pb-28')}>
          <OfflineDataNote />
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </main>
        {!desktop && <BottomBar />}
      </div>
    </div>
  );
}

/** The portal works offline (docs/decisions/029): last known data kept on the phone, entries queued and synced. */
export default function AttendantLayout({ children }: { children?: ReactNode }) {
  return (
    <OfflinePortal>
      <AttendantPortal>{children}</AttendantPortal>
    </OfflinePortal>
  );
}
