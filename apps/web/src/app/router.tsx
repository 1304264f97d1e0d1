import type { TPlanFeature } from '@forecourt/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { CatchAll, GuestOnly, RequireRole, RequireSession, SettingsRedirect } from './routes/guards';
import { RouteError } from './routes/route-error';
import { RootLayout } from './root-layout';

/** Every page and layout is code-split: a route loads its module on first visit. */
const load = (importer: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await importer()).default });

const profile = load(() => import('@/features/auth/pages/profile-page'));

/** The area of a plan feature (docs/decisions/064): its pages, or 'not in your plan' when the plan lacks it; loaded with them. */
const planFeature = (feature: TPlanFeature) => async () => {
  const { PlanFeatureRoute } = await import('./routes/plan-feature-route');
  return { Component: () => <PlanFeatureRoute feature={feature} /> };
};

const pumpEdit = load(() => import('@/features/pumps/pages/pump-edit-page'));
const nozzleList = load(() => import('@/features/nozzles/pages/nozzle-list-page'));
const nozzleCreate = load(() => import('@/features/nozzles/pages/nozzle-create-page'));
const inventory = load(() => import('@/features/inventory/pages/inventory-page'));
const resetPassword = load(() => import('@/features/users/pages/reset-password-page'));
/** The pending-task feed: one page for owner, manager and attendant (the API answers per role). */
const notifications = load(() => import('@/features/notifications/pages/notifications-page'));

/** Stations → pumps → nozzles (document 2, section 2), and the tanks the nozzles draw from. */
const assetRoutes: RouteObject[] = [
  { path: 'stations', lazy: load(() => import('@/features/stations/pages/station-list-page')), handle: { title: 'Stations' } },
  { path: 'stations/new', lazy: load(() => import('@/features/stations/pages/station-create-page')), handle: { title: 'New Station' } },
  { path: 'stations/:stationId', lazy: load(() => import('./routes/station-detail-route')), handle: { title: 'Station Details' } },
  { path: 'stations/:stationId/settings', lazy: load(() => import('@/features/stations/pages/station-settings-page')), handle: { title: 'Station Settings' } },
  { path: 'stations/:stationId/edit', lazy: load(() => import('@/features/stations/pages/station-edit-page')), handle: { title: 'Edit Station' } },
  { path: 'stations/:stationId/pumps', lazy: load(() => import('./routes/station-pumps-route')), handle: { title: 'Station Pumps' } },
  { path: 'stations/:stationId/pumps/:pumpId/settings', lazy: pumpEdit, handle: { title: 'Pump Settings' } },
  { path: 'stations/:stationId/pumps/:pumpId/nozzles/new', lazy: nozzleCreate, handle: { title: 'New Nozzle' } },
  {
    path: 'stations/:stationId/pumps/:pumpId/nozzles/:nozzleId/readings/new',
    lazy: load(() => import('@/features/readings/pages/nozzle-reading-new-page')),
    handle: { title: 'Record Reading' },
  },
  { path: 'pumps', lazy: load(() => import('@/features/pumps/pages/pump-list-page')), handle: { title: 'Pumps & Nozzles' } },
  { path: 'pumps/new', lazy: load(() => import('@/features/pumps/pages/pump-create-page')), handle: { title: 'New Pump' } },
  { path: 'pumps/:pumpId', lazy: load(() => import('@/features/pumps/pages/pump-detail-page')), handle: { title: 'Pump Details' } },
  { path: 'pumps/:pumpId/edit', lazy: pumpEdit, handle: { title: 'Edit Pump' } },
  { path: 'pumps/:pumpId/nozzles', lazy: nozzleList, handle: { title: 'Nozzles' } },
  { path: 'nozzles', lazy: nozzleList, handle: { title: 'Nozzles' } },
  { path: 'nozzles/new', lazy: nozzleCreate, handle: { title: 'New Nozzle' } },
  { path: 'nozzles/:nozzleId/edit', lazy: load(() => import('@/features/nozzles/pages/nozzle-edit-page')), handle: { title: 'Edit Nozzle' } },
  { path: 'tanks', lazy: load(() => import('@/features/tanks/pages/tank-list-page')), handle: { title: 'Tanks' } },
  { path: 'tanks/new', lazy: load(() => import('@/features/tanks/pages/tank-create-page')), handle: { title: 'New Tank' } },
  { path: 'tanks/:tankId/edit', lazy: load(() => import('@/features/tanks/pages/tank-edit-page')), handle: { title: 'Edit Tank' } },
  { path: 'tanks/:tankId', lazy: load(() => import('@/features/wet-stock/pages/tank-detail-page')), handle: { title: 'Tank' } },
];

const ownerRoutes: RouteObject[] = [
  { index: true, lazy: load(() => import('./routes/dashboard-route')), handle: { title: 'Dashboard' } },
  { path: 'readings/new', lazy: load(() => import('@/features/readings/pages/reading-new-page')), handle: { title: 'Record Reading' } },
  { path: 'readings', lazy: load(() => import('./routes/readings-route')), handle: { title: 'Readings' } },
  { path: 'readings/edit', lazy: load(() => import('@/features/readings/pages/reading-edit-page')), handle: { title: 'Correct Reading' } },
  { path: 'readings/:readingId', lazy: load(() => import('@/features/readings/pages/reading-detail-page')), handle: { title: 'Reading Details' } },
  {
    lazy: planFeature('reconciliation'),
    children: [
      { path: 'reconciliation', lazy: load(() => import('@/features/reconciliation/pages/reconciliation-page')), handle: { title: 'Reconciliation' } },
      {
        path: 'reconciliation/:reconciliationId',
        lazy: load(() => import('@/features/reconciliation/pages/reconciliation-detail-page')),
        handle: { title: 'Reconciliation Details' },
      },
    ],
  },
  {
    lazy: planFeature('analytics'),
    children: [{ path: 'analytics', lazy: load(() => import('@/features/analytics/pages/analytics-page')), handle: { title: 'Analytics' } }],
  },
  ...assetRoutes,
  { path: 'fuel-prices', lazy: load(() => import('@/features/fuel-prices/pages/fuel-prices-page')), handle: { title: 'Fuel Prices' } },
  { path: 'inventory', lazy: inventory, handle: { title: 'Fuel Inventory' } },
  { path: 'fuel-inventory', lazy: inventory, handle: { title: 'Fuel Inventory' } },
  { path: 'fuel-inventory/update', lazy: load(() => import('@/features/inventory/pages/inventory-update-page')), handle: { title: 'Update Inventory' } },
  { path: 'sales', lazy: load(() => import('@/features/sales/pages/sales-page')), handle: { title: 'Sales' } },
  { path: 'sales/overview', lazy: load(() => import('@/features/sales/pages/sales-overview-page')), handle: { title: 'Sales Overview' } },
  { path: 'cash-reports', lazy: load(() => import('@/features/cash-reports/pages/cash-reports-page')), handle: { title: 'Cash Reports' } },
  { path: 'cash-reports/new', lazy: load(() => import('@/features/cash-reports/pages/cash-report-new-page')), handle: { title: 'Submit Cash Report' } },
  { path: 'cash-reports/simple', lazy: load(() => import('@/features/cash-reports/pages/cash-report-new-page')), handle: { title: 'Submit Cash Report' } },
  { path: 'cash-report', element: <Navigate to="/dashboard/cash-reports/simple" replace /> },
  { lazy: planFeature('reports'), children: [{ path: 'reports', lazy: load(() => import('@/features/reports/pages/reports-page')), handle: { title: 'Reports' } }] },
  { path: 'creditors', lazy: load(() => import('@/features/creditors/pages/creditors-page')), handle: { title: 'Creditors' } },
  { path: 'creditors/new', lazy: load(() => import('@/features/creditors/pages/creditor-create-page')), handle: { title: 'Add Creditor' } },
  { path: 'creditors/:creditorId', lazy: load(() => import('@/features/creditors/pages/creditor-detail-page')), handle: { title: 'Creditor Details' } },
  { path: 'creditors/:creditorId/edit', lazy: load(() => import('@/features/creditors/pages/creditor-edit-page')), handle: { title: 'Edit Creditor' } },
  {
    path: 'creditors/:creditorId/payments/new',
    lazy: load(() => import('@/features/creditors/pages/payment-create-page')),
    handle: { title: 'Record Payment' },
  },
  { path: 'users', lazy: load(() => import('@/features/users/pages/users-page')), handle: { title: 'Team' } },
  { path: 'users/reset-password', lazy: resetPassword, handle: { title: 'Reset Password' } },
  { path: 'reset-password', lazy: resetPassword, handle: { title: 'Reset Password' } },
  { path: 'alerts', lazy: load(() => import('@/features/alerts/pages/alerts-page')), handle: { title: 'Alerts' } },
  { path: 'notifications', lazy: notifications, handle: { title: 'Notifications' } },
  { path: 'settings', lazy: load(() => import('./routes/owner-settings-route')), handle: { title: 'Settings' } },
  { path: 'plan', lazy: load(() => import('@/features/plan/pages/plan-page')), handle: { title: 'Plan' } },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

const attendantReading = load(() => import('@/features/attendant/pages/attendant-reading-page'));
const attendantHome = () => import('@/features/attendant/pages/attendant-home');

const attendantRoutes: RouteObject[] = [
  // /attendant goes to the home. The redirect is a lazy route, matched (so loaded) together with the
  // portal's layout: the home's code downloads beside the portal's, not after it — a round trip less on
  // a slow phone (docs/decisions/031-fast-on-a-cheap-phone.md).
  {
    index: true,
    lazy: async () => {
      await attendantHome();
      return { loader: () => redirect('/attendant/dashboard') };
    },
  },
  { path: 'dashboard', lazy: load(attendantHome), handle: { title: 'Dashboard', titleId: 'route.dashboard' } },
  { path: 'readings', lazy: attendantReading, handle: { title: 'Record Readings', titleId: 'route.recordReadings' } },
  { path: 'readings/new', lazy: attendantReading, handle: { title: 'Record Readings', titleId: 'route.recordReadings' } },
  { path: 'cash-reports', lazy: load(() => import('@/features/cash-reports/pages/attendant-cash-reports-page')), handle: { title: 'Cash Reports', titleId: 'route.cashReports' } },
  { path: 'cash-report', lazy: load(() => import('@/features/cash-reports/pages/attendant-cash-report-page')), handle: { title: 'Cash Report', titleId: 'route.cashReport' } },
  { path: 'alerts', lazy: load(() => import('@/features/alerts/pages/attendant-alerts-page')), handle: { title: 'Alerts', titleId: 'route.alerts' } },
  { path: 'notifications', lazy: notifications, handle: { title: 'Notifications', titleId: 'route.notifications' } },
  { path: 'inventory', lazy: load(() => import('@/features/inventory/pages/attendant-inventory-page')), handle: { title: 'Inventory', titleId: 'route.inventory' } },
  { path: 'settings', lazy: profile, handle: { title: 'Settings', titleId: 'route.settings' } },
  { path: 'sync', lazy: load(() => import('@/features/offline/pages/offline-queue-page')), handle: { title: 'Waiting to sync', titleId: 'route.sync' } },
  { path: '*', element: <Navigate to="/attendant/dashboard" replace /> },
];

const superadminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/superadmin/overview" replace /> },
  { path: 'overview', lazy: load(() => import('@/features/superadmin/pages/overview-page')), handle: { title: 'Overview' } },
  { path: 'tenants', lazy: load(() => import('@/features/superadmin/pages/tenants-page')), handle: { title: 'Tenants' } },
  { path: 'tenants/:tenantId', lazy: load(() => import('@/features/superadmin/pages/tenant-detail-page')), handle: { title: 'Tenant Details' } },
  {
    path: 'tenants/:tenantId/settings',
    lazy: load(() => import('@/features/superadmin/pages/tenant-settings-page')),
    handle: { title: 'Tenant Settings' },
  },
  { path: 'plans', lazy: load(() => import('@/features/superadmin/pages/plans-page')), handle: { title: 'Plans' } },
  { path: 'users', lazy: load(() => import('@/features/superadmin/pages/admin-users-page')), handle: { title: 'Admin users' } },
  { path: 'analytics', lazy: load(() => import('@/features/superadmin/pages/platform-analytics-page')), handle: { title: 'Platform analytics' } },
  { path: 'settings', lazy: load(() => import('./routes/superadmin-settings-route')), handle: { title: 'Settings' } },
  { path: 'messages', lazy: load(() => import('@/features/contact/pages/contact-inbox-page')), handle: { title: 'Contact messages' } },
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
          { path: 'login', lazy: load(() => import('@/features/auth/pages/login-page')), handle: { title: 'Sign in', titleId: 'route.signIn' } },
          { path: 'login/admin', lazy: load(() => import('@/features/auth/pages/login-page')), handle: { title: 'Admin sign in', titleId: 'route.adminSignIn' } },
          { path: 'register', lazy: load(() => import('@/features/auth/pages/register-page')), handle: { title: 'Create account', titleId: 'route.register' } },
        ],
      },
      {
        path: 'dashboard',
        element: <RequireRole roles={['owner', 'manager']} superadminPointer />,
        children: [{ lazy: load(() => import('./layouts/owner-layout')), children: ownerRoutes }],
      },
      {
        // The setup checklist: the owner/manager area's layout, outside /dashboard (document 1, section 2).
        path: 'setup',
        element: <RequireRole roles={['owner', 'manager']} superadminPointer />,
        children: [
          {
            lazy: load(() => import('./layouts/owner-layout')),
            children: [{ index: true, lazy: load(() => import('@/features/onboarding/pages/setup-page')), handle: { title: 'Setup' } }],
          },
        ],
      },
      {
        path: 'attendant',
        element: <RequireRole roles={['attendant']} />,
        children: [{ lazy: load(() => import('./layouts/attendant-layout')), children: attendantRoutes }],
      },
      {
        path: 'superadmin',
        // Other roles stay on the address and see Access Denied with their own role (document 4).
        element: <RequireRole roles={['superadmin']} deniedPanel />,
        children: [{ lazy: load(() => import('./layouts/superadmin-layout')), children: superadminRoutes }],
      },
      {
        // Help for every signed-in role (document 1, section 2: /help), inside the role's own layout.
        path: 'help',
        element: <RequireSession />,
        children: [
          {
            lazy: load(() => import('./layouts/role-layout')),
            children: [{ index: true, lazy: load(() => import('@/features/onboarding/pages/help-page')), handle: { title: 'Help', titleId: 'route.help' } }],
          },
        ],
      },
      // Watch Demo's product tour and Contact Sales (docs/decisions/063): public, signed in or not.
      { path: 'tour', lazy: load(() => import('@/features/landing/pages/tour-page')), handle: { title: 'Product tour', titleId: 'tour.title' } },
      { path: 'contact', lazy: load(() => import('@/features/contact/pages/contact-page')), handle: { title: 'Contact Sales', titleId: 'contact.title' } },
      { path: 'settings', element: <SettingsRedirect /> },
      { path: 'profile', element: <SettingsRedirect /> },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
