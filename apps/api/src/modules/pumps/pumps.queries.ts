import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TAssetStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { nozzles, pumps, stations } from '../../db/schema';
import { containsPattern, countActive, countInt, orZero } from '../../db/sql-fragments';
import { deletion, softDeleteNozzlesOfPumps, takenAmongLive } from '../../db/soft-delete';
import { stationVisible, type TScope } from '../../db/scope';
import { type TWindow, FIRST_ROW } from '../../lib/paging';

export type TPumpRow = {
  id: string;
  stationId: string;
  stationName: string;
  name: string;
  serialNumber: string;
  status: TAssetStatus;
  createdAt: Date;
  updatedAt: Date;
  nozzleCount: number;
  activeNozzleCount: number;
};

export type TPumpFilter = { id?: string; stationId?: string; status?: TAssetStatus; search?: string };

/** Live pumps of live stations the caller may see, with the filter applied. */
function pumpWhere(scope: TScope, filter: TPumpFilter): SQL | undefined {
  return and(
    eq(pumps.tenantId, scope.tenantId),
    isNull(pumps.deletedAt),
    isNull(stations.deletedAt),
    stationVisible(scope, pumps.stationId),
    filter.id ? eq(pumps.id, filter.id) : undefined,
    filter.stationId ? eq(pumps.stationId, filter.stationId) : undefined,
    filter.status ? eq(pumps.status, filter.status) : undefined,
    filter.search
      ? or(ilike(pumps.name, containsPattern(filter.search)), ilike(pumps.serialNumber, containsPattern(filter.search)))
      : undefined,
  );
}

const stationOfPump = and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId));

/** Pumps with their station's name and nozzle counts (one grouped subquery), in one statement. */
export async function selectPumps(
  tx: Tx,
  scope: TScope,
  filter: TPumpFilter,
  window: TWindow = FIRST_ROW,
): Promise<TPumpRow[]> {
  const nc = tx
    .select({ pumpId: nozzles.pumpId, total: countInt().as('nozzle_total'), active: countActive(nozzles.status).as('nozzle_active') })
    .from(nozzles)
    .where(and(eq(nozzles.tenantId, scope.tenantId), isNull(nozzles.deletedAt)))
    .groupBy(nozzles.pumpId)
    .as('nc');
  return tx
    .select({
      id: pumps.id,
      stationId: pumps.stationId,
      stationName: stations.name,
      name: pumps.name,
      serialNumber: pumps.serialNumber,
      status: pumps.status,
      createdAt: pumps.createdAt,
      updatedAt: pumps.updatedAt,
      nozzleCount: orZero(nc.total),
      activeNozzleCount: orZero(nc.active),
    })
    .from(pumps)
    .innerJoin(stations, stationOfPump)
    .leftJoin(nc, eq(nc.pumpId, pumps.id))
    .where(pumpWhere(scope, filter))
    .orderBy(asc(sql`lower(${stations.name})`), asc(pumps.createdAt), asc(pumps.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countPumps(tx: Tx, scope: TScope, filter: TPumpFilter): Promise<number> {
  const [row] = await tx.select({ n: countInt() }).from(pumps).innerJoin(stations, stationOfPump).where(pumpWhere(scope, filter));
  return row?.n ?? 0;
}

/** Live pumps of a station (for the plan limit). */
export async function countLivePumps(tx: Tx, tenantId: string, stationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: countInt() })
    .from(pumps)
    .where(and(eq(pumps.tenantId, tenantId), eq(pumps.stationId, stationId), isNull(pumps.deletedAt)));
  return row?.n ?? 0;
}

/** A live pump, locked until the transaction ends (nozzle numbering and limits run under it). */
export async function lockPump(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: pumps.id, name: pumps.name, stationId: pumps.stationId, status: pumps.status })
    .from(pumps)
    .where(and(eq(pumps.tenantId, tenantId), eq(pumps.id, id), isNull(pumps.deletedAt)))
    .for('update');
  return row;
}

export async function serialTaken(tx: Tx, tenantId: string, serialNumber: string, exceptId?: string): Promise<boolean> {
  return takenAmongLive(tx, pumps, pumps.serialNumber, serialNumber, eq(pumps.tenantId, tenantId), exceptId);
}

export type TPumpValues = { stationId: string; name: string; serialNumber: string; status: TAssetStatus };

export async function insertPump(tx: Tx, tenantId: string, values: TPumpValues): Promise<string> {
  const [row] = await tx.insert(pumps).values({ tenantId, ...values }).returning({ id: pumps.id });
  return row!.id;
}

export async function updatePump(tx: Tx, tenantId: string, id: string, values: Partial<TPumpValues>): Promise<void> {
  // A pump moved to another station leaves the tanks of the old one (docs/decisions/068).
  if (values.stationId) {
    const moved = sql`exists (select 1 from ${pumps} p where p.tenant_id = ${tenantId} and p.id = ${id} and p.station_id <> ${values.stationId})`;
    await tx.update(nozzles).set({ tankId: null }).where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.pumpId, id), moved));
  }
  await tx
    .update(pumps)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(pumps.tenantId, tenantId), eq(pumps.id, id)));
}

/** Soft-deletes a pump and its live nozzles; returns how many nozzles went with it. */
export async function softDeletePump(tx: Tx, tenantId: string, id: string, by: string): Promise<number> {
  const gone = deletion(by);
  const removed = await softDeleteNozzlesOfPumps(tx, tenantId, [id], gone);
  await tx.update(pumps).set(gone).where(and(eq(pumps.tenantId, tenantId), eq(pumps.id, id)));
  return removed;
}
