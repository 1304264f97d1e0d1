import { and, asc, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TFuelType } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fuelPrices, nozzleReadings, nozzles, pumps, stations } from '../../db/schema';
import { countInt } from '../../db/sql-fragments';
import { stationVisible, type TScope } from '../../db/scope';
import { type TWindow, FIRST_ROW } from '../../lib/paging';

export type TPriceRow = {
  id: string;
  stationId: string;
  stationName: string;
  fuelType: TFuelType;
  price: string;
  costPrice: string | null;
  validFrom: Date;
  validTo: Date | null;
  createdAt: Date;
  isActive: boolean;
  isScheduled: boolean;
  usedByReadings: boolean;
};

export type TPriceFilter = { id?: string; stationId?: string; fuelType?: TFuelType; view?: 'current' | 'all' };

const stationOfPrice = and(eq(stations.tenantId, fuelPrices.tenantId), eq(stations.id, fuelPrices.stationId));

/**
 * Whether any reading (voided ones too: they keep their price) uses the price with this id column.
 * Only in the select list of a query with a join: drizzle leaves the columns of a single-table
 * query's select list unqualified, which would bind them inside the subquery.
 */
const usedBy = (tenantId: string, priceId: SQL | typeof fuelPrices.id) =>
  sql<boolean>`exists (select 1 from ${nozzleReadings} where ${nozzleReadings.tenantId} = ${tenantId} and ${nozzleReadings.fuelPriceId} = ${priceId})`;

/**
 * Prices of live stations the caller may see, each with the start of the next price of the same
 * station and fuel (valid_to, a window over the whole history of that pair), in one statement.
 * view=current keeps the prices not yet superseded now: the one in effect and any scheduled ones.
 */
function pricesWithValidTo(tx: Tx, scope: TScope, filter: TPriceFilter) {
  return tx
    .select({
      id: fuelPrices.id,
      stationId: fuelPrices.stationId,
      stationName: sql<string>`${stations.name}`.as('station_name'),
      fuelType: fuelPrices.fuelType,
      price: fuelPrices.price,
      costPrice: fuelPrices.costPrice,
      validFrom: fuelPrices.validFrom,
      createdAt: fuelPrices.createdAt,
      usedByReadings: usedBy(scope.tenantId, fuelPrices.id).mapWith(Boolean).as('used_by_readings'),
      validTo: sql<Date | null>`lead(${fuelPrices.validFrom}) over (partition by ${fuelPrices.stationId}, ${fuelPrices.fuelType} order by ${fuelPrices.validFrom})`
        .mapWith(fuelPrices.validFrom)
        .as('valid_to'),
    })
    .from(fuelPrices)
    .innerJoin(stations, stationOfPrice)
    .where(
      and(
        eq(fuelPrices.tenantId, scope.tenantId),
        isNull(stations.deletedAt),
        stationVisible(scope, fuelPrices.stationId),
        filter.stationId ? eq(fuelPrices.stationId, filter.stationId) : undefined,
        filter.fuelType ? eq(fuelPrices.fuelType, filter.fuelType) : undefined,
      ),
    )
    .as('fp');
}

export async function selectPrices(tx: Tx, scope: TScope, filter: TPriceFilter, window: TWindow = FIRST_ROW): Promise<TPriceRow[]> {
  const fp = pricesWithValidTo(tx, scope, filter);
  return tx
    .select({
      id: fp.id,
      stationId: fp.stationId,
      stationName: fp.stationName,
      fuelType: fp.fuelType,
      price: fp.price,
      costPrice: fp.costPrice,
      validFrom: fp.validFrom,
      validTo: fp.validTo,
      createdAt: fp.createdAt,
      isActive: sql<boolean>`(${fp.validFrom} <= now() and (${fp.validTo} is null or ${fp.validTo} > now()))`.mapWith(Boolean),
      isScheduled: sql<boolean>`(${fp.validFrom} > now())`.mapWith(Boolean),
      usedByReadings: fp.usedByReadings,
    })
    .from(fp)
    .where(priceListWhere(fp, filter))
    .orderBy(asc(sql`lower(${fp.stationName})`), asc(fp.stationId), asc(fp.fuelType), desc(fp.validFrom))
    .limit(window.limit)
    .offset(window.offset);
}

function priceListWhere(fp: ReturnType<typeof pricesWithValidTo>, filter: TPriceFilter): SQL | undefined {
  return and(
    filter.id ? eq(fp.id, filter.id) : undefined,
    filter.view === 'current' ? sql`(${fp.validTo} is null or ${fp.validTo} > now())` : undefined,
  );
}

export async function countPrices(tx: Tx, scope: TScope, filter: TPriceFilter): Promise<number> {
  const fp = pricesWithValidTo(tx, scope, filter);
  const [row] = await tx.select({ n: countInt() }).from(fp).where(priceListWhere(fp, filter));
  return row?.n ?? 0;
}

/**
 * The price of a station's fuel in effect at an instant: the latest valid_from at or before it.
 * Locked FOR SHARE until the transaction ends, so that a concurrent edit of that price waits for the
 * reading using it (and then finds it used).
 */
export async function priceAt(
  tx: Tx,
  tenantId: string,
  stationId: string,
  fuelType: TFuelType,
  at: Date,
  lock = false,
): Promise<{ id: string; price: string } | undefined> {
  const query = tx
    .select({ id: fuelPrices.id, price: fuelPrices.price })
    .from(fuelPrices)
    .where(
      and(
        eq(fuelPrices.tenantId, tenantId),
        eq(fuelPrices.stationId, stationId),
        eq(fuelPrices.fuelType, fuelType),
        lte(fuelPrices.validFrom, at),
      ),
    )
    .orderBy(desc(fuelPrices.validFrom))
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

/** The price per litre in effect now for a station id and fuel type column pair (a correlated subquery). */
export function currentPriceOf(tenantId: string, stationId: SQL | AnyPgColumn, fuelType: SQL | AnyPgColumn) {
  return sql<string | null>`(select ${fuelPrices.price} from ${fuelPrices}
    where ${fuelPrices.tenantId} = ${tenantId} and ${fuelPrices.stationId} = ${stationId}
      and ${fuelPrices.fuelType} = ${fuelType} and ${fuelPrices.validFrom} <= now()
    order by ${fuelPrices.validFrom} desc limit 1)`;
}

/** The price just before this one for the same station and fuel (the validation compares to it). */
export async function previousPrice(tx: Tx, tenantId: string, row: { id: string; stationId: string; fuelType: TFuelType; validFrom: Date }) {
  const [prev] = await tx
    .select({ price: fuelPrices.price })
    .from(fuelPrices)
    .where(
      and(
        eq(fuelPrices.tenantId, tenantId),
        eq(fuelPrices.stationId, row.stationId),
        eq(fuelPrices.fuelType, row.fuelType),
        lte(fuelPrices.validFrom, row.validFrom),
        ne(fuelPrices.id, row.id),
      ),
    )
    .orderBy(desc(fuelPrices.validFrom))
    .limit(1);
  return prev?.price;
}

export type TPriceValues = { stationId: string; fuelType: TFuelType; price: string; costPrice: string | null; validFrom: Date };

export async function insertPrice(tx: Tx, tenantId: string, createdBy: string | null, values: TPriceValues): Promise<string> {
  const [row] = await tx.insert(fuelPrices).values({ tenantId, createdBy, ...values }).returning({ id: fuelPrices.id });
  return row!.id;
}

/** A price (of a live station), locked until the transaction ends, with whether readings use it. */
export async function lockPrice(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      id: fuelPrices.id,
      stationId: fuelPrices.stationId,
      fuelType: fuelPrices.fuelType,
      price: fuelPrices.price,
      costPrice: fuelPrices.costPrice,
      validFrom: fuelPrices.validFrom,
    })
    .from(fuelPrices)
    .innerJoin(stations, stationOfPrice)
    .where(and(eq(fuelPrices.tenantId, tenantId), eq(fuelPrices.id, id), isNull(stations.deletedAt)))
    .for('update', { of: fuelPrices });
  if (!row) return undefined;
  const [used] = await tx
    .select({ id: nozzleReadings.id })
    .from(nozzleReadings)
    .where(and(eq(nozzleReadings.tenantId, tenantId), eq(nozzleReadings.fuelPriceId, id)))
    .limit(1);
  return { ...row, usedByReadings: Boolean(used) };
}

export async function updatePrice(tx: Tx, tenantId: string, id: string, values: Partial<Pick<TPriceValues, 'price' | 'costPrice' | 'validFrom'>>): Promise<void> {
  await tx
    .update(fuelPrices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fuelPrices.tenantId, tenantId), eq(fuelPrices.id, id)));
}

export async function deletePrice(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(fuelPrices).where(and(eq(fuelPrices.tenantId, tenantId), eq(fuelPrices.id, id)));
}

export type TMissingRow = { stationId: string; stationName: string; fuelType: TFuelType; activeNozzles: number };

/**
 * Station and fuel pairs with active nozzles on active pumps of active (live) stations and no price in
 * effect now: one grouped statement.
 */
export async function selectMissingPrices(tx: Tx, scope: TScope): Promise<TMissingRow[]> {
  return tx
    .select({
      stationId: stations.id,
      stationName: stations.name,
      fuelType: nozzles.fuelType,
      activeNozzles: countInt(),
    })
    .from(nozzles)
    .innerJoin(pumps, and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId)))
    .innerJoin(stations, and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId)))
    .where(
      and(
        eq(nozzles.tenantId, scope.tenantId),
        isNull(nozzles.deletedAt),
        isNull(pumps.deletedAt),
        isNull(stations.deletedAt),
        eq(nozzles.status, 'active'),
        eq(pumps.status, 'active'),
        eq(stations.status, 'active'),
        stationVisible(scope, stations.id),
        sql`${currentPriceOf(scope.tenantId, stations.id, nozzles.fuelType)} is null`,
      ),
    )
    .groupBy(stations.id, stations.name, nozzles.fuelType)
    .orderBy(asc(sql`lower(${stations.name})`), asc(stations.id), asc(nozzles.fuelType));
}

/** For the validation: the station's status and how many active nozzles of the fuel it has on active pumps. */
export async function stationFacts(tx: Tx, tenantId: string, stationId: string, fuelType: TFuelType) {
  const [row] = await tx
    .select({
      status: stations.status,
      activeNozzles: sql<number>`(count(${nozzles.id}) filter (where ${nozzles.status} = 'active' and ${pumps.status} = 'active'))::int`.mapWith(Number),
    })
    .from(stations)
    .leftJoin(pumps, and(eq(pumps.tenantId, stations.tenantId), eq(pumps.stationId, stations.id), isNull(pumps.deletedAt)))
    .leftJoin(
      nozzles,
      and(eq(nozzles.tenantId, pumps.tenantId), eq(nozzles.pumpId, pumps.id), isNull(nozzles.deletedAt), eq(nozzles.fuelType, fuelType)),
    )
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, stationId)))
    .groupBy(stations.id, stations.status);
  return row;
}

/** A live station the caller may see (a price's station). */
export async function visibleStation(tx: Tx, scope: TScope, stationId: string) {
  const [row] = await tx
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(and(eq(stations.tenantId, scope.tenantId), eq(stations.id, stationId), isNull(stations.deletedAt), stationVisible(scope, stations.id)));
  return row;
}

/** Prices in effect now for some station/fuel pairs (one statement for a page of nozzles). */
export async function currentPrices(tx: Tx, tenantId: string, stationIds: string[]) {
  if (!stationIds.length) return [];
  return tx
    .selectDistinctOn([fuelPrices.stationId, fuelPrices.fuelType], {
      stationId: fuelPrices.stationId,
      fuelType: fuelPrices.fuelType,
      price: fuelPrices.price,
    })
    .from(fuelPrices)
    .where(and(eq(fuelPrices.tenantId, tenantId), inArray(fuelPrices.stationId, stationIds), lte(fuelPrices.validFrom, sql`now()`)))
    .orderBy(fuelPrices.stationId, fuelPrices.fuelType, desc(fuelPrices.validFrom));
}
