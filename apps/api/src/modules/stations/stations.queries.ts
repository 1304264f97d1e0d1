import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TAssetStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { nozzles, pumps, stations } from '../../db/schema';
import { todayByStation } from '../readings/readings.queries';
import { containsPattern, countActive, countInt, orZero } from '../../db/sql-fragments';
import { deletion, softDeleteNozzlesOfPumps, takenAmongLive } from '../../db/soft-delete';
import { scopeValues, scopeWith, stationVisible, type TScope } from '../../db/scope';
import { type TWindow, FIRST_ROW } from '../../lib/paging';
import { filterValues, runPrepared } from '../../db/prepared';

export type TStationValues = {
  name: string;
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  email: string | null;
  status: TAssetStatus;
};

export type TStationRow = { id: string; createdAt: Date; updatedAt: Date } & TStationValues & {
  totalPumps: number;
  activePumps: number;
  totalNozzles: number;
  activeNozzles: number;
  /** Today's non-voided readings (tenant's zone): rupees and litres as exact text, and the count. */
  todaySales: string;
  todayVolume: string;
  todayTransactions: number;
};

export type TStationFilter = { id?: string; status?: TAssetStatus; search?: string };

/** Live stations of the tenant the caller may see, with the filter applied (`searchPattern`: an ILIKE pattern). */
function stationWhere(scope: TScope, filter: Omit<TStationFilter, 'search'> & { searchPattern?: string }): SQL | undefined {
  return and(
    eq(stations.tenantId, scope.tenantId),
    isNull(stations.deletedAt),
    stationVisible(scope, stations.id),
    filter.id ? eq(stations.id, filter.id) : undefined,
    filter.status ? eq(stations.status, filter.status) : undefined,
    filter.searchPattern ? or(ilike(stations.name, filter.searchPattern), ilike(stations.address, filter.searchPattern)) : undefined,
  );
}

/**
 * A station list's values, apart from its shape (the role): placeholders in the statement built once
 * (db/prepared.ts). The search is turned into its ILIKE pattern here, in JavaScript, before it is a value.
 */
function listValues(scope: TScope, filter: TStationFilter, window?: TWindow) {
  return {
    ...scopeValues(scope),
    ...filterValues(filter, ['id', 'status']),
    searchPattern: filter.search ? containsPattern(filter.search) : undefined,
    limit: window?.limit,
    offset: window?.offset,
  };
}
type TListValues = ReturnType<typeof listValues>;

/** The filter of a station list rebuilt from its values (real, or the placeholders of db/prepared.ts). */
const filterFrom = (v: TListValues) => ({ id: v.id, status: v.status, searchPattern: v.searchPattern });

/**
 * Stations with their pump and nozzle counts in one statement: the counts come from two grouped
 * subqueries (live pumps per station, live nozzles per station) joined to the page of stations.
 */
export function selectStations(tx: Tx, scope: TScope, filter: TStationFilter, window: TWindow = FIRST_ROW): Promise<TStationRow[]> {
  return runPrepared(tx, 'stations.page', scope.role, listValues(scope, filter, window), (v) =>
    stationsPage(tx, scopeWith(scope.role, v), filterFrom(v), { limit: v.limit!, offset: v.offset! }),
  );
}

function stationsPage(tx: Tx, scope: TScope, filter: Parameters<typeof stationWhere>[1], window: TWindow) {
  const ps = tx
    .select({ stationId: pumps.stationId, total: countInt().as('pump_total'), active: countActive(pumps.status).as('pump_active') })
    .from(pumps)
    .where(and(eq(pumps.tenantId, scope.tenantId), isNull(pumps.deletedAt)))
    .groupBy(pumps.stationId)
    .as('ps');
  const ns = tx
    .select({
      stationId: pumps.stationId,
      total: countInt().as('nozzle_total'),
      active: countActive(nozzles.status).as('nozzle_active'),
    })
    .from(nozzles)
    .innerJoin(pumps, and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId)))
    .where(and(eq(nozzles.tenantId, scope.tenantId), isNull(nozzles.deletedAt), isNull(pumps.deletedAt)))
    .groupBy(pumps.stationId)
    .as('ns');
  const today = todayByStation(tx, scope.tenantId);
  return tx
    .select({
      id: stations.id,
      name: stations.name,
      address: stations.address,
      city: stations.city,
      state: stations.state,
      zipCode: stations.zipCode,
      phone: stations.phone,
      email: stations.email,
      status: stations.status,
      createdAt: stations.createdAt,
      updatedAt: stations.updatedAt,
      totalPumps: orZero(ps.total),
      activePumps: orZero(ps.active),
      totalNozzles: orZero(ns.total),
      activeNozzles: orZero(ns.active),
      todaySales: sql<string>`coalesce(${today.sales}, 0)::text`,
      todayVolume: sql<string>`coalesce(${today.volume}, 0)::text`,
      todayTransactions: orZero(today.count),
    })
    .from(stations)
    .leftJoin(ps, eq(ps.stationId, stations.id))
    .leftJoin(ns, eq(ns.stationId, stations.id))
    .leftJoin(today, eq(today.stationId, stations.id))
    .where(stationWhere(scope, filter))
    .orderBy(asc(sql`lower(${stations.name})`), asc(stations.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countStations(tx: Tx, scope: TScope, filter: TStationFilter): Promise<number> {
  const [row] = await runPrepared(tx, 'stations.count', scope.role, listValues(scope, filter), (v) =>
    tx.select({ n: countInt() }).from(stations).where(stationWhere(scopeWith(scope.role, v), filterFrom(v))),
  );
  return row?.n ?? 0;
}

/** Live stations of the tenant (for the plan limit). */
export async function countLiveStations(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: countInt() })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), isNull(stations.deletedAt)));
  return row?.n ?? 0;
}

/** A live station, locked until the transaction ends (writes under it: pumps, updates, deletion). */
export async function lockStation(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: stations.id, name: stations.name, status: stations.status })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, id), isNull(stations.deletedAt)))
    .for('update');
  return row;
}

export async function stationNameTaken(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<boolean> {
  return takenAmongLive(tx, stations, stations.name, name, eq(stations.tenantId, tenantId), exceptId);
}

export async function insertStation(tx: Tx, tenantId: string, values: TStationValues): Promise<string> {
  const [row] = await tx.insert(stations).values({ tenantId, ...values }).returning({ id: stations.id });
  return row!.id;
}

export async function updateStation(tx: Tx, tenantId: string, id: string, values: Partial<TStationValues>): Promise<void> {
  await tx
    .update(stations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, id)));
}

/**
 * Soft-deletes a station with its live pumps and their live nozzles (the rows stay for history).
 * Returns the names of the pumps and the number of nozzles it took with it.
 */
export async function softDeleteStation(
  tx: Tx,
  tenantId: string,
  id: string,
  by: string,
): Promise<{ pumps: string[]; nozzles: number }> {
  const gone = deletion(by);
  const removedPumps = await tx
    .update(pumps)
    .set(gone)
    .where(and(eq(pumps.tenantId, tenantId), eq(pumps.stationId, id), isNull(pumps.deletedAt)))
    .returning({ id: pumps.id, name: pumps.name });
  const removedNozzles = await softDeleteNozzlesOfPumps(
    tx,
    tenantId,
    removedPumps.map((p) => p.id),
    gone,
  );
  await tx.update(stations).set(gone).where(and(eq(stations.tenantId, tenantId), eq(stations.id, id)));
  // Sorted: UPDATE … RETURNING gives no order, and the audit record should read the same every time.
  return { pumps: removedPumps.map((p) => p.name).sort(), nozzles: removedNozzles };
}
