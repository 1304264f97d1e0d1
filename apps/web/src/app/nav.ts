import type { TPlanFeature, TRole } from '@forecourt/shared';
import { Bell, Fuel, Gauge, LayoutDashboard, type LucideIcon, Settings, TriangleAlert, Wallet } from 'lucide-react';
import type { TMessageId } from '@/i18n/messages/en';

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
  /** The label's and the short label's messages, where the entry speaks Hindi (the attendant portal). */
  labelId?: TMessageId;
  shortId?: TMessageId;
  /** The plan feature of the entry's area (docs/decisions/064). */
  feature?: TPlanFeature;
  /** The tenant's plan lacks `feature`: the entry is marked 'Not in your plan' (its page explains). */
  locked?: boolean;
};
export type TNavGroup = { label: string; icon: LucideIcon; to: string; children: TNavLink[] };
export type TNavEntry = TNavLink | TNavGroup;

export function isNavGroup(entry: TNavEntry): entry is TNavGroup {
  return 'children' in entry;
}

/**
 * Attendant portal navigation (document 3, section 2): the sidebar/drawer, and the phone's bottom bar
 * (entries with `short`; Notifications stays out of it: the header's bell leads there too).
 */
export const ATTENDANT_NAV: TNavLink[] = [
  { label: 'Dashboard', short: 'Home', to: '/attendant/dashboard', icon: LayoutDashboard, labelId: 'route.dashboard', shortId: 'nav.home' },
  { label: 'Record Readings', short: 'Readings', to: '/attendant/readings', icon: Gauge, labelId: 'route.recordReadings', shortId: 'nav.readings' },
  {
    label: 'Cash Reports',
    short: 'Cash',
    to: '/attendant/cash-reports',
    icon: Wallet,
    also: ['/attendant/cash-report'],
    labelId: 'route.cashReports',
    shortId: 'nav.cash',
  },
  { label: 'Alerts', short: 'Alerts', to: '/attendant/alerts', icon: TriangleAlert, labelId: 'route.alerts', shortId: 'route.alerts' },
  { label: 'Notifications', to: '/attendant/notifications', icon: Bell, labelId: 'route.notifications' },
  { label: 'Inventory', short: 'Inventory', to: '/attendant/inventory', icon: Fuel, labelId: 'route.inventory', shortId: 'route.inventory' },
  { label: 'Settings', to: '/attendant/settings', icon: Settings, labelId: 'route.settings' },
];
