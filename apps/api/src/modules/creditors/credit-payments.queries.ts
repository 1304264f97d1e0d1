import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TCreditPaymentMethod, TFuelType } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { creditPayments as p, creditors as c } from '../../db/schema';
import type { TScope } from '../../db/scope';
import { dateStart } from '../../db/business-days';
import { countInt, resultRows } from '../../db/sql-fragments';
import type { TWindow } from '../../lib/paging';

/** Payments received from creditors, and a creditor's statement (docs/decisions/015). */

export type TPaymentRow = {
  id: string;
  creditorId: string;
  creditorName: string;
  amount: string;
  paymentMethod: TCreditPaymentMethod;
  referenceNumber: string | null;
  notes: string | null;
  paidAt: Date | string;
  recordedBy: string;
  reversesId: string | null;
  reversedById: string | null;
};

/** The payments of the tenant (or of one creditor), newest first (owner and manager only: attendants get 403). */
export async function selectPayments(tx: Tx, scope: TScope, creditorId: string | undefined, window: TWindow): Promise<{ rows: TPaymentRow[]; total: number }> {
  const rows = await tx
    .select({
      id: p.id,
      creditorId: p.creditorId,
      creditorName: c.partyName,
      amount: p.amount,
      paymentMethod: p.paymentMethod,
      referenceNumber: p.referenceNumber,
      notes: p.notes,
      paidAt: p.paidAt,
      recordedBy: p.recordedByName,
      reversesId: p.reversesId,
      // Its reversal, if any (the unique index on tenant and reverses_id answers it).
      reversedById: sql<string | null>`(select r.id from ${p} r where r.tenant_id = ${p.tenantId} and r.reverses_id = ${p.id})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(p)
    .innerJoin(c, and(eq(c.tenantId, p.tenantId), eq(c.id, p.creditorId)))
    .where(and(eq(p.tenantId, scope.tenantId), creditorId ? eq(p.creditorId, creditorId) : undefined))
    .orderBy(desc(p.paidAt), desc(p.id))
    .limit(window.limit)
    .offset(window.offset);
  if (rows.length === 0 && window.offset > 0) {
    // A page past the end: the total still answers the filter.
    const [n] = await tx
      .select({ n: countInt() })
      .from(p)
      .where(and(eq(p.tenantId, scope.tenantId), creditorId ? eq(p.creditorId, creditorId) : undefined));
    return { rows: [], total: n?.n ?? 0 };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export type TCreditorGate = { id: string; stationId: string | null };

/**
 * The creditor a payment is for, passing the day gate of its station (DESIGN §3) in the same statement:
 * a payment received for a station's creditor lands in that station's business day (today, in the
 * tenant's zone); a creditor of no station belongs to no station's day. Undefined when not found.
 */
export async function creditorThroughGate(tx: Tx, tenantId: string, creditorId: string): Promise<TCreditorGate | undefined> {
  const result = await tx.execute(sql`
    select c.id, c.station_id,
      case when c.station_id is not null then (select true from fc_assert_day_open(c.tenant_id, c.station_id, now())) end as gate
    from ${c} c where c.tenant_id = ${tenantId} and c.id = ${creditorId}`);
  const [row] = resultRows<{ id: string; station_id: string | null }>(result);
  return row ? { id: row.id, stationId: row.station_id } : undefined;
}

export type TPaymentValues = {
  id: string;
  creditorId: string;
  /** Above zero; below zero on a reversal. */
  amount: string;
  paymentMethod: TCreditPaymentMethod;
  referenceNumber: string | null;
  notes: string | null;
  /** The payment a reversal takes back (the unique index refuses a second reversal of it). */
  reversesId?: string | null;
};

export type TPaymentToReverse = {
  id: string;
  creditorId: string;
  amount: string;
  paymentMethod: TCreditPaymentMethod;
  referenceNumber: string | null;
  reversesId: string | null;
  reversedById: string | null;
};

/**
 * A payment of the tenant to reverse, with whether it is a reversal itself or already reversed, passing
 * its creditor's station day gate for today in the same statement (a reversal lands in today, as the
 * payment it answers did). Undefined when not found.
 */
export async function paymentThroughGate(tx: Tx, tenantId: string, paymentId: string): Promise<TPaymentToReverse | undefined> {
  const result = await tx.execute(sql`
    select pm.id, pm.creditor_id, pm.amount::text as amount, pm.payment_method, pm.reference_number, pm.reverses_id,
      (select r.id from credit_payments r where r.tenant_id = pm.tenant_id and r.reverses_id = pm.id) as reversed_by_id,
      case when c.station_id is not null then (select true from fc_assert_day_open(c.tenant_id, c.station_id, now())) end as gate
    from credit_payments pm join creditors c on c.tenant_id = pm.tenant_id and c.id = pm.creditor_id
    where pm.tenant_id = ${tenantId} and pm.id = ${paymentId}`);
  const [row] = resultRows<Record<string, string | null>>(result);
  if (!row) return undefined;
  return {
    id: row.id!,
    creditorId: row.creditor_id!,
    amount: row.amount!,
    paymentMethod: row.payment_method as TCreditPaymentMethod,
    referenceNumber: row.reference_number ?? null,
    reversesId: row.reverses_id ?? null,
    reversedById: row.reversed_by_id ?? null,
  };
}

/**
 * Records a payment in ONE statement: the payment row, the creditor's running total of payments (its row
 * touched last, under its lock: decision 013) and the audit entry. Returns the payment with its creditor's
 * name.
 */
export async function insertPayment(tx: Tx, scope: TScope, v: TPaymentValues): Promise<TPaymentRow> {
  const result = await tx.execute(sql`
    with ins as (
      insert into ${p} (id, tenant_id, creditor_id, amount, payment_method, reference_number, notes, recorded_by, recorded_by_name, reverses_id)
      select ${v.id}::uuid, ${scope.tenantId}::uuid, ${v.creditorId}::uuid, ${v.amount}::numeric, ${v.paymentMethod}, ${v.referenceNumber}, ${v.notes},
        u.id, u.name, ${v.reversesId ?? null}::uuid
      from users u where u.tenant_id = ${scope.tenantId} and u.id = ${scope.userId}
      returning *
    ), upd as (
      update ${c} cr set payments_total = cr.payments_total + ins.amount, updated_at = now()
      from ins where cr.tenant_id = ins.tenant_id and cr.id = ins.creditor_id
      returning cr.party_name, cr.credit_sales, cr.payments_total
    ), audit as (
      insert into audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      select fc_uuid7(), ins.tenant_id, ins.recorded_by, ${scope.role},
        case when ins.reverses_id is null then 'credit_payment.recorded' else 'credit_payment.reversed' end, 'creditor', ins.creditor_id,
        jsonb_build_object('paymentId', ins.id, 'amount', ins.amount::text, 'paymentMethod', ins.payment_method,
          'referenceNumber', ins.reference_number, 'reversesId', ins.reverses_id, 'reason', case when ins.reverses_id is not null then ins.notes end,
          'balanceAfter', (upd.credit_sales - upd.payments_total)::text)
      from ins, upd
    )
    select ins.id, ins.creditor_id, upd.party_name, ins.amount::text as amount, ins.payment_method, ins.reference_number, ins.notes,
      ins.paid_at, ins.recorded_by_name, ins.reverses_id
    from ins, upd`);
  const [row] = resultRows<Record<string, unknown>>(result);
  if (!row) throw new Error('insertPayment: no row');
  return {
    id: row.id as string,
    creditorId: row.creditor_id as string,
    creditorName: row.party_name as string,
    amount: row.amount as string,
    paymentMethod: row.payment_method as TCreditPaymentMethod,
    referenceNumber: (row.reference_number as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    paidAt: row.paid_at as Date | string,
    recordedBy: row.recorded_by_name as string,
    reversesId: (row.reverses_id as string | null) ?? null,
    reversedById: null,
  };
}

// ------------------------------------------------------------------ the statement

export type TStatementRange = { from?: string | undefined; to?: string | undefined };

export type TStatementTotals = {
  /** Balance before the range (numeric text). */
  opening: string;
  sales: string;
  payments: string;
  entries: number;
  /** The running balance of the creditor row (the range's end is open: closing must equal it). */
  balance: string;
};

const saleOf = (tenantId: string, creditorId: string) =>
  sql`r.tenant_id = ${tenantId} and r.creditor_id = ${creditorId} and r.status = 'recorded' and r.payment_method = 'credit'`;
const paymentOf = (tenantId: string, creditorId: string) => sql`pm.tenant_id = ${tenantId} and pm.creditor_id = ${creditorId}`;

/** `at` within the range's days (the tenant's zone; `to` inclusive). */
function inRange(tenantId: string, column: SQL, range: TStatementRange): SQL {
  const parts = [sql`true`];
  if (range.from) parts.push(sql`${column} >= ${dateStart(tenantId, range.from)}`);
  if (range.to) parts.push(sql`${column} < ${dateStart(tenantId, range.to, 1)}`);
  return sql.join(parts, sql` and `);
}

/**
 * The statement's totals for a creditor the caller may see (undefined otherwise): the balance before the
 * range, the credit sales and payments within it, and the creditor's running balance. One statement.
 */
export async function statementTotals(tx: Tx, scope: TScope, creditorId: string, range: TStatementRange): Promise<TStatementTotals | undefined> {
  const t = scope.tenantId;
  const before = (column: SQL) => (range.from ? sql`${column} < ${dateStart(t, range.from)}` : sql`false`);
  const result = await tx.execute(sql`
    select
      ((select coalesce(sum(r.amount), 0) from nozzle_readings r where ${saleOf(t, creditorId)} and ${before(sql`r.recorded_at`)})
        - (select coalesce(sum(pm.amount), 0) from credit_payments pm where ${paymentOf(t, creditorId)} and ${before(sql`pm.paid_at`)}))::text as opening,
      (select coalesce(sum(r.amount), 0) from nozzle_readings r where ${saleOf(t, creditorId)} and ${inRange(t, sql`r.recorded_at`, range)})::text as sales,
      (select coalesce(sum(pm.amount), 0) from credit_payments pm where ${paymentOf(t, creditorId)} and ${inRange(t, sql`pm.paid_at`, range)})::text as payments,
      ((select count(*) from nozzle_readings r where ${saleOf(t, creditorId)} and ${inRange(t, sql`r.recorded_at`, range)})
        + (select count(*) from credit_payments pm where ${paymentOf(t, creditorId)} and ${inRange(t, sql`pm.paid_at`, range)}))::int as entries,
      (c.credit_sales - c.payments_total)::text as balance
    from creditors c
    where c.tenant_id = ${t} and c.id = ${creditorId} ${scope.role === 'attendant' ? sql`and false` : sql``}`);
  const [row] = resultRows<{ opening: string; sales: string; payments: string; entries: number | string; balance: string }>(result);
  return row ? { ...row, entries: Number(row.entries) } : undefined;
}

export type TStatementRow = {
  kind: 'sale' | 'payment' | 'reversal';
  id: string;
  at: Date | string;
  stationName: string | null;
  nozzleName: string | null;
  fuelType: TFuelType | null;
  volume: string | null;
  paymentMethod: TCreditPaymentMethod | null;
  referenceNumber: string | null;
  notes: string | null;
  reversed: boolean;
  debit: string;
  credit: string;
  balance: string;
};

/**
 * A page of the statement in date order (ties by id): credit sales (non-voided credit readings naming the
 * creditor) and payments, each with the running balance after it, starting from `opening`. The window runs
 * over the whole range before the page is cut, so every page's balances continue the previous one's.
 */
export async function statementEntries(
  tx: Tx,
  tenantId: string,
  creditorId: string,
  range: TStatementRange,
  opening: string,
  window: TWindow,
): Promise<TStatementRow[]> {
  const result = await tx.execute(sql`
    select kind, id, at, station_name, nozzle_name, fuel_type, volume::text as volume, payment_method, reference_number, notes, reversed,
      debit::text as debit, credit::text as credit,
      (${opening}::numeric + sum(debit - credit) over (order by at, id rows between unbounded preceding and current row))::text as balance
    from (
      select 'sale' as kind, r.id, r.recorded_at as at, s.name as station_name, n.name as nozzle_name, r.fuel_type, r.volume,
        null::text as payment_method, null::text as reference_number, null::text as notes, false as reversed,
        r.amount as debit, 0::numeric as credit
      from nozzle_readings r
      join stations s on s.tenant_id = r.tenant_id and s.id = r.station_id
      join nozzles n on n.tenant_id = r.tenant_id and n.id = r.nozzle_id
      where ${saleOf(tenantId, creditorId)} and ${inRange(tenantId, sql`r.recorded_at`, range)}
      union all
      select case when pm.reverses_id is null then 'payment' else 'reversal' end, pm.id, pm.paid_at, null, null, null, null,
        pm.payment_method, pm.reference_number, pm.notes,
        exists (select 1 from credit_payments r where r.tenant_id = pm.tenant_id and r.reverses_id = pm.id),
        greatest(-pm.amount, 0), greatest(pm.amount, 0)
      from credit_payments pm
      where ${paymentOf(tenantId, creditorId)} and ${inRange(tenantId, sql`pm.paid_at`, range)}
    ) e
    order by at, id
    limit ${window.limit} offset ${window.offset}`);
  return resultRows<Record<string, unknown>>(result).map((row) => ({
    kind: row.kind as TStatementRow['kind'],
    id: row.id as string,
    at: row.at as Date | string,
    stationName: (row.station_name as string | null) ?? null,
    nozzleName: (row.nozzle_name as string | null) ?? null,
    fuelType: (row.fuel_type as TFuelType | null) ?? null,
    volume: (row.volume as string | null) ?? null,
    paymentMethod: (row.payment_method as TCreditPaymentMethod | null) ?? null,
    referenceNumber: (row.reference_number as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    reversed: Boolean(row.reversed),
    debit: row.debit as string,
    credit: row.credit as string,
    balance: row.balance as string,
  }));
}
