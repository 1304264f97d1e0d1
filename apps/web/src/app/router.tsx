import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { CatchAll, GuestOnly, RequireRole, SettingsRedirect } from './routes/guards';
import { RouteError } from './routes/route-error';
import { RootLayout } from './root-layout';
import type { TRouteHandle } from './route-handle';

/** Every page and layout is code-split: a route loads its module on first visit. */
const load = (importer: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await importer()).default });

const comingSoon = load(() => import('./routes/coming-soon-route'));
const profile = load(() => import('@/features/auth/pages/profile-page'));

function soon(path: string, title: string, description?: string): RouteObject {
  const handle: TRouteHandle = description ? { title, description } : { title };
  return { path, lazy: comingSoon, handle };
}

const ownerRoutes: RouteObject[] = [
  { index: true, lazy: load(() => import('@/features/dashboard/pages/dashboard-home')), handle: { title: 'Dashboard' } },
  soon('readings/new', 'Record Reading'),
  soon('readings', 'Readings'),
  soon('reconciliation', 'Reconciliation'),
  soon('analytics', 'Analytics'),
  soon('stations/new', 'New Station'),
  soon('stations', 'Stations'),
  soon('pumps/new', 'New Pump'),
  soon('pumps', 'Pumps & Nozzles'),
  soon('nozzles/new', 'New Nozzle'),
  soon('nozzles', 'Nozzles'),
  soon('fuel-prices', 'Fuel Prices'),
  soon('inventory', 'Inventory'),
  soon('fuel-inventory', 'Fuel Inventory'),
  soon('sales', 'Sales'),
  soon('cash-reports', 'Cash Reports'),
  soon('reports', 'Reports'),
  soon('creditors', 'Creditors'),
  soon('users', 'Team'),
  soon('alerts', 'Alerts'),
  soon('notifications', 'Notifications'),
  { path: 'settings', lazy: profile, handle: { title: 'Settings' } },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

const attendantRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/attendant/dashboard" replace /> },
  { path: 'dashboard', lazy: load(() => import('@/features/attendant/pages/attendant-home')), handle: { title: 'Dashboard' } },
  soon('readings', 'Record Readings'),
  soon('cash-reports', 'Cash Reports'),
  soon('alerts', 'Alerts'),
  soon('inventory', 'Inventory'),
  { path: 'settings', lazy: profile, handle: { title: 'Settings' } },
  { path: '*', element: <Navigate to="/attendant/dashboard" replace /> },
];

const superadminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/superadmin/overview" replace /> },
  { path: 'overview', lazy: load(() => import('@/features/superadmin/pages/overview-page')), handle: { title: 'Overview' } },
  soon('tenants', 'Tenants'),
  soon('plans', 'Plans'),
  soon('users', 'Admin users'),
  soon('analytics', 'Platform analytics'),
  { path: 'settings', lazy: profile, handle: { title: 'Settings' } },
  { path: '*', element: <Navigate to="/superadmin/overview" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { index: true, lazy: load(() => import('@/features/landing/pages/landing-page')) },
          { path: 'login', lazy: load(() => import('@/features/auth/pages/login-page')), handle: { title: 'Sign in' } },
          { path: 'login/admin', lazy: load(() => import('@/features/auth/pages/login-page')), handle: { title: 'Admin sign in' } },
          { path: 'register', lazy: load(() => import('@/features/auth/pages/register-page')), handle: { title: 'Create account' } },
        ],
      },
      {
        path: 'dashboard',
        element: <RequireRole roles={['owner', 'manager']} superadminPointer />,
        children: [{ lazy: load(() => import('./layouts/owner-layout')), children: ownerRoutes }],
      },
      {
        path: 'attendant',
        element: <RequireRole roles={['attendant']} />,
        children: [{ lazy: load(() => import('./layouts/attendant-layout')), children: attendantRoutes }],
      },
      {
        path: 'superadmin',
        element: <RequireRole roles={['superadmin']} />,
        children: [{ lazy: load(() => import('./layouts/superadmin-layout')), children: superadminRoutes }],
      },
      { path: 'settings', element: <SettingsRedirect /> },
      { path: 'profile', element: <SettingsRedirect /> },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
