import type { TRole } from '@forecourt/shared';
import {
  Banknote,
  BarChart3,
  Bell,
  Building2,
  ClipboardCheck,
  CreditCard,
  FileText,
  Fuel,
  Gauge,
  IndianRupee,
  LayoutDashboard,
  Layers,
  type LucideIcon,
  Settings,
  ShieldCheck,
  TriangleAlert,
  Users,
  Wallet,
} from 'lucide-react';

export type TNavLink = {
  label: string;
  to: string;
  icon?: LucideIcon;
  end?: boolean;
  roles?: readonly TRole[];
  /** A shorter label where room is scarce (the attendant's bottom bar). */
  short?: string;
  /** Other paths that show this entry as the active one. */
  also?: readonly string[];
};
export type TNavGroup = { label: string; icon: LucideIcon; to: string; children: TNavLink[] };
export type TNavEntry = TNavLink | TNavGroup;

export function isNavGroup(entry: TNavEntry): entry is TNavGroup {
  return 'children' in entry;
}

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
  { label: 'Reconciliation', to: '/dashboard/reconciliation', icon: ClipboardCheck },
  { label: 'Analytics', to: '/dashboard/analytics', icon: BarChart3 },
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
      { label: 'Inventory', to: '/dashboard/inventory' },
    ],
  },
  { label: 'Reports', to: '/dashboard/reports', icon: FileText },
  { label: 'Cash Reports', to: '/dashboard/cash-reports', icon: Banknote },
  { label: 'Creditors', to: '/dashboard/creditors', icon: CreditCard },
  { label: 'Alerts', to: '/dashboard/alerts', icon: TriangleAlert, roles: ['owner', 'manager'] },
  { label: 'Notifications', to: '/dashboard/notifications', icon: Bell, roles: ['owner', 'manager'] },
  { label: 'Team', to: '/dashboard/users', icon: Users, roles: ['owner', 'manager'] },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
];

/** Superadmin platform navigation. */
export const SUPERADMIN_NAV: TNavEntry[] = [
  { label: 'Overview', to: '/superadmin/overview', icon: LayoutDashboard },
  { label: 'Tenants', to: '/superadmin/tenants', icon: Building2 },
  { label: 'Plans', to: '/superadmin/plans', icon: Layers },
  { label: 'Admin users', to: '/superadmin/users', icon: ShieldCheck },
  { label: 'Analytics', to: '/superadmin/analytics', icon: BarChart3 },
  { label: 'Settings', to: '/superadmin/settings', icon: Settings },
];

/**
 * Attendant portal navigation (document 3, section 2): the sidebar/drawer, and the phone's bottom bar
 * (entries with `short`; Notifications stays out of it: the header's bell leads there too).
 */
export const ATTENDANT_NAV: TNavLink[] = [
  { label: 'Dashboard', short: 'Home', to: '/attendant/dashboard', icon: LayoutDashboard },
  { label: 'Record Readings', short: 'Readings', to: '/attendant/readings', icon: Gauge },
  { label: 'Cash Reports', short: 'Cash', to: '/attendant/cash-reports', icon: Wallet, also: ['/attendant/cash-report'] },
  { label: 'Alerts', short: 'Alerts', to: '/attendant/alerts', icon: TriangleAlert },
  { label: 'Notifications', to: '/attendant/notifications', icon: Bell },
  { label: 'Inventory', short: 'Inventory', to: '/attendant/inventory', icon: Fuel },
  { label: 'Settings', to: '/attendant/settings', icon: Settings },
];

/** Where the avatar menu's Settings leads for each role. */
export const SETTINGS_BY_ROLE: Record<TRole, string> = {
  superadmin: '/superadmin/settings',
  owner: '/dashboard/settings',
  manager: '/dashboard/settings',
  attendant: '/attendant/settings',
};
