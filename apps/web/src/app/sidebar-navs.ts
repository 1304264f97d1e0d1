import {
  Banknote,
  BarChart3,
  Bell,
  Building2,
  ClipboardCheck,
  CreditCard,
  FileText,
  Gauge,
  IndianRupee,
  Inbox,
  Layers,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { isNavGroup, type TNavEntry } from './nav';

/*
 * The owner's and the superadmin's sidebars, apart from nav.ts: the attendant portal loads nav.ts on a
 * phone, and these entries' icons would come with it (docs/decisions/031-fast-on-a-cheap-phone.md).
 */

/** Owner and manager sidebar (document 1, section 2). */
export const OWNER_NAV: TNavEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, end: true },
  {
    label: 'Readings',
    icon: Gauge,
    to: '/dashboard/readings',
    children: [
      { label: 'New', to: '/dashboard/readings/new' },
      { label: 'All', to: '/dashboard/readings', end: true },
    ],
  },
  { label: 'Reconciliation', to: '/dashboard/reconciliation', icon: ClipboardCheck, feature: 'reconciliation' },
  { label: 'Analytics', to: '/dashboard/analytics', icon: BarChart3, feature: 'analytics' },
  {
    label: 'Sales',
    icon: IndianRupee,
    to: '/dashboard/sales',
    children: [
      { label: 'All Sales', to: '/dashboard/sales', end: true },
      { label: 'Overview', to: '/dashboard/sales/overview' },
    ],
  },
  {
    label: 'Stations',
    icon: Building2,
    to: '/dashboard/stations',
    children: [
      { label: 'All Stations', to: '/dashboard/stations' },
      { label: 'Pumps & Nozzles', to: '/dashboard/pumps' },
      { label: 'Fuel Prices', to: '/dashboard/fuel-prices' },
      { label: 'Tanks', to: '/dashboard/tanks' },
      { label: 'Inventory', to: '/dashboard/inventory' },
    ],
  },
  { label: 'Reports', to: '/dashboard/reports', icon: FileText, feature: 'reports' },
  { label: 'Cash Reports', to: '/dashboard/cash-reports', icon: Banknote },
  { label: 'Creditors', to: '/dashboard/creditors', icon: CreditCard },
  { label: 'Alerts', to: '/dashboard/alerts', icon: TriangleAlert, roles: ['owner', 'manager'] },
  { label: 'Notifications', to: '/dashboard/notifications', icon: Bell, roles: ['owner', 'manager'] },
  { label: 'Team', to: '/dashboard/users', icon: Users, roles: ['owner', 'manager'] },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
];

/**
 * The owner's sidebar for a plan with these features (docs/decisions/064): the entries of an area the plan
 * lacks are marked locked (still there, their page says what the plan lacks and how to get it). Unchanged
 * while the plan is not known.
 */
export function markPlanFeatures(entries: TNavEntry[], features: readonly string[] | undefined): TNavEntry[] {
  if (!features) return entries;
  return entries.map((entry) => (!isNavGroup(entry) && entry.feature && !features.includes(entry.feature) ? { ...entry, locked: true } : entry));
}

/** Superadmin platform navigation. */
export const SUPERADMIN_NAV: TNavEntry[] = [
  { label: 'Overview', to: '/superadmin/overview', icon: LayoutDashboard },
  { label: 'Tenants', to: '/superadmin/tenants', icon: Building2 },
  { label: 'Plans', to: '/superadmin/plans', icon: Layers },
  { label: 'Admin users', to: '/superadmin/users', icon: ShieldCheck },
  { label: 'Analytics', to: '/superadmin/analytics', icon: BarChart3 },
  { label: 'Messages', to: '/superadmin/messages', icon: Inbox },
  { label: 'Settings', to: '/superadmin/settings', icon: Settings },
];
