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
  Layers,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  TriangleAlert,
  Users,
} from 'lucide-react';
import type { TNavEntry } from './nav';

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
