import { z } from 'zod';
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

export type TAlert = {
  id: string;
  type: TAlertType;
  title: string;
  message: string;
  /** The attendant view's "severity" is this field. */
  priority: TAlertPriority;
  stationId: string | null;
  stationName: string | null;
  acknowledged: boolean;
  dismissed: boolean;
  /** The condition still holds. */
  active: boolean;
  createdAt: string;
  acknowledgedAt: string | null;
  dismissedAt: string | null;
  /** When the condition cleared (active turned false). */
  resolvedAt: string | null;
};

/** GET /alerts/unread-count: active alerts neither acknowledged nor dismissed (visible to the caller). */
export type TAlertUnreadCount = { count: number };
/** POST /alerts/bulk-acknowledge: how many of the given (visible) alerts are now acknowledged. */
export type TBulkAcknowledgeResult = { acknowledged: number };

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
