import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { PageLoading } from '@/components/loading-screen';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { ATTENDANT_NAV } from '../nav';
import { AppHeader } from './app-header';

/** Attendant portal: no sidebar; a top bar, a row of large touch targets, the content. */
export function AttendantLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <AppHeader
        leading={
          <Link to="/attendant/dashboard" className="rounded-md" aria-label="Forecourt home">
            <Logo compact />
          </Link>
        }
      />
      <nav aria-label="Attendant navigation" className="border-b bg-card">
        <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2 py-2 sm:px-4">
          {ATTENDANT_NAV.map(({ label, to, icon: Icon }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-12 items-center gap-2 rounded-lg px-4 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                    isActive && 'bg-accent text-accent-foreground',
                  )
                }
              >
                {Icon && <Icon className="size-5" aria-hidden="true" />}
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

export default AttendantLayout;
