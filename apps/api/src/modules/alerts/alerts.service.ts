import type { z } from 'zod';
import type { TAlert, TAlertUnreadCount, TBulkAcknowledgeResult, TPage, ZAlertListQuery } from '@forecourt/shared';
import { errorText } from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenant, withTenantRead } from '../../db/tenant';
import { FIRST_ROW, page, windowOf } from '../../lib/paging';
import { iso } from '../../lib/json-values';
import { scopeOf } from '../../db/scope';
import * as q from './alerts.queries';

type TListQuery = z.output<typeof ZAlertListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('alert.notFound'));

function toAlert(row: q.TAlertRow): TAlert {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    titleText: row.titleText,
    messageText: row.messageText,
    priority: row.priority,
    stationId: row.stationId,
    stationName: row.stationName,
    acknowledged: row.acknowledged,
    dismissed: row.dismissed,
    active: row.active,
    createdAt: iso(row.createdAt),
    acknowledgedAt: row.acknowledgedAt ? iso(row.acknowledgedAt) : null,
    dismissedAt: row.dismissedAt ? iso(row.dismissedAt) : null,
    resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
  };
}

/**
 * GET /alerts (and /attendant/alerts with `activeOnly`): newest first, dismissed ones left out;
 * attendants see the alerts of their assigned stations only.
 */
export async function listAlerts(ctx: TTenantCtx, query: TListQuery, activeOnly = false): Promise<TPage<TAlert>> {
  const filter: q.TAlertFilter = { type: query.type, stationId: query.stationId, active: activeOnly ? true : query.active };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectAlerts(tx, scopeOf(ctx), filter, windowOf(query));
    const total = await q.countAlerts(tx, scopeOf(ctx), filter);
    return page(rows.map(toAlert), query, total);
  });
}

/** GET /alerts/{id}: dismissed ones too; another tenant's or an unassigned station's is 404. */
export async function getAlert(ctx: TTenantCtx, id: string): Promise<TAlert> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectAlerts(tx, scopeOf(ctx), { id, includeDismissed: true }, FIRST_ROW));
  if (!row) throw notFound();
  return toAlert(row);
}

/** PUT /alerts/{id}/acknowledge: stays acknowledged while the condition holds. */
export async function acknowledgeAlert(ctx: TTenantCtx, id: string): Promise<TAlert> {
  const done = await withTenant(ctx, (tx) => q.acknowledge(tx, scopeOf(ctx), [id]));
  if (!done.length) throw notFound();
  return getAlert(ctx, id);
}

/** POST /alerts/bulk-acknowledge: the visible ones among the ids; others are ignored (never revealed). */
export async function bulkAcknowledge(ctx: TTenantCtx, ids: string[]): Promise<TBulkAcknowledgeResult> {
  const done = await withTenant(ctx, (tx) => q.acknowledge(tx, scopeOf(ctx), [...new Set(ids)]));
  return { acknowledged: done.length };
}

/** PUT /alerts/{id}/dismiss: hidden from lists; stays dismissed while the condition holds. */
export async function dismissAlert(ctx: TTenantCtx, id: string): Promise<TAlert> {
  const done = await withTenant(ctx, (tx) => q.dismiss(tx, scopeOf(ctx), id));
  if (!done) throw notFound();
  return getAlert(ctx, id);
}

/** GET /alerts/unread-count: active, neither acknowledged nor dismissed, visible to the caller. */
export async function unreadCount(ctx: TTenantCtx): Promise<TAlertUnreadCount> {
  return { count: await withTenantRead(ctx, (tx) => q.countAlerts(tx, scopeOf(ctx), { unread: true })) };
}
