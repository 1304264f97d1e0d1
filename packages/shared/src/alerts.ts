import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ZPageQuery, ZUuid } from './validation';
import { ALERT_PRIORITIES, ALERT_TYPES, FEED_CATEGORIES, FEED_DISMISS_SCOPES } from './alerts.constants';

/**
 * A keyed text of an alert or a feed task (docs/decisions/061): a key of ALERT_TEXTS
 * (./alert-texts.constants.ts) and its parameters; the client says it in its language by key. A key it
 * does not know (a newer server) falls back to the English `title` / `message`.
 */
export const ZAlertTextRef = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const ZAlert = z.object({
  id: ZUuid,
  type: z.enum(ALERT_TYPES),
  title: z.string(),
  message: z.string(),
  /** `title` and `message` by key and params; null for an alert raised before alerts kept them (drizzle/0039). */
  titleText: ZAlertTextRef.nullable(),
  messageText: ZAlertTextRef.nullable(),
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
  /** `title` and `message` by key and params: the feed's own tasks always; a task of an alert, its alert's (null before drizzle/0039). */
  titleText: ZAlertTextRef.nullable(),
  messageText: ZAlertTextRef.nullable(),
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
export const ZFeedDismiss = z.object({ scope: z.enum(FEED_DISMISS_SCOPES) });
export type TFeedDismiss = z.infer<typeof ZFeedDismiss>;
export const ZFeedDismissResult = z.object({ taskId: ZFeedTaskId, scope: z.enum(FEED_DISMISS_SCOPES), dismissedOn: z.string().nullable() });
