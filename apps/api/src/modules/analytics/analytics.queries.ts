import { sql, type SQL } from 'drizzle-orm';
import type { TAnalyticsPeriod } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { resultRows } from '../../db/sql-fragments';

/**
 * Analytics read the per-day rollups at station grain (reading_daily_station_totals) or, for the
 * whole history, the running totals (reading_running_totals, a few rows per nozzle: docs/decisions/047).
 * A period costs rows per day and station, never per reading (docs/decisions/010, 013, 020). Only the
 * hourly figures read raw readings, of ONE business day, through the (tenant, recorded_at) index.
 * Every statement names the tenant itself (RLS is the backstop) and computes sums in numeric; the
 * service rounds with decimal.js.
 */

type TRow = Record<string, unknown>;

/** The first day of a period ending on day `d` (a SQL date); null for lifetime. */
function periodStart(period: TAnalyticsPeriod): SQL {
  switch (period) {
    case 'today':
      return sql`a.d`;
    case 'week':
      return sql`(a.d - 6)`;
    case 'month':
      return sql`date_trunc('month', a.d)::date`;
    case 'quarter':
      return sql`date_trunc('quarter', a.d)::date`;
    case 'year':
      return sql`date_trunc('year', a.d)::date`;
    case 'lifetime':
      return sql`null::date`;
  }
}

/**
 * A CTE `p(from_day, to_day, prev_from, prev_to)`: the period ending on `date` (default today in the
 * tenant's zone) and the previous period of the same number of days just before it. MATERIALIZED, like
 * the dashboard's day bounds: computed once, so the rollups are read by a range on their key instead of
 * calling fc_tenant_today for every rollup row (at 23 lakh readings that was seconds per request).
 * Joins name the bounds as scalar subqueries (`(select q.to_day from p q)`), known before the scan, so
 * they bound the index range instead of filtering every rollup row of the tenant.
 */
export function periodCte(tenantId: string, period: TAnalyticsPeriod, date: string | undefined): SQL {
  return sql`a as materialized (select coalesce(${date ?? null}::date, fc_tenant_today(${tenantId}::uuid, 0)) as d),
    p as materialized (select s.from_day, s.to_day, s.from_day - 1 as prev_to, s.from_day - (s.to_day - s.from_day) - 1 as prev_from
          from (select ${periodStart(period)} as from_day, a.d as to_day from a) s)`;
}

/** A CTE `p` for an explicit range of days (default: the last `days` days to today). */
export function rangeCte(tenantId: string, startDate: string | undefined, endDate: string | undefined, days: number): SQL {
  return sql`a as materialized (select coalesce(${endDate ?? null}::date, fc_tenant_today(${tenantId}::uuid, 0)) as d),
    p as materialized (select s.from_day, s.to_day, s.from_day - 1 as prev_to, s.from_day - (s.to_day - s.from_day) - 1 as prev_from
          from (select coalesce(${startDate ?? null}::date, a.d - ${days - 1}::int) as from_day, a.d as to_day from a) s)`;
}

const stationFilter = (alias: string, stationId: string | undefined) => (stationId ? sql`and ${sql.raw(alias)}.station_id = ${stationId}::uuid` : sql``);

/** The KPI aggregates of a period and of the previous one (lifetime: the running totals, no previous). */
export async function selectOverview(tx: Tx, tenantId: string, period: TAnalyticsPeriod, date: string | undefined, stationId: string | undefined) {
  if (period === 'lifetime') {
    const result = await tx.execute(sql`with ${periodCte(tenantId, period, date)}
      select null::text as from_day, p.to_day::text as to_day, null::text as prev_from, null::text as prev_to,
        coalesce(sum(t.live_amount), 0)::text as revenue, coalesce(sum(t.live_volume), 0)::text as volume,
        coalesce(sum(t.live_count), 0)::int as transactions,
        count(distinct t.station_id) filter (where t.live_count > 0)::int as stations,
        null::text as prev_revenue, null::text as prev_volume, null::int as prev_transactions, null::int as prev_stations
      from p left join reading_running_totals t on t.tenant_id = ${tenantId}::uuid ${stationFilter('t', stationId)}
      group by p.to_day`);
    return resultRows(result)[0]!;
  }
  // Summed per station and period first (a hash aggregate: a few rows), then those few rows: no sort of the
  // period's day rows, and "stations with a sale" is a count of station rows (live_count is never negative).
  const result = await tx.execute(sql`with ${periodCte(tenantId, period, date)},
    s as (select t.station_id, t.business_day >= (select q.from_day from p q) as cur,
                 sum(t.live_amount) as amount, sum(t.live_volume) as volume, sum(t.live_count) as n
          from reading_daily_station_totals t
          where t.tenant_id = ${tenantId}::uuid and t.business_day between (select q.prev_from from p q) and (select q.to_day from p q)
            ${stationFilter('t', stationId)}
          group by 1, 2)
    select p.from_day::text as from_day, p.to_day::text as to_day, p.prev_from::text as prev_from, p.prev_to::text as prev_to,
      coalesce((select sum(s.amount) from s where s.cur), 0)::text as revenue,
      coalesce((select sum(s.volume) from s where s.cur), 0)::text as volume,
      coalesce((select sum(s.n) from s where s.cur), 0)::int as transactions,
      (select count(*) from s where s.cur and s.n > 0)::int as stations,
      coalesce((select sum(s.amount) from s where not s.cur), 0)::text as prev_revenue,
      coalesce((select sum(s.volume) from s where not s.cur), 0)::text as prev_volume,
      coalesce((select sum(s.n) from s where not s.cur), 0)::int as prev_transactions,
      (select count(*) from s where not s.cur and s.n > 0)::int as prev_stations
    from p`);
  return resultRows(result)[0]!;
}

/**
 * The trend series with every bucket present (zero days included): days for a period up to a quarter,
 * months for a year and for the lifetime (from the tenant's first business day with readings).
 */
export async function selectTrends(tx: Tx, tenantId: string, period: TAnalyticsPeriod, date: string | undefined, stationId: string | undefined) {
  const monthly = period === 'year' || period === 'lifetime';
  const first = sql`(select min(f.business_day) from reading_daily_station_totals f where f.tenant_id = ${tenantId}::uuid)`;
  const from = period === 'lifetime' ? sql`date_trunc('month', coalesce(${first}, p.to_day))::date` : sql`p.from_day`;
  const step = monthly ? sql`'1 month'::interval` : sql`'1 day'::interval`;
  const bucketOf = monthly ? sql`date_trunc('month', t.business_day)::date` : sql`t.business_day`;
  const result = await tx.execute(sql`with ${periodCte(tenantId, period, date)},
    r as materialized (select ${from} as from_day, p.to_day from p),
    g as (select gs::date as bucket from r, generate_series(${monthly ? sql`date_trunc('month', r.from_day)` : sql`r.from_day`}, r.to_day, ${step}) gs),
    s as (select ${bucketOf} as bucket, sum(t.live_amount) as amount, sum(t.live_volume) as volume, sum(t.live_count) as n
          from r join reading_daily_station_totals t on t.tenant_id = ${tenantId}::uuid and t.business_day between (select q.from_day from r q) and (select q.to_day from r q)
            ${stationFilter('t', stationId)}
          group by 1)
    select g.bucket::text as bucket, (select from_day::text from r) as from_day, (select to_day::text from r) as to_day,
      coalesce(s.amount, 0)::text as revenue, coalesce(s.volume, 0)::text as volume, coalesce(s.n, 0)::int as transactions
    from g left join s on s.bucket = g.bucket order by g.bucket`);
  return resultRows(result);
}

/**
 * Sums by station, by fuel and by payment method of a period (grouping sets over the rollup rows), with
 * the station names. `prev` also sums the previous period (for the fuel share shift of insights).
 */
export async function selectBreakdown(
  tx: Tx,
  tenantId: string,
  period: TAnalyticsPeriod,
  date: string | undefined,
  stationId: string | undefined,
) {
  const lifetime = period === 'lifetime';
  const source = lifetime
    ? sql`reading_running_totals t on t.tenant_id = ${tenantId}::uuid`
    : sql`reading_daily_station_totals t on t.tenant_id = ${tenantId}::uuid and t.business_day between (select q.prev_from from p q) and (select q.to_day from p q)`;
  const cur = lifetime ? sql`true` : sql`t.business_day >= p.from_day`;
  const prev = lifetime ? sql`false` : sql`t.business_day <= p.prev_to`;
  const result = await tx.execute(sql`with ${periodCte(tenantId, period, date)},
    x as (select t.station_id, t.fuel_type, t.payment_method,
            sum(t.live_amount) filter (where ${cur}) as amount, sum(t.live_volume) filter (where ${cur}) as volume,
            sum(t.live_count) filter (where ${cur}) as n, sum(t.live_amount) filter (where ${prev}) as prev_amount,
            grouping(t.station_id, t.fuel_type, t.payment_method) as g
          from p join ${source} ${stationFilter('t', stationId)}
          group by grouping sets ((t.station_id), (t.fuel_type), (t.payment_method), ()))
    select x.g, x.station_id, st.name as station_name, x.fuel_type, x.payment_method,
      coalesce(x.amount, 0)::text as revenue, coalesce(x.volume, 0)::text as volume, coalesce(x.n, 0)::int as transactions,
      coalesce(x.prev_amount, 0)::text as prev_revenue,
      (select from_day::text from p) as from_day, (select to_day::text from p) as to_day
    from x left join stations st on st.tenant_id = ${tenantId}::uuid and st.id = x.station_id
    order by x.g, coalesce(x.amount, 0) desc, st.name, x.fuel_type, x.payment_method`);
  return resultRows(result);
}

/** Active nozzles of live stations whose latest reading is older than `days` days (or that never had one). */
export async function selectSilentNozzles(tx: Tx, tenantId: string, days: number, stationId: string | undefined) {
  const result = await tx.execute(sql`
    select n.id as nozzle_id, n.nozzle_number, n.fuel_type, pu.name as pump_name, st.id as station_id, st.name as station_name,
      last.recorded_at as last_at,
      case when last.recorded_at is null then null
        else (fc_tenant_today(${tenantId}::uuid, 0) - (last.recorded_at at time zone tn.time_zone)::date) end as days_silent
    from nozzles n
    join pumps pu on pu.tenant_id = n.tenant_id and pu.id = n.pump_id and pu.deleted_at is null and pu.status = 'active'
    join stations st on st.tenant_id = n.tenant_id and st.id = pu.station_id and st.deleted_at is null and st.status = 'active'
    join tenants tn on tn.id = n.tenant_id
    left join lateral (select r.recorded_at from nozzle_readings r where r.tenant_id = n.tenant_id and r.nozzle_id = n.id and r.status = 'recorded'
                       order by r.recorded_at desc limit 1) last on true
    where n.tenant_id = ${tenantId}::uuid and n.deleted_at is null and n.status = 'active' ${stationFilter('pu', stationId)}
      and (last.recorded_at is null or last.recorded_at < fc_tenant_day_start(${tenantId}::uuid, ${days - 1}::int))
    order by last.recorded_at nulls first, st.name, pu.name, n.nozzle_number
    limit 20`);
  return resultRows(result);
}

/** Per-station figures over a day range, every live station listed (zero when it sold nothing). */
export async function selectStationFigures(tx: Tx, tenantId: string, range: SQL, stationIds: string[] | undefined) {
  const only = stationIds ? sql`and st.id in (${sql.join(stationIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const result = await tx.execute(sql`with ${range}
    select st.id as station_id, st.name as station_name, p.from_day::text as from_day, p.to_day::text as to_day,
      coalesce(sum(t.live_amount), 0)::text as revenue, coalesce(sum(t.live_volume), 0)::text as volume,
      coalesce(sum(t.live_count), 0)::int as transactions
    from p cross join stations st
    left join reading_daily_station_totals t on t.tenant_id = st.tenant_id and t.station_id = st.id
      and t.business_day between (select q.from_day from p q) and (select q.to_day from p q)
    where st.tenant_id = ${tenantId}::uuid and st.deleted_at is null ${only}
    group by st.id, st.name, p.from_day, p.to_day
    order by coalesce(sum(t.live_amount), 0) desc, st.name, st.id`);
  return resultRows(result);
}

/**
 * 24 hourly buckets in the tenant's zone, summed over the business days from `from`'s day to `to`'s (each
 * null: today; see ZHourlySalesQuery), from those days' readings only. A range longer than `maxDays` reads
 * no reading: `too_long` says so and the caller refuses it.
 */
export async function selectHourly(
  tx: Tx,
  tenantId: string,
  range: { from: string | undefined; to: string | undefined },
  stationId: string | undefined,
  maxDays: number,
) {
  const result = await tx.execute(sql`
    with a as materialized (select coalesce(${range.to ?? null}::date, fc_tenant_today(${tenantId}::uuid, 0)) as d, tn.time_zone as zone
               from tenants tn where tn.id = ${tenantId}::uuid),
    b as materialized (select coalesce(${range.from ?? null}::date, a.d) as d0, a.d, a.zone,
                 (coalesce(${range.from ?? null}::date, a.d)::timestamp at time zone a.zone) as t0, ((a.d + 1)::timestamp at time zone a.zone) as t1,
                 a.d - coalesce(${range.from ?? null}::date, a.d) + 1 > ${maxDays}::int as too_long from a),
    h as (select extract(hour from r.recorded_at at time zone b.zone)::int as hour, sum(r.amount) as amount,
                 sum(r.volume) as volume, count(*) as n
          from b join nozzle_readings r on r.tenant_id = ${tenantId}::uuid
            and r.recorded_at >= (select q.t0 from b q) and r.recorded_at < (select q.t1 from b q)
            and r.status = 'recorded' ${stationFilter('r', stationId)}
          where not b.too_long
          group by 1)
    select (select d0::text from b) as first_day, (select d::text from b) as day, (select too_long from b) as too_long, g.hour,
      coalesce(h.amount, 0)::text as revenue, coalesce(h.volume, 0)::text as volume, coalesce(h.n, 0)::int as transactions
    from generate_series(0, 23) g(hour) left join h on h.hour = g.hour order by g.hour`);
  return resultRows(result);
}

/** Per station and fuel over a range, with the previous range of the same length for growth. */
export async function selectFuelPerformance(tx: Tx, tenantId: string, range: SQL, stationId: string | undefined) {
  const cur = sql`t.business_day >= p.from_day`;
  const result = await tx.execute(sql`with ${range}
    select t.station_id, st.name as station_name, t.fuel_type, p.from_day::text as from_day, p.to_day::text as to_day,
      coalesce(sum(t.live_amount) filter (where ${cur}), 0)::text as revenue,
      coalesce(sum(t.live_volume) filter (where ${cur}), 0)::text as volume,
      coalesce(sum(t.live_count) filter (where ${cur}), 0)::int as transactions,
      coalesce(sum(t.live_amount) filter (where not ${cur}), 0)::text as prev_revenue
    from p join reading_daily_station_totals t on t.tenant_id = ${tenantId}::uuid and t.business_day between (select q.prev_from from p q) and (select q.to_day from p q)
      ${stationFilter('t', stationId)}
    join stations st on st.tenant_id = t.tenant_id and st.id = t.station_id
    group by t.station_id, st.name, t.fuel_type, p.from_day, p.to_day
    having coalesce(sum(t.live_count) filter (where ${cur}), 0) > 0 or coalesce(sum(t.live_amount) filter (where not ${cur}), 0) > 0
    order by st.name, t.station_id, t.fuel_type`);
  return resultRows(result);
}

/** The range of a range CTE alone (when a statement returned no row to carry it). */
export async function selectRange(tx: Tx, range: SQL) {
  const result = await tx.execute(sql`with ${range} select p.from_day::text as from_day, p.to_day::text as to_day from p`);
  return resultRows(result)[0]!;
}

/** One business day's figures by station and by fuel (nozzle-grain rollup: nozzles with a live reading). */
export async function selectDailySummary(tx: Tx, tenantId: string, date: string | undefined) {
  const result = await tx.execute(sql`
    with a as materialized (select coalesce(${date ?? null}::date, fc_tenant_today(${tenantId}::uuid, 0)) as d),
    x as (select grouping(t.station_id, t.fuel_type) as g, t.station_id, t.fuel_type,
            sum(t.live_count) as n, sum(t.live_amount) as amount, sum(t.live_volume) as volume,
            count(distinct t.nozzle_id) filter (where t.live_count > 0) as nozzles,
            count(distinct t.station_id) filter (where t.live_count > 0) as stations,
            to_json(array_agg(distinct t.fuel_type) filter (where t.live_count > 0)) as fuels
          from a join reading_daily_totals t on t.tenant_id = ${tenantId}::uuid and t.business_day = (select q.d from a q)
          group by grouping sets ((t.station_id), (t.fuel_type), ()))
    select (select d::text from a) as day, x.g, x.station_id, st.name as station_name, x.fuel_type,
      coalesce(x.n, 0)::int as transactions, coalesce(x.amount, 0)::text as revenue, coalesce(x.volume, 0)::text as volume,
      coalesce(x.nozzles, 0)::int as nozzles, coalesce(x.stations, 0)::int as stations, x.fuels
    from (select 1) one left join x on true
    left join stations st on st.tenant_id = ${tenantId}::uuid and st.id = x.station_id
    where x.g is null or x.n > 0 or x.g = 3
    order by x.g, coalesce(x.amount, 0) desc, st.name, x.fuel_type`);
  return resultRows(result);
}
