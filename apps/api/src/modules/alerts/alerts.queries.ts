import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { ATTENDANT_ALERT_TYPES, alertTextRef, type TAlertPriority, type TAlertText, type TAlertTextRef, type TAlertType, type TFuelType } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import {
  alerts as a,
  cashReports,
  creditors,
  fuelPrices,
  nozzleReadings,
  nozzles,
  pumps,
  readingDailyStationTotals,
  stationDayClosures,
  stations,
} from '../../db/schema';
import { businessToday } from '../../db/business-days';
import { planHasFeature } from '../../db/plan-limits';
import { countInt } from '../../db/sql-fragments';
import { stationVisible, type TScope } from '../../db/scope';
import type { TWindow } from '../../lib/paging';

export type TAlertRow = {
  id: string;
  type: TAlertType;
  title: string;
  message: string;
  /** The texts by key and params (null for an alert raised before drizzle/0039). */
  titleText: TAlertTextRef | null;
  messageText: TAlertTextRef | null;
  priority: TAlertPriority;
  stationId: string | null;
  stationName: string | null;
  acknowledged: boolean;
  acknowledgedAt: Date | null;
  dismissed: boolean;
  dismissedAt: Date | null;
  active: boolean;
  createdAt: Date;
  resolvedAt: Date | null;
};

/** A condition that should have an active alert, with its texts by key (`alertText`: the English and its key). */
export type TAlertCondition = {
  type: TAlertType;
  subject: string;
  stationId: string | null;
  title: TAlertText;
  message: TAlertText;
  priority: TAlertPriority;
};

/**
 * Raises an alert per condition unless one is already active for it (the partial unique index decides):
 * the English texts and their keyed forms together. An active alert keeps the texts it was raised with.
 */
export async function raiseAlerts(tx: Tx, tenantId: string, conditions: TAlertCondition[]): Promise<void> {
  if (!conditions.length) return;
  await tx
    .insert(a)
    .values(
      conditions.map(({ title, message, ...c }) => ({
        tenantId,
        ...c,
        title: title.message,
        message: message.message,
        titleText: alertTextRef(title),
        messageText: alertTextRef(message),
      })),
    )
    .onConflictDoNothing();
}

const key = sql<string>`${a.type} || '|' || ${a.subject}`;
export const conditionKey = (c: { type: TAlertType; subject: string }) => `${c.type}|${c.subject}`;

/**
 * Resolves the active alerts of these types (and, when given, these subjects) whose condition is not
 * among `keep` (type|subject keys): active = false, resolved now. Acknowledged and dismissed flags stay.
 */
export async function resolveAlerts(
  tx: Tx,
  tenantId: string,
  types: TAlertType[],
  keep: string[],
  subjects?: string[],
  now: SQL | Date = sql`now()`,
): Promise<void> {
  if (subjects && !subjects.length) return;
  await tx
    .update(a)
    .set({ active: false, resolvedAt: now instanceof Date ? now : sql`${now}` })
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.active, true),
        inArray(a.type, types),
        subjects ? inArray(a.subject, subjects) : undefined,
        keep.length ? notInArray(key, keep) : undefined,
      ),
    );
}

/**
 * Active nozzles (of an active, live pump and station) that are themselves older than `since` and
 * have no non-voided reading recorded after it, with their names. One statement.
 */
export async function selectSilentNozzles(tx: Tx, tenantId: string, since: Date) {
  return tx
    .select({
      nozzleId: nozzles.id,
      nozzleName: nozzles.name,
      fuelType: nozzles.fuelType,
      pumpName: pumps.name,
      stationId: stations.id,
      stationName: stations.name,
    })
    .from(nozzles)
    .innerJoin(pumps, and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId)))
    .innerJoin(stations, and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId)))
    .where(
      and(
        eq(nozzles.tenantId, tenantId),
        eq(nozzles.status, 'active'),
        eq(pumps.status, 'active'),
        eq(stations.status, 'active'),
        sql`${nozzles.deletedAt} is null and ${pumps.deletedAt} is null and ${stations.deletedAt} is null`,
        sql`${nozzles.createdAt} <= ${since}`,
        sql`not exists (select 1 from ${nozzleReadings} where ${nozzleReadings.tenantId} = ${nozzles.tenantId}
          and ${nozzleReadings.nozzleId} = ${nozzles.id} and ${nozzleReadings.status} = 'recorded'
          and ${nozzleReadings.recordedAt} > ${since})`,
      ),
    );
}

/**
 * Active creditors whose balance (credit sales − payments) is above `ratio` of a positive credit limit,
 * with the balance and limit as text and whether it is over the limit. One statement; exact in numeric.
 */
export async function selectCreditorsNearLimit(tx: Tx, tenantId: string, ratio: string) {
  const balance = sql`(${creditors.creditSales} - ${creditors.paymentsTotal})`;
  return tx
    .select({
      creditorId: creditors.id,
      partyName: creditors.partyName,
      stationId: creditors.stationId,
      balance: sql<string>`${balance}::numeric(16,2)::text`,
      creditLimit: sql<string>`${creditors.creditLimit}::text`,
      over: sql<boolean>`${balance} > ${creditors.creditLimit}`,
    })
    .from(creditors)
    .where(
      and(
        eq(creditors.tenantId, tenantId),
        eq(creditors.status, 'active'),
        sql`${creditors.creditLimit} > 0 and ${balance} > ${creditors.creditLimit} * ${ratio}::numeric`,
      ),
    );
}

/** Cash reports pending since before `before` (last submitted then), at live stations, with the station's name. One statement. */
export async function selectWaitingCashReports(tx: Tx, tenantId: string, before: Date) {
  return tx
    .select({
      id: cashReports.id,
      stationId: cashReports.stationId,
      stationName: stations.name,
      businessDay: cashReports.businessDay,
      shift: cashReports.shift,
      userName: cashReports.userName,
    })
    .from(cashReports)
    .innerJoin(stations, and(eq(stations.tenantId, cashReports.tenantId), eq(stations.id, cashReports.stationId)))
    .where(
      and(
        eq(cashReports.tenantId, tenantId),
        eq(cashReports.status, 'pending'),
        sql`${cashReports.updatedAt} <= ${before}`,
        sql`${stations.deletedAt} is null`,
      ),
    );
}

/**
 * Live stations whose previous business day (the tenant's zone) had live sales and is not closed: the
 * day still waits for its reconciliation. One statement over the station-day rollups.
 */
export async function selectUnreconciledYesterdays(tx: Tx, tenantId: string) {
  const yesterday = businessToday(tenantId, 1);
  return tx
    .select({ stationId: stations.id, stationName: stations.name, businessDay: sql<string>`${yesterday}::text` })
    .from(stations)
    .where(
      and(
        eq(stations.tenantId, tenantId),
        sql`${stations.deletedAt} is null`,
        // A plan without reconciliation (docs/decisions/064) cannot close a day: no alert asks it to.
        planHasFeature(tenantId, 'reconciliation'),
        sql`exists (select 1 from ${readingDailyStationTotals} d
          where d.tenant_id = ${tenantId} and d.station_id = ${stations.id} and d.business_day = ${yesterday} and d.live_count > 0)`,
        sql`not exists (select 1 from ${stationDayClosures} c
          where c.tenant_id = ${tenantId} and c.station_id = ${stations.id} and c.business_day = ${yesterday})`,
      ),
    );
}

/**
 * (station, fuel) pairs with an active nozzle (of an active, live pump and station) and no price in
 * effect at `now` (no price valid from at or before it). One statement.
 */
export async function selectMissingPrices(tx: Tx, tenantId: string, now: Date) {
  return tx
    .selectDistinct({ stationId: stations.id, stationName: stations.name, fuelType: nozzles.fuelType })
    .from(nozzles)
    .innerJoin(pumps, and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId)))
    .innerJoin(stations, and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId)))
    .where(
      and(
        eq(nozzles.tenantId, tenantId),
        eq(nozzles.status, 'active'),
        eq(pumps.status, 'active'),
        eq(stations.status, 'active'),
        sql`${nozzles.deletedAt} is null and ${pumps.deletedAt} is null and ${stations.deletedAt} is null`,
        sql`not exists (select 1 from ${fuelPrices} where ${fuelPrices.tenantId} = ${stations.tenantId}
          and ${fuelPrices.stationId} = ${stations.id} and ${fuelPrices.fuelType} = ${nozzles.fuelType}
          and ${fuelPrices.validFrom} <= ${now})`,
      ),
    );
}

export async function stationNames(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), inArray(stations.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ------------------------------------------------------------------ reads and the user's actions

export type TAlertFilter = {
  id?: string;
  ids?: string[];
  type?: TAlertType;
  stationId?: string;
  active?: boolean;
  /** Dismissed alerts are left out of lists (a by-id read includes them). */
  includeDismissed?: boolean;
  unread?: boolean;
};

/**
 * Alerts the caller may see: the tenant's; for an attendant only those of assigned stations, and only of
 * the types an attendant can act on at the pump (ATTENDANT_ALERT_TYPES: not approvals, day closes,
 * prices or credit) — for the list, the counts, acknowledging and the feed alike.
 */
function alertWhere(scope: TScope, f: TAlertFilter): SQL | undefined {
  return and(
    eq(a.tenantId, scope.tenantId),
    scope.role === 'attendant'
      ? and(sql`${a.stationId} is not null`, stationVisible(scope, a.stationId), inArray(a.type, [...ATTENDANT_ALERT_TYPES]))
      : undefined,
    f.id ? eq(a.id, f.id) : undefined,
    f.ids ? inArray(a.id, f.ids) : undefined,
    f.type ? eq(a.type, f.type) : undefined,
    f.stationId ? eq(a.stationId, f.stationId) : undefined,
    f.active !== undefined ? eq(a.active, f.active) : undefined,
    f.includeDismissed ? undefined : eq(a.dismissed, false),
    f.unread ? and(eq(a.active, true), eq(a.acknowledged, false), eq(a.dismissed, false)) : undefined,
  );
}

export async function selectAlerts(tx: Tx, scope: TScope, f: TAlertFilter, window: TWindow): Promise<TAlertRow[]> {
  return tx
    .select({
      id: a.id,
      type: a.type,
      title: a.title,
      message: a.message,
      titleText: a.titleText,
      messageText: a.messageText,
      priority: a.priority,
      stationId: a.stationId,
      stationName: stations.name,
      acknowledged: a.acknowledged,
      acknowledgedAt: a.acknowledgedAt,
      dismissed: a.dismissed,
      dismissedAt: a.dismissedAt,
      active: a.active,
      createdAt: a.createdAt,
      resolvedAt: a.resolvedAt,
    })
    .from(a)
    .leftJoin(stations, and(eq(stations.tenantId, a.tenantId), eq(stations.id, a.stationId)))
    .where(alertWhere(scope, f))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAlerts(tx: Tx, scope: TScope, f: TAlertFilter): Promise<number> {
  const [row] = await tx.select({ n: countInt() }).from(a).where(alertWhere(scope, f));
  return row?.n ?? 0;
}

/** Acknowledges the visible alerts among `ids` (already acknowledged ones are left as they were). Returns the ids now acknowledged. */
export async function acknowledge(tx: Tx, scope: TScope, ids: string[]): Promise<string[]> {
  const rows = await tx
    .update(a)
    .set({ acknowledged: true, acknowledgedBy: sql`coalesce(${a.acknowledgedBy}, ${scope.userId}::uuid)`, acknowledgedAt: sql`coalesce(${a.acknowledgedAt}, now())` })
    .where(alertWhere(scope, { ids, includeDismissed: true }))
    .returning({ id: a.id });
  return rows.map((r) => r.id);
}

export async function dismiss(tx: Tx, scope: TScope, id: string): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ dismissed: true, dismissedBy: sql`coalesce(${a.dismissedBy}, ${scope.userId}::uuid)`, dismissedAt: sql`coalesce(${a.dismissedAt}, now())` })
    .where(alertWhere(scope, { id, includeDismissed: true }))
    .returning({ id: a.id });
  return rows.length > 0;
}

export const stockSubject = (stationId: string, fuelType: TFuelType) => `${stationId}:${fuelType}`;
