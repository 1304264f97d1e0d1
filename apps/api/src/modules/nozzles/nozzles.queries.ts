import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TAssetStatus, TFuelType } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { nozzles, pumps, stations } from '../../db/schema';
import { latestReadingOf } from '../readings/readings.queries';
import { containsPattern, countInt } from '../../db/sql-fragments';
import { deletion, takenAmongLive } from '../../db/soft-delete';
import { scopeValues, scopeWith, stationVisible, type TScope } from '../../db/scope';
import { filterValues, runPrepared } from '../../db/prepared';
import type { TNozzleValues } from '../../db/nozzle-rows';
import { type TWindow, FIRST_ROW } from '../../lib/paging';

export type TNozzleRow = {
  id: string;
  pumpId: string;
  pumpName: string;
  stationId: string;
  stationName: string;
  nozzleNumber: number;
  name: string;
  fuelType: TFuelType;
  status: TAssetStatus;
  openingReading: string;
  /** The latest non-voided reading's value and time (null before the first reading). */
  currentReading: string | null;
  lastReadingAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type TNozzleFilter = {
  id?: string;
  pumpId?: string;
  stationId?: string;
  fuelType?: TFuelType;
  status?: TAssetStatus;
  search?: string;
};

/** Live nozzles of live pumps and stations the caller may see, with the filter applied (`searchPattern`: ILIKE). */
function nozzleWhere(scope: TScope, filter: TNozzleWhere): SQL | undefined {
  const like = filter.searchPattern;
  return and(
    eq(nozzles.tenantId, scope.tenantId),
    isNull(nozzles.deletedAt),
    isNull(pumps.deletedAt),
    isNull(stations.deletedAt),
    stationVisible(scope, pumps.stationId),
    filter.id ? eq(nozzles.id, filter.id) : undefined,
    filter.pumpId ? eq(nozzles.pumpId, filter.pumpId) : undefined,
    filter.stationId ? eq(pumps.stationId, filter.stationId) : undefined,
    filter.fuelType ? eq(nozzles.fuelType, filter.fuelType) : undefined,
    filter.status ? eq(nozzles.status, filter.status) : undefined,
    like
      ? or(ilike(nozzles.name, like), ilike(nozzles.fuelType, like), ilike(pumps.name, like), ilike(stations.name, like))
      : undefined,
  );
}

type TNozzleWhere = Omit<TNozzleFilter, 'search'> & { searchPattern?: string };

/** A nozzle list's values (placeholders in its statement built once, db/prepared.ts); the role is its shape. */
function listValues(scope: TScope, filter: TNozzleFilter, window?: TWindow) {
  return {
    ...scopeValues(scope),
    ...filterValues(filter, ['id', 'pumpId', 'stationId', 'fuelType', 'status']),
    searchPattern: filter.search ? containsPattern(filter.search) : undefined,
    limit: window?.limit,
    offset: window?.offset,
  };
}
type TListValues = ReturnType<typeof listValues>;
const whereFrom = (v: TListValues): TNozzleWhere => ({
  id: v.id,
  pumpId: v.pumpId,
  stationId: v.stationId,
  fuelType: v.fuelType,
  status: v.status,
  searchPattern: v.searchPattern,
});

const pumpOfNozzle = and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId));
const stationOfPump = and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId));

export function selectNozzles(tx: Tx, scope: TScope, filter: TNozzleFilter, window: TWindow = FIRST_ROW): Promise<TNozzleRow[]> {
  return runPrepared(tx, 'nozzles.page', scope.role, listValues(scope, filter, window), (v) =>
    nozzlesPage(tx, scopeWith(scope.role, v), whereFrom(v), { limit: v.limit!, offset: v.offset! }),
  );
}

function nozzlesPage(tx: Tx, scope: TScope, filter: TNozzleWhere, window: TWindow) {
  return tx
    .select({
      id: nozzles.id,
      pumpId: nozzles.pumpId,
      pumpName: pumps.name,
      stationId: pumps.stationId,
      stationName: stations.name,
      nozzleNumber: nozzles.nozzleNumber,
      name: nozzles.name,
      fuelType: nozzles.fuelType,
      status: nozzles.status,
      openingReading: nozzles.openingReading,
      ...latestReadingOf(scope.tenantId, nozzles.id),
      createdAt: nozzles.createdAt,
      updatedAt: nozzles.updatedAt,
    })
    .from(nozzles)
    .innerJoin(pumps, pumpOfNozzle)
    .innerJoin(stations, stationOfPump)
    .where(nozzleWhere(scope, filter))
    .orderBy(asc(sql`lower(${stations.name})`), asc(pumps.createdAt), asc(pumps.id), asc(nozzles.nozzleNumber))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countNozzles(tx: Tx, scope: TScope, filter: TNozzleFilter): Promise<number> {
  const [row] = await runPrepared(tx, 'nozzles.count', scope.role, listValues(scope, filter), (v) =>
    tx
      .select({ n: countInt() })
      .from(nozzles)
      .innerJoin(pumps, pumpOfNozzle)
      .innerJoin(stations, stationOfPump)
      .where(nozzleWhere(scopeWith(scope.role, v), whereFrom(v))),
  );
  return row?.n ?? 0;
}

/** The numbers of a pump's live nozzles (the caller holds the pump's lock). */
export async function usedNozzleNumbers(tx: Tx, tenantId: string, pumpId: string): Promise<number[]> {
  const rows = await tx
    .select({ n: nozzles.nozzleNumber })
    .from(nozzles)
    .where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.pumpId, pumpId), isNull(nozzles.deletedAt)));
  return rows.map((r) => r.n);
}

export async function nozzleNameTaken(tx: Tx, tenantId: string, pumpId: string, name: string, exceptId?: string): Promise<boolean> {
  return takenAmongLive(tx, nozzles, nozzles.name, name, and(eq(nozzles.tenantId, tenantId), eq(nozzles.pumpId, pumpId)), exceptId);
}

/** A live nozzle (of a live pump), locked until the transaction ends. */
export async function lockNozzle(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: nozzles.id, name: nozzles.name, pumpId: nozzles.pumpId, status: nozzles.status, nozzleNumber: nozzles.nozzleNumber })
    .from(nozzles)
    .where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.id, id), isNull(nozzles.deletedAt)))
    .for('update');
  return row;
}

export async function updateNozzle(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<Pick<TNozzleValues, 'name' | 'fuelType' | 'status'>>,
): Promise<void> {
  // A nozzle that now sells another fuel leaves a tank of the old one (docs/decisions/068).
  const tank = values.fuelType
    ? { tankId: sql<string | null>`(select ft.id from fuel_tanks ft where ft.tenant_id = ${tenantId} and ft.id = ${nozzles.tankId} and ft.fuel_type = ${values.fuelType})` }
    : {};
  await tx
    .update(nozzles)
    .set({ ...values, ...tank, updatedAt: new Date() })
    .where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.id, id)));
}

export async function softDeleteNozzle(tx: Tx, tenantId: string, id: string, by: string): Promise<void> {
  await tx
    .update(nozzles)
    .set(deletion(by))
    .where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.id, id)));
}
