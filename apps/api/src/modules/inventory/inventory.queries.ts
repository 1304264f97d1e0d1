import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { defaultTankName, type TFuelType, type TMovementKind } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { fuelTanks as t, inventoryMovements as m, nozzles, pumps, stations, users } from '../../db/schema';
import { countInt } from '../../db/sql-fragments';
import { stationVisible, type TScope } from '../../db/scope';
import type { TTankState } from '../../db/tank-state';
import type { TWindow } from '../../lib/paging';

const tankState = {
  id: t.id,
  stationId: t.stationId,
  name: t.name,
  fuelType: t.fuelType,
  stock: t.stock,
  capacity: t.capacity,
  minimumLevel: t.minimumLevel,
  isSetUp: t.isSetUp,
};

export type TMovementValues = {
  /** The tank; null: the station's first live tank of the fuel (opened by the ledger when there is none). */
  tankId: string | null;
  stationId: string;
  fuelType: TFuelType;
  kind: TMovementKind;
  /** Signed litres, exact (numeric(14,3) text). */
  quantity: string;
  readingId?: string | null;
  note?: string | null;
  createdBy: string | null;
  /** When it happened (a sale: the reading's time); default the transaction's time. */
  at?: Date;
};

/**
 * Books one movement through the ledger's one function (drizzle/functions/fc_book_movement.sql): adds
 * it to the tank's stock (holding the tank row's lock until the transaction ends, so one tank's ledger
 * is serialised) and appends it to the ledger. Returns the tank after.
 */
export async function bookMovement(tx: Tx, tenantId: string, v: TMovementValues): Promise<TTankState> {
  const result = await tx.execute(sql`
    select t.id, t.station_id, t.name, t.fuel_type, t.stock::text as stock, t.capacity::text as capacity,
           t.minimum_level::text as minimum_level, t.is_set_up
    from fc_book_movement(${tenantId}::uuid, ${v.tankId}::uuid, ${v.stationId}::uuid, ${v.fuelType}, ${v.kind}, ${v.quantity}::numeric,
      ${v.readingId ?? null}::uuid, ${v.note ?? null}, ${v.createdBy}::uuid, ${v.at ? v.at.toISOString() : null}::timestamptz) t`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
  const t = rows[0]!;
  return {
    id: t.id as string,
    stationId: t.station_id as string,
    name: t.name as string,
    fuelType: t.fuel_type as TFuelType,
    stock: t.stock as string,
    capacity: (t.capacity as string | null) ?? null,
    minimumLevel: (t.minimum_level as string | null) ?? null,
    isSetUp: t.is_set_up as boolean,
  };
}

/** Live tanks of a station and fuel (or the one tank named), oldest first, locked FOR UPDATE until the transaction ends. */
export async function lockTanks(tx: Tx, tenantId: string, stationId: string, fuelType: TFuelType, tankId?: string): Promise<TTankState[]> {
  return tx
    .select(tankState)
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.stationId, stationId), eq(t.fuelType, fuelType), isNull(t.deletedAt), tankId ? eq(t.id, tankId) : undefined))
    .orderBy(t.createdAt, t.id)
    .for('update');
}

/**
 * The station's first live tank of a fuel, opened ('Diesel tank', not set up) when there is none, and
 * locked: under the same lock per station and fuel as the ledger's own opening (fc_book_movement), so
 * the two never open two tanks.
 */
export async function firstTankOrOpen(tx: Tx, tenantId: string, stationId: string, fuelType: TFuelType): Promise<TTankState> {
  await tx.execute(sql`select pg_advisory_xact_lock(7304, hashtext(${stationId}::text || '/' || ${fuelType}::text))`);
  const [first] = await lockTanks(tx, tenantId, stationId, fuelType);
  if (first) return first;
  const [tank] = await tx.insert(t).values({ tenantId, stationId, fuelType, name: defaultTankName(fuelType) }).returning(tankState);
  return tank!;
}

/** Marks the tank set up, with its capacity and minimum level where given. */
export async function setUpTank(
  tx: Tx,
  tenantId: string,
  id: string,
  values: { capacity?: string; minimumLevel?: string },
): Promise<TTankState> {
  const [tank] = await tx
    .update(t)
    .set({ isSetUp: true, updatedAt: new Date(), ...values })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
    .returning(tankState);
  return tank!;
}

/** A live station the caller may see, or undefined. */
export async function findVisibleStation(tx: Tx, scope: TScope, stationId: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await tx
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(and(eq(stations.tenantId, scope.tenantId), eq(stations.id, stationId), isNull(stations.deletedAt), stationVisible(scope, stations.id)));
  return row;
}

export type TInventoryFilter = { stationId?: string; fuelType?: TFuelType };

export type TInventoryRow = Omit<TTankState, 'name'> & { name: string | null; stationName: string; lastMovementAt: Date | null; updatedAt: Date | null };

const stationOfTank = and(eq(stations.tenantId, t.tenantId), eq(stations.id, t.stationId));

/** Live tanks of live stations the caller may see (set up or not), in one statement. */
export async function selectTanks(tx: Tx, scope: TScope, filter: TInventoryFilter, id?: string): Promise<Array<TInventoryRow & TTankState>> {
  return tx
    .select({ ...tankState, stationName: stations.name, lastMovementAt: t.lastMovementAt, updatedAt: t.updatedAt })
    .from(t)
    .innerJoin(stations, stationOfTank)
    .where(
      and(
        eq(t.tenantId, scope.tenantId),
        isNull(t.deletedAt),
        isNull(stations.deletedAt),
        stationVisible(scope, t.stationId),
        id ? eq(t.id, id) : undefined,
        filter.stationId ? eq(t.stationId, filter.stationId) : undefined,
        filter.fuelType ? eq(t.fuelType, filter.fuelType) : undefined,
      ),
    );
}

/**
 * Station and fuel pairs sold by an active nozzle (of a live pump and station) that have no live tank
 * (no movement, no update, no tank added): shown as "No tank set up" with a stock of 0.
 */
export async function selectUntankedFuels(
  tx: Tx,
  scope: TScope,
  filter: TInventoryFilter,
): Promise<Array<{ stationId: string; stationName: string; fuelType: TFuelType }>> {
  return tx
    .selectDistinct({ stationId: pumps.stationId, stationName: stations.name, fuelType: nozzles.fuelType })
    .from(nozzles)
    .innerJoin(pumps, and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId)))
    .innerJoin(stations, and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId)))
    .where(
      and(
        eq(nozzles.tenantId, scope.tenantId),
        eq(nozzles.status, 'active'),
        isNull(nozzles.deletedAt),
        isNull(pumps.deletedAt),
        isNull(stations.deletedAt),
        stationVisible(scope, pumps.stationId),
        filter.stationId ? eq(pumps.stationId, filter.stationId) : undefined,
        filter.fuelType ? eq(nozzles.fuelType, filter.fuelType) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(t)
            .where(and(eq(t.tenantId, nozzles.tenantId), eq(t.stationId, pumps.stationId), eq(t.fuelType, nozzles.fuelType), isNull(t.deletedAt))),
        ),
      ),
    );
}

export type TMovementRow = {
  id: string;
  kind: TMovementKind;
  quantity: string;
  readingId: string | null;
  note: string | null;
  by: string | null;
  at: Date;
};

/** A page of a tank's movements, newest first, with the name of who made each. */
export async function selectMovements(tx: Tx, tenantId: string, tankId: string, window: TWindow) {
  const where = and(eq(m.tenantId, tenantId), eq(m.tankId, tankId));
  const rows: TMovementRow[] = await tx
    .select({ id: m.id, kind: m.kind, quantity: m.quantity, readingId: m.readingId, note: m.note, by: users.name, at: m.createdAt })
    .from(m)
    .leftJoin(users, and(eq(users.tenantId, m.tenantId), eq(users.id, m.createdBy)))
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countInt() }).from(m).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The exact sum of a tank's movements (the ledger its stock must equal). */
export async function ledgerSum(tx: Tx, tenantId: string, tankId: string): Promise<string> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${m.quantity}), 0)::numeric(14,3)::text` })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.tankId, tankId)));
  return row!.sum;
}
