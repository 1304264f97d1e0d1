import { z } from 'zod';
import { ZInstant } from './api';
import { ZPageQuery, ZUuid } from './validation';

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

export const ZAlert = z.object({
  id: ZUuid,
  type: z.enum(ALERT_TYPES),
  title: z.string(),
  message: z.string(),
  /** The attendant view's "severity" is this field. */
  priority: z.enum(ALERT_PRIORITIES),
  stationId: ZUuid.nullable(),
  stationName: z.string().nullable(),
  acknowledged: z.boolean(),
  dismissed: z.boolean(),
  /** The condition still holds. */
  active: z.boolean(),
  createdAt: ZInstant,
  acknowledgedAt: ZInstant.nullable(),
  dismissedAt: ZInstant.nullable(),
  /** When the condition cleared (active turned false). */
  resolvedAt: ZInstant.nullable(),
});
export type TAlert = z.infer<typeof ZAlert>;

/** GET /alerts/unread-count: active alerts neither acknowledged nor dismissed (visible to the caller). */
export const ZAlertUnreadCount = z.object({ count: z.number().int() });
export type TAlertUnreadCount = z.infer<typeof ZAlertUnreadCount>;
/** POST /alerts/bulk-acknowledge: how many of the given (visible) alerts are now acknowledged. */
export const ZBulkAcknowledgeResult = z.object({ acknowledged: z.number().int() });
export type TBulkAcknowledgeResult = z.infer<typeof ZBulkAcknowledgeResult>;

export const ZAlertListQuery = z.object({
  type: z.enum(ALERT_TYPES).optional(),
  stationId: ZUuid.optional(),
  active: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  ...ZPageQuery.shape,
});

export const ZBulkAcknowledge = z.object({ ids: z.array(ZUuid).min(1).max(100) });

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

/** A feed task's id: "alert:<uuid>" or "<kind>:<key>" (stable, so a user's dismissal sticks). */
export const ZFeedTaskId = z
  .string()
  .min(3)
  .max(120)
  .regex(/^[a-z_]+:[A-Za-z0-9_:-]+$/, 'Invalid task id');

export const ZFeedTask = z.object({
  id: ZFeedTaskId,
  category: z.enum(FEED_CATEGORIES),
  priority: z.enum(ALERT_PRIORITIES),
  title: z.string(),
  message: z.string(),
  /** Where the task is done (an app route). */
  route: z.string(),
  /** When the task appeared (its alert's creation, or now for work computed on the spot). */
  createdAt: ZInstant,
});
export type TFeedTask = z.infer<typeof ZFeedTask>;

/** GET /notifications/feed: the caller's pending tasks, less those the caller dismissed for today or for ever. */
export const ZNotificationFeed = z.object({ businessDay: z.string(), tasks: z.array(ZFeedTask) });
export type TNotificationFeed = z.infer<typeof ZNotificationFeed>;

export const ZFeedTaskParam = z.object({ taskId: ZFeedTaskId });
export const FEED_DISMISS_SCOPES = ['today', 'forever'] as const;
export const ZFeedDismiss = z.object({ scope: z.enum(FEED_DISMISS_SCOPES) });
export type TFeedDismiss = z.infer<typeof ZFeedDismiss>;
export const ZFeedDismissResult = z.object({ taskId: ZFeedTaskId, scope: z.enum(FEED_DISMISS_SCOPES), dismissedOn: z.string().nullable() });

/** Feed toasts (document 4): durations per priority; when a shown task may show again; the consolidation window. */
export const FEED_TOAST_DURATION_MS: Record<TAlertPriority, number> = { urgent: 10_000, high: 8_000, medium: 6_000, low: 4_000 };
export const FEED_REPEAT_MS = { urgent: 3_600_000, other: 24 * 3_600_000 } as const;
export const FEED_RELATED_WINDOW_MS = 3_600_000;

/** What the web says when a task cannot be dismissed (from the feed page or a toast's 'Not today'). */
export const FEED_MSG = {
  dismissFailedTitle: 'Notification not dismissed',
  dismissFailed: 'Failed to dismiss the notification. It stays in your notifications; please try again.',
} as const;
