/**
 * Alerts' plain values (types, priorities, labels, feed categories, texts): no schema here, so a page can
 * import them without zod (docs/decisions/031).
 */


/** Alerts: one shape for all three documents' views (spec README decisions). */
export const ALERT_TYPES = [
  'no_readings_24h',
  'low_stock',
  'critical_stock',
  'creditor_near_limit',
  'creditor_over_limit',
  'cash_report_pending',
  'price_missing',
  /** A station's previous business day had sales and is not closed (alerts.reconciliation job). */
  'day_not_reconciled',
  /**
   * An entry an attendant's phone queued offline was refused by the server when it synced (reported by
   * the phone: POST /attendant/sync-refusals, one alert per entry id). For owners and managers.
   */
  'offline_entry_refused',
] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];
export const ALERT_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TAlertPriority = (typeof ALERT_PRIORITIES)[number];

export const ALERT_REFETCH_MS = 60_000;

/** Share of the credit limit above which a creditor is "near" it (document 3's 80 %). */
export const CREDITOR_NEAR_LIMIT_RATIO = '0.8';

/** A pending cash report waits for approval once it has been pending this long since it was last submitted. */
export const CASH_REPORT_PENDING_AFTER_MS = 4 * 3_600_000;

export const ALERT_TYPE_LABELS: Record<TAlertType, string> = {
  no_readings_24h: 'No readings',
  low_stock: 'Low stock',
  critical_stock: 'Critical stock',
  creditor_near_limit: 'Creditor near limit',
  creditor_over_limit: 'Creditor over limit',
  cash_report_pending: 'Cash report pending',
  price_missing: 'Price missing',
  day_not_reconciled: 'Day not reconciled',
  offline_entry_refused: 'Offline entry refused',
};

export const ALERT_MSG = {
  fetchFailed: 'Failed to fetch alerts. Please try again.',
  ackFailed: 'Failed to acknowledge alert. Please try again.',
  acknowledged: 'Alert has been marked as acknowledged.',
  acknowledgedShort: 'Alert has been marked as acknowledged',
  empty: 'No active alerts',
} as const;

/** Header badge: the unread count, '9+' above 9. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

// ------------------------------------------------------------------ the pending-task feed (document 4)

/** What a pending task is about; tasks of the same category and priority merge into one toast. */
export const FEED_CATEGORIES = ['reading_entry', 'reconciliation', 'approval', 'stock', 'credit', 'pricing', 'other'] as const;
export type TFeedCategory = (typeof FEED_CATEGORIES)[number];

export const ALERT_FEED_CATEGORY: Record<TAlertType, TFeedCategory> = {
  no_readings_24h: 'reading_entry',
  low_stock: 'stock',
  critical_stock: 'stock',
  creditor_near_limit: 'credit',
  creditor_over_limit: 'credit',
  cash_report_pending: 'approval',
  price_missing: 'pricing',
  day_not_reconciled: 'reconciliation',
  offline_entry_refused: 'other',
};

/**
 * The alert types an attendant sees (alerts page, bell, feed): the ones an attendant can act on or should
 * know at the pump. Approvals, day closes, prices and credit are for owners and managers.
 */
export const ATTENDANT_ALERT_TYPES: readonly TAlertType[] = ['no_readings_24h', 'low_stock', 'critical_stock'];

export const FEED_DISMISS_SCOPES = ['today', 'forever'] as const;

/** Feed toasts (document 4): durations per priority; when a shown task may show again; the consolidation window. */
export const FEED_TOAST_DURATION_MS: Record<TAlertPriority, number> = { urgent: 10_000, high: 8_000, medium: 6_000, low: 4_000 };
export const FEED_REPEAT_MS = { urgent: 3_600_000, other: 24 * 3_600_000 } as const;
export const FEED_RELATED_WINDOW_MS = 3_600_000;

/** What the web says when a task cannot be dismissed (from the feed page or a toast's 'Not today'). */
export const FEED_MSG = {
  dismissFailedTitle: 'Notification not dismissed',
  dismissFailed: 'Failed to dismiss the notification. It stays in your notifications; please try again.',
} as const;

