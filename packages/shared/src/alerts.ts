import { z } from 'zod';
import { ZInstant } from './api';
import { ZPageQuery, ZUuid } from './validation';

/** Alerts: one shape for all three documents' views (spec README decisions). */
export const ALERT_TYPES = ['no_readings_24h', 'low_stock', 'critical_stock'] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];
export const ALERT_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TAlertPriority = (typeof ALERT_PRIORITIES)[number];

export const ALERT_REFETCH_MS = 60_000;

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
