import { sql } from 'drizzle-orm';
import type { TFuelType, TPaymentMethod, TCashReportStatus, TShift } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { dateStart, tenantZone } from '../../db/business-days';
import { resultRows } from '../../db/sql-fragments';

/**
 * The figures of a station's daily sales report (docs/decisions/025), one statement per section, all
 * in the caller's tenant transaction. The day is the business day in the tenant's zone; sales are the
 * day's non-voided readings; figures are the database's numeric text.
 */

export type TDsrHeading = {
  tenantName: string;
  stationName: string;
  closedAt: string | null;
  closedBy: string | null;
  closeNotes: string | null;
  generatedAt: string;
};

/** The business, the station, the day's closure (station_day_closures) if there is one, and now (local text). */
export async function dsrHeading(tx: Tx, tenantId: string, stationId: string, day: string): Promise<TDsrHeading | undefined> {
  const zone = tenantZone(tenantId);
  const rows = resultRows<TDsrHeading>(
    await tx.execute(sql`
      select t.name as "tenantName", s.name as "stationName",
        to_char(c.closed_at at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as "closedAt", u.name as "closedBy", c.notes as "closeNotes",
        to_char(now() at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as "generatedAt"
      from stations s
      join tenants t on t.id = s.tenant_id
      left join station_day_closures c on c.tenant_id = s.tenant_id and c.station_id = s.id and c.business_day = ${day}::date
      left join users u on u.tenant_id = c.tenant_id and u.id = c.closed_by
      where s.tenant_id = ${tenantId} and s.id = ${stationId}`),
  );
  return rows[0];
}

export type TDsrNozzle = {
  pumpName: string;
  nozzleNumber: number;
  fuelType: TFuelType;
  opening: string;
  closing: string;
  litres: string;
  minRate: string | null;
  maxRate: string | null;
  amount: string;
  sales: number;
};

/** The day's readings of the station, as a subquery text (non-voided, within the business day). */
const dayReadings = (tenantId: string, stationId: string, day: string) => sql`(
  select * from nozzle_readings
  where tenant_id = ${tenantId} and station_id = ${stationId} and status = 'recorded'
    and recorded_at >= ${dateStart(tenantId, day)} and recorded_at < ${dateStart(tenantId, day, 1)})`;

/**
 * Per nozzle: the opening meter (the day's first reading's previous reading; with no reading that day,
 * the last reading before it or the nozzle's opening reading), the closing meter (the day's last
 * reading), litres, the rate(s) and the amount. Nozzles of the station that existed that day are listed
 * even without sales; a nozzle deleted since is listed when it sold that day.
 */
export async function dsrNozzles(tx: Tx, tenantId: string, stationId: string, day: string): Promise<TDsrNozzle[]> {
  return resultRows<TDsrNozzle>(
    await tx.execute(sql`
      with d as ${dayReadings(tenantId, stationId, day)},
      a as (
        select nozzle_id,
          (array_agg(previous_reading order by recorded_at, id))[1] as opening,
          (array_agg(reading order by recorded_at desc, id desc))[1] as closing,
          sum(volume) as litres, sum(amount) as amount, min(price_per_litre) as min_rate, max(price_per_litre) as max_rate, count(*)::int as sales
        from d group by nozzle_id
      )
      select p.name as "pumpName", n.nozzle_number as "nozzleNumber", n.fuel_type as "fuelType",
        coalesce(a.opening, before.reading, n.opening_reading)::text as "opening",
        coalesce(a.closing, before.reading, n.opening_reading)::text as "closing",
        coalesce(a.litres, 0)::numeric(14, 3)::text as "litres",
        a.min_rate::text as "minRate", a.max_rate::text as "maxRate",
        coalesce(a.amount, 0)::numeric(14, 2)::text as "amount", coalesce(a.sales, 0) as "sales"
      from nozzles n
      join pumps p on p.tenant_id = n.tenant_id and p.id = n.pump_id
      left join a on a.nozzle_id = n.id
      left join lateral (
        select r.reading from nozzle_readings r
        where r.tenant_id = n.tenant_id and r.nozzle_id = n.id and r.status = 'recorded' and r.recorded_at < ${dateStart(tenantId, day)}
        order by r.recorded_at desc, r.id desc limit 1
      ) before on true
      where n.tenant_id = ${tenantId} and p.station_id = ${stationId}
        and (a.nozzle_id is not null
          or (n.created_at < ${dateStart(tenantId, day, 1)}
            and (n.deleted_at is null or n.deleted_at >= ${dateStart(tenantId, day, 1)})
            and (p.deleted_at is null or p.deleted_at >= ${dateStart(tenantId, day, 1)})))
      order by p.name, p.id, n.nozzle_number, n.id`),
  );
}

export type TDsrGroup = { fuelType: TFuelType | null; paymentMethod: TPaymentMethod | null; sales: number; litres: string; amount: string };

/** The day's sales by fuel, by payment method and in total (grouping sets: one statement, exact sums). */
export async function dsrMix(tx: Tx, tenantId: string, stationId: string, day: string): Promise<TDsrGroup[]> {
  return resultRows<TDsrGroup>(
    await tx.execute(sql`
      with d as ${dayReadings(tenantId, stationId, day)}
      select fuel_type as "fuelType", payment_method as "paymentMethod", count(*)::int as "sales",
        coalesce(sum(volume), 0)::numeric(16, 3)::text as "litres", coalesce(sum(amount), 0)::numeric(16, 2)::text as "amount"
      from d group by grouping sets ((fuel_type), (payment_method), ())`),
  );
}

export type TDsrCreditor = { creditorName: string; sales: number; litres: string; amount: string };

export async function dsrCreditors(tx: Tx, tenantId: string, stationId: string, day: string): Promise<TDsrCreditor[]> {
  return resultRows<TDsrCreditor>(
    await tx.execute(sql`
      with d as ${dayReadings(tenantId, stationId, day)}
      select coalesce(c.party_name, 'Unknown creditor') as "creditorName", count(*)::int as "sales",
        sum(d.volume)::numeric(16, 3)::text as "litres", sum(d.amount)::numeric(16, 2)::text as "amount"
      from d left join creditors c on c.tenant_id = d.tenant_id and c.id = d.creditor_id
      where d.payment_method = 'credit'
      group by c.id, c.party_name order by 4 desc, 1`),
  );
}

export type TDsrCashReport = {
  shift: TShift | null;
  userName: string | null;
  status: TCashReportStatus | null;
  cash: string;
  card: string;
  upi: string;
  credit: string;
  total: string;
};

/**
 * The day's cash reports of the station, each, and (shift null) the total of those not rejected — what
 * the people on shift declared, compared with the readings.
 */
export async function dsrCashReports(tx: Tx, tenantId: string, stationId: string, day: string): Promise<TDsrCashReport[]> {
  return resultRows<TDsrCashReport>(
    await tx.execute(sql`
      select shift, "userName", status, cash::text, card::text, upi::text, credit::text, (cash + card + upi + credit)::text as total
      from (
        select shift, user_name as "userName", status, cash_amount as cash, card_amount as card, upi_amount as upi, credit_amount as credit, 0 as part,
          case shift when 'morning' then 1 when 'afternoon' then 2 else 3 end as shift_order, created_at
        from cash_reports where tenant_id = ${tenantId} and station_id = ${stationId} and business_day = ${day}::date
        union all
        select null, null, null, coalesce(sum(cash_amount), 0), coalesce(sum(card_amount), 0), coalesce(sum(upi_amount), 0), coalesce(sum(credit_amount), 0), 1, 0, null
        from cash_reports where tenant_id = ${tenantId} and station_id = ${stationId} and business_day = ${day}::date and status <> 'rejected'
      ) x
      order by part, shift_order, created_at`),
  );
}
