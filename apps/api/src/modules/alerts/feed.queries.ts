import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businessToday, dayStart } from '../../db/business-days';
import { cashReports, notificationStates, tenants, nozzleReadings, nozzles, pumps, stations } from '../../db/schema';
import { stationVisible, type TScope } from '../../db/scope';

export type TFeedState = { taskId: string; dismissedOn: string | null; dismissedForever: boolean };

export type TFeedWork = {
  businessDay: string;
  /** Cash reports pending review (owner and manager; 0 for an attendant). */
  pendingCashReports: number;
  /** Active nozzles the caller may record for with no reading yet today (attendant; 0 for others). */
  nozzlesWithoutReadingToday: number;
  states: TFeedState[];
};

/**
 * The pending work behind the feed besides alerts, and the caller's dismissals, in one statement:
 * today's business day, pending cash reports (reviewers), active nozzles without a reading today
 * (attendants, assigned stations) and this user's notification states.
 */
export async function selectFeedWork(tx: Tx, scope: TScope): Promise<TFeedWork> {
  const reviewer = scope.role === 'owner' || scope.role === 'manager';
  const pending = reviewer
    ? sql`(select count(*)::int from ${cashReports} where ${cashReports.tenantId} = ${scope.tenantId} and ${cashReports.status} = 'pending')`
    : sql`0`;
  const silent =
    scope.role === 'attendant'
      ? sql`(select count(*)::int from ${nozzles}
          join ${pumps} on ${pumps.tenantId} = ${nozzles.tenantId} and ${pumps.id} = ${nozzles.pumpId}
          join ${stations} on ${stations.tenantId} = ${pumps.tenantId} and ${stations.id} = ${pumps.stationId}
          where ${and(
            eq(nozzles.tenantId, scope.tenantId),
            eq(nozzles.status, 'active'),
            eq(pumps.status, 'active'),
            eq(stations.status, 'active'),
            sql`${nozzles.deletedAt} is null and ${pumps.deletedAt} is null and ${stations.deletedAt} is null`,
            stationVisible(scope, stations.id),
            sql`not exists (select 1 from ${nozzleReadings} where ${nozzleReadings.tenantId} = ${nozzles.tenantId}
              and ${nozzleReadings.nozzleId} = ${nozzles.id} and ${nozzleReadings.status} = 'recorded'
              and ${nozzleReadings.recordedAt} >= ${dayStart(scope.tenantId)})`,
          )})`
      : sql`0`;
  const states = sql`(select coalesce(json_agg(json_build_object('taskId', ${notificationStates.taskId}, 'dismissedOn', ${notificationStates.dismissedOn},
      'dismissedForever', ${notificationStates.dismissedForever})), '[]'::json) from ${notificationStates}
      where ${notificationStates.tenantId} = ${scope.tenantId} and ${notificationStates.userId} = ${scope.userId})`;
  const [row] = await tx
    .select({
      day: sql<string>`${businessToday(scope.tenantId)}::text`,
      pending: sql<number>`${pending}`,
      silent: sql<number>`${silent}`,
      states: sql<TFeedState[]>`${states}`,
    })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  if (!row) throw new Error('selectFeedWork: the tenant row is not visible');
  return { businessDay: row.day, pendingCashReports: Number(row.pending), nozzlesWithoutReadingToday: Number(row.silent), states: row.states };
}

/** Records the caller's dismissal of a task (for today's business day, or for ever); returns the day it was dismissed for. */
export async function upsertDismissal(tx: Tx, scope: TScope, taskId: string, forever: boolean): Promise<string | null> {
  const [row] = await tx
    .insert(notificationStates)
    .values({ tenantId: scope.tenantId, userId: scope.userId, taskId, dismissedOn: forever ? null : businessToday(scope.tenantId), dismissedForever: forever })
    .onConflictDoUpdate({
      target: [notificationStates.tenantId, notificationStates.userId, notificationStates.taskId],
      set: forever
        ? { dismissedForever: true, updatedAt: sql`now()` }
        : { dismissedOn: sql`excluded.dismissed_on`, updatedAt: sql`now()` },
    })
    .returning({ dismissedOn: sql<string | null>`${notificationStates.dismissedOn}::text` });
  return row?.dismissedOn ?? null;
}
