import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TFuelType } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { fuelTanks as t, nozzles, pumps, stations } from '../../db/schema';
import { countInt } from '../../db/sql-fragments';
import { stationVisible, type TScope } from '../../db/scope';
import { type TWindow, FIRST_ROW } from '../../lib/paging';

/** Tanks (issue 38, docs/decisions/068). Every read is one statement. */

export type TTankRow = {
  id: string;
  stationId: string;
  stationName: string;
  name: string;
  fuelType: TFuelType;
  capacity: string | null;
  minimumLevel: string | null;
  stock: string;
  nozzleIds: string[];
  createdAt: Date;
  updatedAt: Date;
};

export type TTankFilter = { id?: string; stationId?: string; fuelType?: TFuelType };

/** Live tanks of live stations the caller may see, with the filter applied. */
function tankWhere(scope: TScope, filter: TTankFilter): SQL | undefined {
  return and(
    eq(t.tenantId, scope.tenantId),
    isNull(t.deletedAt),
    isNull(stations.deletedAt),
    stationVisible(scope, t.stationId),
    filter.id ? eq(t.id, filter.id) : undefined,
    filter.stationId ? eq(t.stationId, filter.stationId) : undefined,
    filter.fuelType ? eq(t.fuelType, filter.fuelType) : undefined,
  );
}

const stationOfTank = and(eq(stations.tenantId, t.tenantId), eq(stations.id, t.stationId));

/** The live nozzles a tank feeds, in pump and nozzle order (a correlated array, same statement). */
const fedNozzles = sql<string[]>`coalesce((
  select array_agg(n.id order by p.created_at, p.id, n.nozzle_number)
  from ${nozzles} n join ${pumps} p on p.tenant_id = n.tenant_id and p.id = n.pump_id
  where n.tenant_id = ${t.tenantId} and n.tank_id = ${t.id} and n.deleted_at is null and p.deleted_at is null
), '{}')`;

/** Tanks with their station's name and nozzles, station name, fuel and tank name order. */
export async function selectTanks(tx: Tx, scope: TScope, filter: TTankFilter, window: TWindow = FIRST_ROW): Promise<TTankRow[]> {
  const rows = await tx
    .select({
      id: t.id,
      stationId: t.stationId,
      stationName: stations.name,
      name: t.name,
      fuelType: t.fuelType,
      capacity: t.capacity,
      minimumLevel: t.minimumLevel,
      stock: t.stock,
      nozzleIds: fedNozzles,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .innerJoin(stations, stationOfTank)
    .where(tankWhere(scope, filter))
    .orderBy(asc(sql`lower(${stations.name})`), asc(t.stationId), asc(t.fuelType), asc(sql`lower(${t.name})`), asc(t.id))
    .limit(window.limit)
    .offset(window.offset);
  // PGlite answers an array column as text ('{…}') where node-postgres parses it.
  return rows.map((r) => ({ ...r, nozzleIds: idArray(r.nozzleIds) }));
}

function idArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  const text = String(value ?? '{}').replace(/^\{|\}$/g, '');
  return text ? text.split(',') : [];
}

export async function countTanks(tx: Tx, scope: TScope, filter: TTankFilter): Promise<number> {
  const [row] = await tx.select({ n: countInt() }).from(t).innerJoin(stations, stationOfTank).where(tankWhere(scope, filter));
  return row?.n ?? 0;
}

/** A live tank, locked FOR UPDATE (its ledger waits for the change). */
export async function lockTank(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: t.id, stationId: t.stationId, name: t.name, fuelType: t.fuelType, stock: t.stock })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id), isNull(t.deletedAt)))
    .for('update');
  return row;
}

/** Whether a live tank of the station already has this name (any case), other than `exceptId`. */
export async function tankNameTaken(tx: Tx, tenantId: string, stationId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.stationId, stationId), isNull(t.deletedAt), sql`lower(${t.name}) = lower(${name})`, exceptId ? sql`${t.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** The live nozzles (of live pumps) of a station among these ids, with what the refusals name. */
export async function stationNozzles(tx: Tx, tenantId: string, stationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: nozzles.id, name: nozzles.name, pumpName: pumps.name, fuelType: nozzles.fuelType })
    .from(nozzles)
    .innerJoin(pumps, and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId)))
    .where(and(eq(nozzles.tenantId, tenantId), inArray(nozzles.id, ids), eq(pumps.stationId, stationId), isNull(nozzles.deletedAt), isNull(pumps.deletedAt)));
}

export type TTankValues = { name: string; capacity: string; minimumLevel: string | null };

export async function insertTank(tx: Tx, tenantId: string, v: TTankValues & { stationId: string; fuelType: TFuelType }): Promise<string> {
  const [row] = await tx
    .insert(t)
    .values({ tenantId, stationId: v.stationId, fuelType: v.fuelType, name: v.name, capacity: v.capacity, minimumLevel: v.minimumLevel, isSetUp: true })
    .returning({ id: t.id });
  return row!.id;
}

export async function updateTank(tx: Tx, tenantId: string, id: string, v: Partial<TTankValues>): Promise<void> {
  await tx
    .update(t)
    .set({ ...v, ...(v.capacity !== undefined ? { isSetUp: true } : {}), updatedAt: new Date() })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
}

/** The tank feeds exactly these nozzles: they leave their previous tank, the ones it fed before and not now go back to none. */
export async function setFedNozzles(tx: Tx, tenantId: string, tankId: string, nozzleIds: string[]): Promise<void> {
  await tx
    .update(nozzles)
    .set({ tankId: null })
    .where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.tankId, tankId), nozzleIds.length ? notInArray(nozzles.id, nozzleIds) : undefined));
  if (nozzleIds.length) await tx.update(nozzles).set({ tankId }).where(and(eq(nozzles.tenantId, tenantId), inArray(nozzles.id, nozzleIds)));
}

/** Deletes a tank (its ledger stays); the nozzles it fed draw from the station's first tank of the fuel. */
export async function softDeleteTank(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.update(nozzles).set({ tankId: null }).where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.tankId, id)));
  await tx.update(t).set({ deletedAt: new Date(), updatedAt: new Date() }).where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
}
