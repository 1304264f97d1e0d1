import { sql, type SQL } from 'drizzle-orm';
import type { TFuelType, TPaymentMethod, TReconciliationStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import type { TScope } from '../../db/scope';
import type { TWindow } from '../../lib/paging';
import { resultRows } from '../../db/sql-fragments';

/**
 * Reconciliation and day close (docs/decisions/024). The figures of a day come from ONE SQL function,
 * fc_day_figures (drizzle/0022), for the summary, the close and the detail; the close and the reopen are
 * the functions fc_day_close and fc_day_reopen, which take the day gate's lock exclusively. Every read
 * here is one statement.
 */

type TRow = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const instant = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The figures of a day as exact decimal text at their scale (money 2 decimals, litres 3). */
export type TDayFigures = {
  totalRevenue: string;
  cashSales: string;
  cardSales: string;
  upiSales: string;
  creditSales: string;
  totalVolume: string;
  salesCount: number;
  cashCollected: string;
  cardCollected: string;
  upiCollected: string;
  creditGiven: string;
  totalCollected: string;
  diffCash: string;
  diffCard: string;
  diffUpi: string;
  diffCredit: string;
  diffTotal: string;
  accuracy: string;
  reportsApproved: number;
  reportsPending: number;
  reportsRejected: number;
};

/** A reconciliation record with its station's name; amounts as exact decimal text. */
export type TRecordRow = {
  id: string;
  stationId: string;
  stationName: string;
  day: string;
  status: TReconciliationStatus;
  actualSales: string;
  collected: string;
  difference: string;
  notes: string | null;
  closedById: string | null;
  closedBy: string;
  closedAt: Date;
  approvedBy: string | null;
  approvedAt: Date | null;
  reopenedBy: string | null;
  reopenedAt: Date | null;
  reopenReason: string | null;
};

/** One sale of a day (a non-voided reading), for the detail and the daily sales report. */
export type TDaySaleRow = {
  id: string;
  recordedAt: string;
  pumpName: string;
  nozzleNumber: number;
  fuelType: TFuelType;
  volume: string;
  pricePerLitre: string;
  amount: string;
  paymentMethod: TPaymentMethod;
  creditorName: string | null;
};

const FIGURE_COLUMNS = sql.raw(`f.total_revenue::text as total_revenue, f.cash_sales::text as cash_sales, f.card_sales::text as card_sales,
  f.upi_sales::text as upi_sales, f.credit_sales::text as credit_sales, f.total_volume::text as total_volume, f.sales_count,
  f.cash_collected::text as cash_collected, f.card_collected::text as card_collected, f.upi_collected::text as upi_collected,
  f.credit_given::text as credit_given, f.total_collected::text as total_collected,
  f.diff_cash::text as diff_cash, f.diff_card::text as diff_card, f.diff_upi::text as diff_upi, f.diff_credit::text as diff_credit,
  f.diff_total::text as diff_total, f.accuracy::text as accuracy,
  f.reports_approved, f.reports_pending, f.reports_rejected`);

const RECORD_COLUMNS = sql.raw(`r.id as r_id, r.station_id as r_station_id, r.business_day::text as r_day, r.status as r_status,
  r.actual_sales::text as r_actual_sales, r.collected::text as r_collected, r.difference::text as r_difference, r.notes as r_notes,
  r.closed_by as r_closed_by, r.closed_by_name as r_closed_by_name, r.closed_at as r_closed_at,
  r.approved_by_name as r_approved_by, r.approved_at as r_approved_at,
  r.reopened_by_name as r_reopened_by, r.reopened_at as r_reopened_at, r.reopen_reason as r_reopen_reason`);

function figuresOf(row: TRow): TDayFigures {
  return {
    totalRevenue: String(row.total_revenue),
    cashSales: String(row.cash_sales),
    cardSales: String(row.card_sales),
    upiSales: String(row.upi_sales),
    creditSales: String(row.credit_sales),
    totalVolume: String(row.total_volume),
    salesCount: Number(row.sales_count),
    cashCollected: String(row.cash_collected),
    cardCollected: String(row.card_collected),
    upiCollected: String(row.upi_collected),
    creditGiven: String(row.credit_given),
    totalCollected: String(row.total_collected),
    diffCash: String(row.diff_cash),
    diffCard: String(row.diff_card),
    diffUpi: String(row.diff_upi),
    diffCredit: String(row.diff_credit),
    diffTotal: String(row.diff_total),
    accuracy: String(row.accuracy),
    reportsApproved: Number(row.reports_approved),
    reportsPending: Number(row.reports_pending),
    reportsRejected: Number(row.reports_rejected),
  };
}

function recordOf(row: TRow, stationName: string): TRecordRow | null {
  if (row.r_id === null || row.r_id === undefined) return null;
  return {
    id: String(row.r_id),
    stationId: String(row.r_station_id),
    stationName,
    day: String(row.r_day),
    status: row.r_status as TReconciliationStatus,
    actualSales: String(row.r_actual_sales),
    collected: String(row.r_collected),
    difference: String(row.r_difference),
    notes: text(row.r_notes),
    closedById: text(row.r_closed_by),
    closedBy: String(row.r_closed_by_name),
    closedAt: instant(row.r_closed_at),
    approvedBy: text(row.r_approved_by),
    approvedAt: row.r_approved_at ? instant(row.r_approved_at) : null,
    reopenedBy: text(row.r_reopened_by),
    reopenedAt: row.r_reopened_at ? instant(row.r_reopened_at) : null,
    reopenReason: text(row.r_reopen_reason),
  };
}

export type TDayState = {
  stationId: string;
  stationName: string;
  day: string;
  /** The business day has ended in the tenant's zone (it is before today). */
  dayEnded: boolean;
  figures: TDayFigures;
  record: TRecordRow | null;
};

/**
 * The summary of a (station, day) in ONE statement: the station (any of the tenant's, deleted ones too:
 * their closed days keep their history), whether the day has ended, its figures and its record if any.
 * Undefined when the station is not the tenant's.
 */
export async function dayState(tx: Tx, scope: TScope, stationId: string, day: string): Promise<TDayState | undefined> {
  const t = scope.tenantId;
  const result = await tx.execute(sql`
    select s.id as station_id, s.name as station_name, (${day}::date < fc_tenant_today(${t}::uuid)) as day_ended,
      ${FIGURE_COLUMNS}, ${RECORD_COLUMNS}
    from stations s
    cross join lateral fc_day_figures(${t}::uuid, s.id, ${day}::date) f
    left join reconciliations r on r.tenant_id = s.tenant_id and r.station_id = s.id and r.business_day = ${day}::date
    where s.tenant_id = ${t} and s.id = ${stationId}::uuid`);
  const row = resultRows(result)[0];
  if (!row) return undefined;
  const stationName = String(row.station_name);
  return { stationId: String(row.station_id), stationName, day, dayEnded: row.day_ended === true, figures: figuresOf(row), record: recordOf(row, stationName) };
}

/**
 * A record by id with its day's figures as they stand and the day's sales (non-voided readings, in time
 * order, with pump, nozzle and creditor names) — in ONE statement. Undefined when no record has this id
 * in the tenant.
 */
export async function recordDay(tx: Tx, scope: TScope, id: string): Promise<(TDayState & { record: TRecordRow; sales: TDaySaleRow[] }) | undefined> {
  const t = scope.tenantId;
  const result = await tx.execute(sql`
    select s.id as station_id, s.name as station_name, (r.business_day < fc_tenant_today(${t}::uuid)) as day_ended,
      ${FIGURE_COLUMNS}, ${RECORD_COLUMNS},
      (select coalesce(json_agg(json_build_object(
          'id', n.id, 'recordedAt', to_char(n.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'pumpName', p.name, 'nozzleNumber', z.nozzle_number, 'fuelType', n.fuel_type, 'volume', n.volume::text,
          'pricePerLitre', n.price_per_litre::text, 'amount', n.amount::text, 'paymentMethod', n.payment_method,
          'creditorName', c.party_name) order by n.recorded_at, n.id), '[]'::json)
        from nozzle_readings n
        join nozzles z on z.tenant_id = n.tenant_id and z.id = n.nozzle_id
        join pumps p on p.tenant_id = n.tenant_id and p.id = n.pump_id
        left join creditors c on c.tenant_id = n.tenant_id and c.id = n.creditor_id
        where n.tenant_id = ${t} and n.station_id = r.station_id and n.status = 'recorded'
          and n.recorded_at >= (r.business_day::timestamp at time zone tn.time_zone)
          and n.recorded_at < ((r.business_day + 1)::timestamp at time zone tn.time_zone)) as sales
    from reconciliations r
    join tenants tn on tn.id = r.tenant_id
    join stations s on s.tenant_id = r.tenant_id and s.id = r.station_id
    cross join lateral fc_day_figures(${t}::uuid, r.station_id, r.business_day) f
    where r.tenant_id = ${t} and r.id = ${id}::uuid`);
  const row = resultRows(result)[0];
  if (!row) return undefined;
  const stationName = String(row.station_name);
  return {
    stationId: String(row.station_id),
    stationName,
    day: String(row.r_day),
    dayEnded: row.day_ended === true,
    figures: figuresOf(row),
    record: recordOf(row, stationName)!,
    sales: parseJson<TDaySaleRow[]>(row.sales),
  };
}

export type TRecordFilter = { stationId?: string; dateFrom?: string; dateTo?: string; status?: TReconciliationStatus };

function recordWhere(tenantId: string, f: TRecordFilter): SQL {
  return sql`r.tenant_id = ${tenantId}
    ${f.stationId ? sql`and r.station_id = ${f.stationId}::uuid` : sql``}
    ${f.dateFrom ? sql`and r.business_day >= ${f.dateFrom}::date` : sql``}
    ${f.dateTo ? sql`and r.business_day <= ${f.dateTo}::date` : sql``}
    ${f.status ? sql`and r.status = ${f.status}` : sql``}`;
}

/** A page of records, newest day first (then station name), or one record by id. */
export async function selectRecords(tx: Tx, scope: TScope, f: TRecordFilter & { id?: string }, window: TWindow): Promise<TRecordRow[]> {
  const result = await tx.execute(sql`
    select s.name as station_name, ${RECORD_COLUMNS}
    from reconciliations r
    join stations s on s.tenant_id = r.tenant_id and s.id = r.station_id
    where ${recordWhere(scope.tenantId, f)} ${f.id ? sql`and r.id = ${f.id}::uuid` : sql``}
    order by r.business_day desc, s.name, r.id
    limit ${window.limit} offset ${window.offset}`);
  return resultRows(result).map((row) => recordOf(row, String(row.station_name))!);
}

export async function countRecords(tx: Tx, scope: TScope, f: TRecordFilter): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n from reconciliations r where ${recordWhere(scope.tenantId, f)}`);
  return Number(resultRows(result)[0]!.n);
}

/** Closes a day through fc_day_close (every rule, the lock, the closure, the record, the audit): the record's id. */
export async function closeDay(tx: Tx, scope: TScope, v: { id: string; stationId: string; day: string; notes: string | null }): Promise<string> {
  const result = await tx.execute(sql`select fc_day_close(${scope.tenantId}::uuid, ${v.stationId}::uuid, ${v.day}::date,
    ${scope.userId}::uuid, ${scope.role}::text, ${v.notes}::text, ${v.id}::uuid) as id`);
  return String(resultRows(result)[0]!.id);
}

/** Reopens a day through fc_day_reopen (the lock, the closure deleted, the record marked, the audit). */
export async function reopenDay(tx: Tx, scope: TScope, id: string, reason: string): Promise<void> {
  await tx.execute(sql`select fc_day_reopen(${scope.tenantId}::uuid, ${id}::uuid, ${scope.userId}::uuid, ${scope.role}::text, ${reason}::text)`);
}

/**
 * One change of a record in ONE statement with its audit entry — an approval (only of a `closed` record)
 * or new notes (any record) — answering the record as it is now; undefined when there is nothing to
 * change (no such record, or not closed for an approval): the caller reads which.
 */
export async function changeRecord(
  tx: Tx,
  scope: TScope,
  id: string,
  change: { kind: 'approve' } | { kind: 'notes'; notes: string | null },
): Promise<TRecordRow | undefined> {
  const t = scope.tenantId;
  const name = sql`coalesce((select x.name from users x where x.tenant_id = ${t}::uuid and x.id = ${scope.userId}::uuid), 'System')`;
  const set =
    change.kind === 'approve'
      ? sql`status = 'approved', approved_by = ${scope.userId}::uuid, approved_by_name = ${name}, approved_at = now(), updated_at = now()`
      : sql`notes = ${change.notes}::text, updated_at = now()`;
  const details =
    change.kind === 'approve'
      ? sql`jsonb_build_object('stationId', r.station_id, 'date', r.business_day::text, 'difference', r.difference::text, 'actualSales', r.actual_sales::text)`
      : sql`jsonb_build_object('stationId', r.station_id, 'date', r.business_day::text, 'before', b.notes, 'after', r.notes)`;
  const result = await tx.execute(sql`
    with b as (select x.id, x.notes from reconciliations x where x.tenant_id = ${t} and x.id = ${id}::uuid),
    r as (
      update reconciliations r set ${set}
      where r.tenant_id = ${t} and r.id = ${id}::uuid ${change.kind === 'approve' ? sql`and r.status = 'closed'` : sql``}
      returning r.*
    ), audit as (
      insert into audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      select fc_uuid7(), ${t}::uuid, ${scope.userId}::uuid, ${scope.role}::text,
        ${change.kind === 'approve' ? 'day.approved' : 'day.notes_changed'}::text, 'reconciliation', r.id, ${details}
      from r join b on b.id = r.id
    )
    select s.name as station_name, ${RECORD_COLUMNS}
    from r join stations s on s.tenant_id = r.tenant_id and s.id = r.station_id`);
  const row = resultRows(result)[0];
  return row ? recordOf(row, String(row.station_name))! : undefined;
}
