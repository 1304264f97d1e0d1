import {
  ALERT_FEED_CATEGORY,
  alertText,
  alertTextRef,
  type TAlertText,
  type TFeedDismiss,
  type TFeedTask,
  type TNotificationFeed,
} from '@forecourt/shared';
import type { TTenantCtx } from '../../http/context';
import { withTenant, withTenantRead } from '../../db/tenant';
import { scopeOf } from '../../db/scope';
import { iso } from '../../lib/json-values';
import * as q from './alerts.queries';
import * as feed from './feed.queries';

/** At most this many alerts become tasks (newest first); the alerts page lists them all. */
const FEED_ALERTS = 50;

type TRole = TTenantCtx['role'];

/** Where an alert's task is done, per role (attendants have their own portal). */
function alertRoute(type: q.TAlertRow['type'], role: TRole): string {
  const attendant = role === 'attendant';
  switch (ALERT_FEED_CATEGORY[type]) {
    case 'reading_entry':
      return attendant ? '/attendant/readings' : '/dashboard/readings';
    case 'stock':
      return attendant ? '/attendant/inventory' : '/dashboard/inventory';
    case 'credit':
      return attendant ? '/attendant/alerts' : '/dashboard/creditors';
    case 'approval':
      return attendant ? '/attendant/cash-reports' : '/dashboard/cash-reports';
    case 'pricing':
      return attendant ? '/attendant/alerts' : '/dashboard/fuel-prices';
    case 'reconciliation':
      return attendant ? '/attendant/alerts' : '/dashboard/reconciliation';
    default:
      return attendant ? '/attendant/alerts' : '/dashboard/alerts';
  }
}

/** A task's texts computed on the spot: the English and their keyed forms. */
const texts = (title: TAlertText, message: TAlertText) => ({
  title: title.message,
  message: message.message,
  titleText: alertTextRef(title),
  messageText: alertTextRef(message),
});

/**
 * GET /notifications/feed (document 4): the caller's pending tasks — every unread active alert the caller
 * may see, cash reports to approve (owner, manager), nozzles without a reading today (attendant) — less
 * the tasks this user dismissed for today's business day or for ever. Urgent first, then newest.
 */
export async function getFeed(ctx: TTenantCtx): Promise<TNotificationFeed> {
  const scope = scopeOf(ctx);
  // Issued together: the alerts and the pending work travel in one round trip (docs/decisions/026).
  const [rows, work] = await withTenantRead(ctx, (tx) =>
    Promise.all([q.selectAlerts(tx, scope, { unread: true }, { limit: FEED_ALERTS, offset: 0 }), feed.selectFeedWork(tx, scope)]),
  );
  const now = new Date().toISOString();
  const tasks: TFeedTask[] = rows.map((a) => ({
    id: `alert:${a.id}`,
    category: ALERT_FEED_CATEGORY[a.type],
    priority: a.priority,
    title: a.title,
    message: a.message,
    titleText: a.titleText,
    messageText: a.messageText,
    route: alertRoute(a.type, ctx.role),
    createdAt: iso(a.createdAt),
  }));
  if (work.pendingCashReports > 0) {
    tasks.push({
      id: 'cash_reports:pending',
      category: 'approval',
      priority: 'high',
      ...texts(alertText('feed.cashReportsTaskTitle'), alertText('feed.cashReportsTask', { count: work.pendingCashReports })),
      route: '/dashboard/cash-reports',
      createdAt: now,
    });
  }
  if (work.nozzlesWithoutReadingToday > 0) {
    tasks.push({
      id: `readings:${work.businessDay}`,
      category: 'reading_entry',
      priority: 'medium',
      ...texts(alertText('feed.readingsTaskTitle'), alertText('feed.readingsTask', { count: work.nozzlesWithoutReadingToday })),
      route: '/attendant/readings',
      createdAt: now,
    });
  }
  const hidden = new Set(work.states.filter((s) => s.dismissedForever || s.dismissedOn === work.businessDay).map((s) => s.taskId));
  const rank = { urgent: 0, high: 1, medium: 2, low: 3 } as const;
  const visible = tasks
    .filter((t) => !hidden.has(t.id))
    .sort((a, b) => rank[a.priority] - rank[b.priority] || b.createdAt.localeCompare(a.createdAt));
  return { businessDay: work.businessDay, tasks: visible };
}

/** PUT /notifications/feed/{taskId}/dismiss: this user's dismissal, for today's business day or for ever. */
export async function dismissTask(ctx: TTenantCtx, taskId: string, body: TFeedDismiss) {
  const forever = body.scope === 'forever';
  const dismissedOn = await withTenant(ctx, (tx) => feed.upsertDismissal(tx, scopeOf(ctx), taskId, forever));
  return { taskId, scope: body.scope, dismissedOn: forever ? null : dismissedOn };
}
