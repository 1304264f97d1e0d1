import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  readingDailyStationTotals as ds,
  readingDailyTotals as dn,
  readingRunningTotals as rn,
} from '../../db/schema';
import { scopeWith, type TScope } from '../../db/scope';
import {
  dimensionsWhere,
  filterFromValues,
  readingShape,
  readingValues,
  summarizeReadings,
  type TReadingFilter,
  type TReadingSummaryRow,
} from './readings.queries';
import { runPrepared } from '../../db/prepared';
import { businessToday, once } from '../../db/business-days';
import { dayClosed } from '../../db/day-gate';

/**
 * The per-day rollups of readings (docs/decisions/010-sales-rollups.md) at two grains:
 * reading_daily_totals (per nozzle, pump, station, fuel and payment method) and
 * reading_daily_station_totals (per station, fuel and payment method). Every change is read from the
 * stored reading row itself (its recorded_at to the microsecond, its amount and volume), so a rollup
 * never differs from the rows by a rounding or a time-zone slip. They are maintained by the reading
 * write function (fc_reading_totals in drizzle/0013_data_path_functions.sql) in the reading's
 * transaction, together with the running (lifetime) totals at nozzle grain. Running totals at station
 * grain are the sum of those (a few rows per nozzle): they are not kept a second time (drizzle/0035,
 * docs/decisions/047).
 */

type TGrain = { table: string; keys: string[] };
const GRAINS: TGrain[] = [
  { table: 'reading_daily_totals', keys: ['business_day', 'nozzle_id', 'payment_method', 'pump_id', 'station_id', 'fuel_type'] },
  { table: 'reading_daily_station_totals', keys: ['business_day', 'station_id', 'fuel_type', 'payment_method'] },
  { table: 'reading_running_totals', keys: ['nozzle_id', 'payment_method', 'pump_id', 'station_id', 'fuel_type'] },
];
const BUSINESS_DAY = '(r.recorded_at at time zone tn.time_zone)::date';
const LIVE = "(r.status = 'recorded')";
/** The key columns of a grain as read from a reading `r` (its business day in the tenant's zone). */
const keyValues = (g: TGrain) => sql.raw(g.keys.map((k) => (k === 'business_day' ? BUSINESS_DAY : `r.${k}`)).join(', '));
const keyList = (g: TGrain, prefix = '') => sql.raw(g.keys.map((k) => prefix + k).join(', '));
const readingFrom = (tenantId: string) => sql`from nozzle_readings r join tenants tn on tn.id = r.tenant_id where r.tenant_id = ${tenantId}`;

/** A grain's key as read from a reading `r`, with the tenant first: its primary key's order. */
const keyColumns = (g: TGrain) => sql`r.tenant_id, ${keyValues(g)}`;

/**
 * The tenant's rollups rebuilt set-based from all its readings (seeds; migration 0011 does the same
 * for every tenant). Deletes first, so it runs on the platform path or as the owner, never as app_user.
 * The rows go in in key order, so a day's rows sit on a few pages, as in a history recorded day by day;
 * in the grouping's order, a year's rows lay scattered and reading one day touched a page per row.
 */
export async function rebuildReadingTotals(tx: Tx, tenantId: string): Promise<void> {
  for (const g of GRAINS) {
    await tx.execute(sql`delete from ${sql.raw(g.table)} where tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into ${sql.raw(g.table)} (tenant_id, ${keyList(g)}, readings_count, live_count, live_amount, live_volume)
      select r.tenant_id, ${keyValues(g)}, count(*)::int, (count(*) filter (where ${sql.raw(LIVE)}))::int,
        coalesce(sum(r.amount) filter (where ${sql.raw(LIVE)}), 0), coalesce(sum(r.volume) filter (where ${sql.raw(LIVE)}), 0)
      ${readingFrom(tenantId)}
      group by ${keyColumns(g)}
      order by ${keyColumns(g)}`);
  }
}

/** Whether a filter is made of whole business days and rollup dimensions only (else: the raw aggregate). */
export function mapsToTotals(filter: TReadingFilter): boolean {
  return filter.id === undefined && filter.from === undefined && filter.to === undefined;
}

const today = (tenantId: string, daysBack: number): SQL => businessToday(tenantId, daysBack);

/**
 * The list summary from the rollups: the same figures, to the string, as `summarizeReadings` over
 * the raw rows (its test compares both). `period` and the day range are whole days in the tenant's
 * zone; the station grain serves every filter without a pump or nozzle. A filter over the whole
 * history (no period, no day range) reads the running totals, a few rows per nozzle whatever the
 * history's length, with today's and the week's counts from the day rows of the last 7 days; a
 * filter with days reads the day rows of those days (docs/decisions/013). Rows whose readings all moved
 * away or were voided keep zeros; sums skip rows without a live reading so that "no live reading" gives
 * 0 like the raw sum, not 0.00.
 */
export async function summarizeFromTotals(
  tx: Tx,
  scope: TScope,
  filter: TReadingFilter,
  grain: 'auto' | 'nozzle' | 'station' = 'auto',
): Promise<TReadingSummaryRow> {
  if (!mapsToTotals(filter)) throw new Error('summarizeFromTotals: filter does not map to whole days');
  const byNozzle = grain === 'nozzle' || (grain === 'auto' && (filter.nozzleId !== undefined || filter.pumpId !== undefined));
  if (grain === 'station' && (filter.nozzleId || filter.pumpId)) throw new Error('summarizeFromTotals: station grain has no pump or nozzle');
  const [row] = await runPrepared(tx, 'readings.totals', readingShape(scope, filter, byNozzle ? 'nozzle' : 'station'), readingValues(scope, filter), (v) =>
    totalsSummary(tx, scopeWith(scope.role, v), filterFromValues(filter, v), byNozzle),
  );
  return row!;
}

/** The statement of `summarizeFromTotals` (built once per shape, db/prepared.ts). */
function totalsSummary(tx: Tx, scope: TScope, filter: TReadingFilter, byNozzle: boolean) {
  const d = byNozzle ? dn : ds;
  const counted = filter.includeVoided ? d.readingsCount : d.liveCount;
  const dayRows = and(
    eq(d.tenantId, scope.tenantId),
    dimensionsWhere(scope, filter, d),
    filter.period === 'today' ? sql`${d.businessDay} >= ${today(scope.tenantId, 0)}` : undefined,
    filter.period === 'week' ? sql`${d.businessDay} >= ${today(scope.tenantId, 6)}` : undefined,
    filter.fromDay ? gte(d.businessDay, filter.fromDay) : undefined,
    filter.toDay ? lte(d.businessDay, filter.toDay) : undefined,
  );
  const wholeHistory = (filter.period === undefined || filter.period === 'all') && !filter.fromDay && !filter.toDay;
  if (wholeHistory) {
    // The nozzle rows at either grain: a station's running totals are their sum (docs/decisions/047).
    const t = rn;
    const totalCounted = filter.includeVoided ? t.readingsCount : t.liveCount;
    const hasLive = sql`${t.liveCount} > 0`;
    // Posted: the day rows of closed days (few: closures are per station and day), whatever the history's length.
    const posted = sql<string>`(select coalesce(sum(${d.liveAmount}) filter (where ${d.liveCount} > 0), 0)::text from ${d}
      where ${and(dayRows, dayClosed(scope.tenantId, d.stationId, { date: d.businessDay }))})`;
    const recent = (daysBack: number) =>
      sql<number>`(select coalesce(sum(${counted}), 0)::int from ${d} where ${and(dayRows, sql`${d.businessDay} >= ${today(scope.tenantId, daysBack)}`)})`.mapWith(Number);
    return tx
      .select({
        total: sql<number>`coalesce(sum(${totalCounted}), 0)::int`.mapWith(Number),
        today: recent(0),
        week: recent(6),
        amount: sql<string>`coalesce(sum(${t.liveAmount}) filter (where ${hasLive}), 0)::text`,
        volume: sql<string>`coalesce(sum(${t.liveVolume}) filter (where ${hasLive}), 0)::text`,
        creditAmount: sql<string>`coalesce(sum(${t.liveAmount}) filter (where ${hasLive} and ${t.paymentMethod} = 'credit'), 0)::text`,
        postedAmount: posted,
      })
      .from(t)
      .where(and(eq(t.tenantId, scope.tenantId), dimensionsWhere(scope, filter, t)));
  }
  const hasLive = sql`${d.liveCount} > 0`;
  return tx
    .select({
      total: sql<number>`coalesce(sum(${counted}), 0)::int`.mapWith(Number),
      today: sql<number>`coalesce(sum(${counted}) filter (where ${d.businessDay} >= ${once(today(scope.tenantId, 0))}), 0)::int`.mapWith(Number),
      week: sql<number>`coalesce(sum(${counted}) filter (where ${d.businessDay} >= ${once(today(scope.tenantId, 6))}), 0)::int`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${d.liveAmount}) filter (where ${hasLive}), 0)::text`,
      volume: sql<string>`coalesce(sum(${d.liveVolume}) filter (where ${hasLive}), 0)::text`,
      creditAmount: sql<string>`coalesce(sum(${d.liveAmount}) filter (where ${hasLive} and ${d.paymentMethod} = 'credit'), 0)::text`,
      postedAmount: sql<string>`coalesce(sum(${d.liveAmount}) filter (where ${hasLive} and ${dayClosed(scope.tenantId, d.stationId, { date: d.businessDay })}), 0)::text`,
    })
    .from(d)
    .where(dayRows);
}

/** The summary of a list: from the rollups when the filter is whole days, else over the raw rows. */
export async function summarizeForList(tx: Tx, scope: TScope, filter: TReadingFilter): Promise<TReadingSummaryRow> {
  return mapsToTotals(filter) ? summarizeFromTotals(tx, scope, filter) : summarizeReadings(tx, scope, filter);
}
