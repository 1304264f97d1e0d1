import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TPaymentMethod, TReportType } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { creditors, fuelPrices, nozzleReadings as r, nozzles, pumps, stations, tenants } from '../../db/schema';
import { dateStart, tenantZone } from '../../db/business-days';
import { resultRows } from '../../db/sql-fragments';

/**
 * Where each report type's rows come from (docs/decisions/025). Every figure is read as the database's
 * own numeric text at its scale (amounts 2, litres 3), never computed in JavaScript. Rows of the
 * reading-level types (sales, readings) come in batches after a (recorded_at, id) cursor inside the
 * generating transaction, so a year of a large tenant is never held in memory; the inventory and daily
 * summary types have one row per tank or per day, station and fuel.
 */

/** The whole business days of a report, in the tenant's zone, and an optional station. */
export type TReportFilter = {
  tenantId: string;
  startDate: string;
  endDate: string;
  stationId?: string | null;
  /** The instants the first day starts and the day after the last starts (see `withBounds`). */
  bounds?: { from: string; to: string };
};

/**
 * The filter with its days resolved to instants in the tenant's zone (one small statement). The batch
 * queries then bound recorded_at by constants the planner can estimate, where an expression on the
 * tenant's zone looks to it like a guess of a third of the rows, and a year's batches were planned as
 * scans and sorts of everything after the cursor.
 */
export async function withBounds(tx: Tx, f: TReportFilter): Promise<TReportFilter> {
  const [row] = resultRows<{ from: string; to: string }>(
    await tx.execute(sql`select ${dateStart(f.tenantId, f.startDate)}::text as "from", ${dateStart(f.tenantId, f.endDate, 1)}::text as "to"`),
  );
  return { ...f, bounds: row! };
}

/** A raw row: the type's columns (figures as decimal text, counts as numbers) plus its cursor. */
export type TSourceRow = Record<string, string | number | null>;
export type TCursor = { at: string; id: string };


/** Readings of the filter's days (instants from the start of the first day to the end of the last). */
function readingsOf(f: TReportFilter, includeVoided: boolean): SQL {
  return and(
    eq(r.tenantId, f.tenantId),
    f.stationId ? eq(r.stationId, f.stationId) : undefined,
    includeVoided ? undefined : eq(r.status, 'recorded'),
    f.bounds ? sql`${r.recordedAt} >= ${f.bounds.from}::timestamptz` : sql`${r.recordedAt} >= ${dateStart(f.tenantId, f.startDate)}`,
    f.bounds ? sql`${r.recordedAt} < ${f.bounds.to}::timestamptz` : sql`${r.recordedAt} < ${dateStart(f.tenantId, f.endDate, 1)}`,
  )!;
}

/**
 * After the cursor, in (recorded_at, id) order. Written as a plain bound on recorded_at (which the
 * tenant's recorded_at index serves as an index condition, in either direction) plus the tie-break,
 * not as a row comparison, which that descending index cannot use: with it every batch re-read the
 * rows before the cursor (a year of a large tenant took minutes, docs/decisions/025).
 */
function afterCursor(after: TCursor): SQL {
  const at = sql`${after.at}::timestamptz`;
  return sql`${r.recordedAt} >= ${at} and (${r.recordedAt} > ${at} or ${r.id} > ${after.id}::uuid)`;
}

/**
 * One batch of sales (non-voided readings) or readings (all), oldest first, after the cursor. The batch
 * is cut from the readings alone (ordered, limited: an index range) and only its rows are joined to
 * their nozzle, pump, station and creditor names, so a batch costs the same at the end of a year as at
 * its start.
 */
export async function readingBatch(tx: Tx, type: 'sales' | 'readings', f: TReportFilter, after: TCursor | undefined, size: number) {
  const b = tx
    .select({
      id: r.id,
      tenantId: r.tenantId,
      nozzleId: r.nozzleId,
      pumpId: r.pumpId,
      stationId: r.stationId,
      creditorId: r.creditorId,
      recordedAt: r.recordedAt,
      fuelType: r.fuelType,
      previousReading: r.previousReading,
      reading: r.reading,
      volume: r.volume,
      pricePerLitre: r.pricePerLitre,
      amount: r.amount,
      paymentMethod: r.paymentMethod,
      status: r.status,
      recordedBy: r.recordedByName,
    })
    .from(r)
    .where(and(readingsOf(f, type === 'readings'), after ? afterCursor(after) : undefined))
    .orderBy(asc(r.recordedAt), asc(r.id))
    .limit(size)
    .as('batch');
  return tx
    .select({
      id: b.id,
      cursorAt: sql<string>`${b.recordedAt}::text`,
      recordedAt: sql<string>`to_char(${b.recordedAt} at time zone ${tenantZone(f.tenantId)}, 'YYYY-MM-DD HH24:MI:SS')`,
      stationName: stations.name,
      pumpName: pumps.name,
      nozzleNumber: nozzles.nozzleNumber,
      fuelType: b.fuelType,
      previousReading: b.previousReading,
      reading: b.reading,
      volume: b.volume,
      pricePerLitre: b.pricePerLitre,
      amount: b.amount,
      paymentMethod: b.paymentMethod,
      creditorName: creditors.partyName,
      status: b.status,
      recordedBy: b.recordedBy,
    })
    .from(b)
    .innerJoin(nozzles, and(eq(nozzles.tenantId, b.tenantId), eq(nozzles.id, b.nozzleId)))
    .innerJoin(pumps, and(eq(pumps.tenantId, b.tenantId), eq(pumps.id, b.pumpId)))
    .innerJoin(stations, and(eq(stations.tenantId, b.tenantId), eq(stations.id, b.stationId)))
    .leftJoin(creditors, and(eq(creditors.tenantId, b.tenantId), eq(creditors.id, b.creditorId)))
    .orderBy(asc(b.recordedAt), asc(b.id));
}

/**
 * Per tank (station and fuel) over the days: the book stock before the first day (the sum of every
 * movement before it), the period's sales, voids and corrections, deliveries and adjustments, the
 * stock after the last day, and the period's sales amount from the readings. Every tank with a movement
 * before the end of the period.
 */
export async function inventoryRows(tx: Tx, f: TReportFilter): Promise<TSourceRow[]> {
  const from = dateStart(f.tenantId, f.startDate);
  const to = dateStart(f.tenantId, f.endDate, 1);
  const rows = await tx.execute(sql`
    with m as (
      select im.station_id, im.fuel_type,
        coalesce(sum(im.quantity) filter (where im.created_at < ${from}), 0) as opening,
        coalesce(-sum(im.quantity) filter (where im.created_at >= ${from} and im.kind = 'sale'), 0) as sold,
        coalesce(sum(im.quantity) filter (where im.created_at >= ${from} and im.kind in ('void', 'correction')), 0) as returned,
        coalesce(sum(im.quantity) filter (where im.created_at >= ${from} and im.kind = 'adjustment'), 0) as adjusted,
        sum(im.quantity) as closing
      from inventory_movements im
      where im.tenant_id = ${f.tenantId} and im.created_at < ${to} ${f.stationId ? sql`and im.station_id = ${f.stationId}` : sql``}
      group by im.station_id, im.fuel_type
    ), s as (
      select station_id, fuel_type, sum(amount) as amount
      from nozzle_readings
      where ${readingsOf(f, false)}
      group by station_id, fuel_type
    )
    select st.name as "stationName", m.fuel_type as "fuelType",
      round(m.opening, 3)::text as "openingStock", round(m.sold, 3)::text as "sold", round(m.returned, 3)::text as "returned",
      round(m.adjusted, 3)::text as "adjusted", round(m.closing, 3)::text as "closingStock",
      round(coalesce(s.amount, 0), 2)::text as "salesAmount"
    from m
    join stations st on st.tenant_id = ${f.tenantId} and st.id = m.station_id
    left join s on s.station_id = m.station_id and s.fuel_type = m.fuel_type
    order by st.name, m.fuel_type`);
  return resultRows<TSourceRow>(rows);
}

/** Per business day, station and fuel: sales count, litres, amount and the payment mix (the daily rollups). */
export async function dailySummaryRows(tx: Tx, f: TReportFilter): Promise<TSourceRow[]> {
  const money = (method: TPaymentMethod) => sql.raw(`round(coalesce(sum(d.live_amount) filter (where d.payment_method = '${method}'), 0), 2)::text`);
  const rows = await tx.execute(sql`
    select to_char(d.business_day, 'YYYY-MM-DD') as "day", st.name as "stationName", d.fuel_type as "fuelType",
      sum(d.live_count)::int as "salesCount", round(sum(d.live_volume), 3)::text as "volume", round(sum(d.live_amount), 2)::text as "amount",
      ${money('cash')} as "cash", ${money('card')} as "card", ${money('upi')} as "upi", ${money('credit')} as "credit"
    from reading_daily_station_totals d
    join stations st on st.tenant_id = d.tenant_id and st.id = d.station_id
    where d.tenant_id = ${f.tenantId} and d.business_day between ${f.startDate}::date and ${f.endDate}::date
      ${f.stationId ? sql`and d.station_id = ${f.stationId}` : sql``}
    group by d.business_day, st.name, d.station_id, d.fuel_type
    having sum(d.live_count) > 0
    order by d.business_day, st.name, d.station_id, d.fuel_type`);
  return resultRows<TSourceRow>(rows);
}

/** How many rows a report of the type has (the PDF's page count is known before the first page). */
export async function countRows(tx: Tx, type: TReportType, f: TReportFilter): Promise<number> {
  if (type === 'sales' || type === 'readings') {
    const [row] = await tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(r).where(readingsOf(f, type === 'readings'));
    return row!.n;
  }
  return -1; // inventory and daily summary: counted from their rows, which are few
}

/**
 * The figures of the export summary over the whole filter: non-voided sales, and the profit from the
 * cost price of each sale's fuel price (amount − volume × cost, each rounded half-up to the paisa),
 * null as soon as one sale's price has no cost price.
 */
export async function salesFigures(tx: Tx, f: TReportFilter): Promise<{ totalSales: string; totalProfit: string | null }> {
  const [row] = await tx
    .select({
      totalSales: sql<string>`coalesce(sum(${r.amount}), 0)::text`,
      totalProfit: sql<string | null>`case when count(*) filter (where ${fuelPrices.costPrice} is null) > 0 then null
        else coalesce(sum(${r.amount} - round(${r.volume} * ${fuelPrices.costPrice}, 2)), 0)::text end`,
    })
    .from(r)
    .innerJoin(fuelPrices, and(eq(fuelPrices.tenantId, r.tenantId), eq(fuelPrices.id, r.fuelPriceId)))
    .where(readingsOf(f, false));
  return row!;
}

/** The tenant's name and zone, the station's name (when one is given) and now as local text. */
export async function reportHeading(tx: Tx, f: TReportFilter): Promise<{ tenantName: string; timeZone: string; stationName: string | null; generatedAt: string }> {
  const [row] = await tx
    .select({
      tenantName: tenants.name,
      timeZone: tenants.timeZone,
      stationName: f.stationId
        ? sql<string | null>`(select ${stations.name} from ${stations} where ${stations.tenantId} = ${f.tenantId} and ${stations.id} = ${f.stationId})`
        : sql<string | null>`null`,
      generatedAt: sql<string>`to_char(now() at time zone ${tenantZone(f.tenantId)}, 'YYYY-MM-DD HH24:MI')`,
    })
    .from(tenants)
    .where(eq(tenants.id, f.tenantId));
  return row!;
}

