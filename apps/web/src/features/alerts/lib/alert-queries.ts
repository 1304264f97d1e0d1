import { ALERT_REFETCH_MS, type TAlert, type TRole } from '@forecourt/shared';
import type { QueryClient } from '@tanstack/react-query';
import { areaKeys } from '@/lib/query-keys';

/** Alerts refresh every 60 s (document 1, section 9; document 3); fresh for half of that. */
export const ALERTS_STALE_MS = ALERT_REFETCH_MS / 2;

export const alertKeys = {
  all: areaKeys.alerts,
  lists: () => [...alertKeys.all, 'list'] as const,
  unreadCount: () => [...alertKeys.all, 'unread-count'] as const,
};

/** Attendants read and acknowledge through /attendant/alerts (assigned stations only). */
export const alertsBase = (role: TRole | undefined) => (role === 'attendant' ? '/attendant/alerts' : '/alerts');

/** After an acknowledge, a dismiss or a stock change: every alert list and the unread badge. */
export function invalidateAlerts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: alertKeys.all });
}

/** An alert not yet read: still active, neither acknowledged nor dismissed. */
export const isUnread = (a: TAlert) => a.active && !a.acknowledged && !a.dismissed;

/** Where clicking an alert leads: stock alerts to the inventory, missing readings to the readings. */
export function alertTarget(alert: Pick<TAlert, 'type' | 'stationId'>, role: TRole | undefined): string {
  const attendant = role === 'attendant';
  if (alert.type === 'no_readings_24h') return attendant ? '/attendant/readings' : '/dashboard/readings';
  if (alert.type === 'cash_report_pending') return attendant ? '/attendant/cash-reports' : '/dashboard/cash-reports';
  if (attendant) return alert.type === 'low_stock' || alert.type === 'critical_stock' ? '/attendant/inventory' : '/attendant/alerts';
  if (alert.type === 'creditor_near_limit' || alert.type === 'creditor_over_limit') return '/dashboard/creditors';
  if (alert.type === 'price_missing') return '/dashboard/fuel-prices';
  if (alert.type === 'day_not_reconciled') return '/dashboard/reconciliation';
  return alert.stationId ? `/dashboard/fuel-inventory?stationId=${encodeURIComponent(alert.stationId)}` : '/dashboard/fuel-inventory';
}
