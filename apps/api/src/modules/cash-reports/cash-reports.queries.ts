import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TCashReportStatus, TShift } from '@forecourt/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { cashReports, creditors, stations, userStationAssignments, users } from '../../db/schema';
import { stationVisible, type TScope } from '../../db/scope';
import { FIRST_ROW, type TWindow } from '../../lib/paging';
import { resultRows } from '../../db/sql-fragments';

/**
 * Shift cash reports (docs/decisions/015, 017). A submission is two statements after the request's
 * first round trip: `submissionContext` (every fact the rules need, and the day gate) and `writeReport`
 * (the insert or the update of the pending report, with its audit entry); a review is one
 * (`reviewReport`). Lists are a page and its summary.
 */

type TRow = Record<string, unknown>;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const instant = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** A report as the API reads it: amounts as exact decimal text, names joined. */
export type TReportRow = {
  id: string;
  stationId: string;
  stationName: string;
  userId: string;
  userName: string;
  day: string;
  shift: TShift;
  cashAmount: string;
  cardAmount: string;
  upiAmount: string;
  creditAmount: string;
  totalAmount: string;
  creditorId: string | null;
  creditorName: string | null;
  notes: string | null;
  status: TCashReportStatus;
  reviewedBy: string | null;
  reviewedByName: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const r = cashReports;
const total = sql<string>`(${r.cashAmount} + ${r.cardAmount} + ${r.upiAmount} + ${r.creditAmount})::text`;

const reportColumns = {
  id: r.id,
  stationId: r.stationId,
  stationName: stations.name,
  userId: r.userId,
  userName: r.userName,
  day: sql<string>`${r.businessDay}::text`,
  shift: r.shift,
  cashAmount: r.cashAmount,
  cardAmount: r.cardAmount,
  upiAmount: r.upiAmount,
  creditAmount: r.creditAmount,
  totalAmount: total,
  creditorId: r.creditorId,
  // The creditor's current party name; the free text only when no creditor was chosen.
  creditorName: sql<string | null>`coalesce(${creditors.partyName}, ${r.creditorName})`,
  notes: r.notes,
  status: r.status,
  reviewedBy: r.reviewedBy,
  reviewedByName: r.reviewedByName,
  reviewedAt: r.reviewedAt,
  reviewNote: r.reviewNote,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

export type TReportFilter = {
  id?: string;
  stationId?: string;
  dateFrom?: string;
  dateTo?: string;
  status?: TCashReportStatus;
  userId?: string;
};

/**
 * Reports the caller may see: owners and managers every report of the tenant; an attendant only their
 * own, at assigned stations (anything else does not exist for them).
 */
function reportWhere(scope: TScope, f: TReportFilter): SQL | undefined {
  return and(
    eq(r.tenantId, scope.tenantId),
    scope.role === 'attendant' ? eq(r.userId, scope.userId) : undefined,
    stationVisible(scope, r.stationId),
    f.id ? eq(r.id, f.id) : undefined,
    f.stationId ? eq(r.stationId, f.stationId) : undefined,
    f.dateFrom ? gte(r.businessDay, f.dateFrom) : undefined,
    f.dateTo ? lte(r.businessDay, f.dateTo) : undefined,
    f.status ? eq(r.status, f.status) : undefined,
    f.userId ? eq(r.userId, f.userId) : undefined,
  );
}

const stationOfReport = and(eq(stations.tenantId, r.tenantId), eq(stations.id, r.stationId));
const creditorOfReport = and(eq(creditors.tenantId, r.tenantId), eq(creditors.id, r.creditorId));

/** A page of reports, newest business day first (then the latest submitted), or one report by id. */
export async function selectReports(tx: Tx, scope: TScope, f: TReportFilter, window: TWindow = FIRST_ROW): Promise<TReportRow[]> {
  return tx
    .select(reportColumns)
    .from(r)
    .innerJoin(stations, stationOfReport)
    .leftJoin(creditors, creditorOfReport)
    .where(reportWhere(scope, f))
    .orderBy(desc(r.businessDay), desc(r.createdAt), asc(r.id))
    .limit(window.limit)
    .offset(window.offset);
}

export type TSummaryRow = {
  count: number;
  pending: number;
  approved: number;
  rejected: number;
  cashAmount: string;
  cardAmount: string;
  upiAmount: string;
  creditAmount: string;
};

const countWhere = (status: TCashReportStatus) => sql<number>`(count(*) filter (where ${r.status} = ${status}))::int`.mapWith(Number);
const sumOf = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Counts and sums over the whole filter (one aggregate). */
export async function summarizeReports(tx: Tx, scope: TScope, f: TReportFilter): Promise<TSummaryRow> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      pending: countWhere('pending'),
      approved: countWhere('approved'),
      rejected: countWhere('rejected'),
      cashAmount: sumOf(r.cashAmount),
      cardAmount: sumOf(r.cardAmount),
      upiAmount: sumOf(r.upiAmount),
      creditAmount: sumOf(r.creditAmount),
    })
    .from(r)
    .where(reportWhere(scope, f));
  return row!;
}

/** Everyone who has submitted a report, with their current name (or the name on their latest report once deleted). */
export async function selectSubmitters(tx: Tx, tenantId: string): Promise<Array<{ userId: string; userName: string }>> {
  const latest = tx
    .selectDistinctOn([r.userId], { userId: r.userId, userName: r.userName })
    .from(r)
    .where(eq(r.tenantId, tenantId))
    .orderBy(r.userId, desc(r.updatedAt))
    .as('latest');
  return tx
    .select({ userId: latest.userId, userName: sql<string>`coalesce(${users.name}, ${latest.userName})` })
    .from(latest)
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, latest.userId), sql`${users.deletedAt} is null`))
    .orderBy(sql`lower(coalesce(${users.name}, ${latest.userName}))`, latest.userId);
}

// ------------------------------------------------------------------ a submission

export type TSubmissionKey = {
  id: string | null;
  stationId: string;
  /** YYYY-MM-DD, or null for the tenant's today. */
  date: string | null;
  shift: TShift;
  creditorId: string | null;
  hash: string;
};

/** A report that already answers for this submission's id or its (station, day, shift, person). */
export type TExisting = {
  id: string;
  userId: string;
  hash: string | null;
  status: TCashReportStatus;
  amounts: { cash: string; card: string; upi: string; credit: string };
};

export type TSubmissionContext = {
  /** The report's business day, and today, in the tenant's zone. */
  day: string;
  today: string;
  /** Null when the station does not exist, is deleted, or is not assigned to an attendant caller. */
  stationName: string | null;
  userName: string;
  creditor: { id: string; name: string; active: boolean; visible: boolean } | null;
  byId: TExisting | null;
  byKey: TExisting | null;
};

const existingJson = (alias: string) => sql.raw(`case when ${alias}.id is null then null else json_build_object(
  'id', ${alias}.id, 'userId', ${alias}.user_id, 'hash', ${alias}.request_hash, 'status', ${alias}.status,
  'amounts', json_build_object('cash', ${alias}.cash_amount::text, 'card', ${alias}.card_amount::text,
    'upi', ${alias}.upi_amount::text, 'credit', ${alias}.credit_amount::text)) end`);

const parseJson = <T>(v: unknown): T | null => (v === null || v === undefined ? null : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * Everything a submission's rules need, in ONE statement: the business day (the body's or today in the
 * tenant's zone) and today; the station if the caller may see it; the caller's name; the creditor (active?
 * visible to an attendant: of an assigned station or of none); the report already stored under the
 * client's id and the one stored for the same (station, day, shift, person). The same statement passes
 * the day gate (fc_assert_day_open, a closed day raises DAY_CLOSED) for a write that will land in a
 * visible station's day the caller may write to — not for a replay, which changes nothing.
 */
export async function submissionContext(tx: Tx, scope: TScope, key: TSubmissionKey): Promise<TSubmissionContext> {
  const t = scope.tenantId;
  const attendant = scope.role === 'attendant';
  const assigned = sql`(select a.station_id from ${userStationAssignments} a where a.tenant_id = ${t} and a.user_id = ${scope.userId})`;
  const dayOk = attendant ? sql`v.day = v.today` : sql`v.day <= v.today`;
  // coalesce: a comparison with a missing row is null, and `not null` would skip the gate.
  const replay = sql`coalesce((by_id.id is not null and by_id.user_id = ${scope.userId}::uuid and by_id.request_hash = ${key.hash})
    or (by_id.id is null and by_key.request_hash = ${key.hash}), false)`;
  const result = await tx.execute(sql`
    select v.day::text as day, v.today::text as today, s.name as station_name,
      (select u.name from users u where u.tenant_id = ${t}::uuid and u.id = ${scope.userId}::uuid) as user_name,
      case when c.id is null then null else json_build_object('id', c.id, 'name', c.party_name, 'active', c.status = 'active',
        'visible', ${attendant ? sql`(c.station_id is null or c.station_id in ${assigned})` : sql`true`}) end as creditor,
      ${existingJson('by_id')} as by_id,
      ${existingJson('by_key')} as by_key,
      case when s.id is not null and ${dayOk} and not ${replay}
        then fc_assert_day_open(${t}::uuid, s.id, (v.day::timestamp at time zone v.zone)) end as gate
    from (select coalesce(${key.date}::date, fc_tenant_today(${t}::uuid)) as day, fc_tenant_today(${t}::uuid) as today, tn.time_zone as zone
          from tenants tn where tn.id = ${t}) v
    left join stations s on s.tenant_id = ${t} and s.id = ${key.stationId}::uuid and s.deleted_at is null
      ${attendant ? sql`and s.id in ${assigned}` : sql``}
    left join creditors c on c.tenant_id = ${t} and c.id = ${key.creditorId}::uuid
    left join cash_reports by_id on by_id.tenant_id = ${t} and by_id.id = ${key.id}::uuid
    left join cash_reports by_key on by_key.tenant_id = ${t} and by_key.station_id = ${key.stationId}::uuid
      and by_key.business_day = v.day and by_key.shift = ${key.shift} and by_key.user_id = ${scope.userId}`);
  const row = resultRows(result)[0]!;
  return {
    day: String(row.day),
    today: String(row.today),
    stationName: text(row.station_name),
    userName: String(row.user_name),
    creditor: parseJson(row.creditor),
    byId: parseJson(row.by_id),
    byKey: parseJson(row.by_key),
  };
}

export type TReportValues = {
  id: string;
  stationId: string;
  day: string;
  shift: TShift;
  userName: string;
  cashAmount: string;
  cardAmount: string;
  upiAmount: string;
  creditAmount: string;
  creditorId: string | null;
  creditorName: string | null;
  notes: string | null;
  hash: string;
};

export type TWrittenRow = {
  id: string;
  inserted: boolean;
  totalAmount: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Stores the report in ONE statement: a new row, or — when one exists for the same (station, day, shift,
 * person) and is still pending — its amounts, creditor and notes replaced; with the audit entry of what
 * happened (submitted, or updated with the figures before). Undefined when a report for the same shift
 * arrived meanwhile and already says exactly this (a concurrent replay), or has been reviewed meanwhile
 * (it no longer changes): `shiftReport` tells which.
 */
export async function writeReport(
  tx: Tx,
  scope: TScope,
  v: TReportValues,
  before: TExisting['amounts'] | null,
): Promise<TWrittenRow | undefined> {
  const t = scope.tenantId;
  const result = await tx.execute(sql`
    with w as (
      insert into cash_reports as r (id, tenant_id, station_id, business_day, shift, user_id, user_name,
        cash_amount, card_amount, upi_amount, credit_amount, creditor_id, creditor_name, notes, request_hash)
      values (${v.id}::uuid, ${t}::uuid, ${v.stationId}::uuid, ${v.day}::date, ${v.shift}, ${scope.userId}::uuid, ${v.userName},
        ${v.cashAmount}::numeric, ${v.cardAmount}::numeric, ${v.upiAmount}::numeric, ${v.creditAmount}::numeric,
        ${v.creditorId}::uuid, ${v.creditorName}, ${v.notes}, ${v.hash})
      on conflict (tenant_id, station_id, business_day, shift, user_id) do update set
        cash_amount = excluded.cash_amount, card_amount = excluded.card_amount, upi_amount = excluded.upi_amount,
        credit_amount = excluded.credit_amount, creditor_id = excluded.creditor_id, creditor_name = excluded.creditor_name,
        notes = excluded.notes, request_hash = excluded.request_hash, user_name = excluded.user_name, updated_at = now()
      where r.status = 'pending' and r.request_hash is distinct from excluded.request_hash
      returning r.id, (r.xmax = 0) as inserted, (r.cash_amount + r.card_amount + r.upi_amount + r.credit_amount)::text as total,
        r.cash_amount::text as cash, r.card_amount::text as card, r.upi_amount::text as upi, r.credit_amount::text as credit,
        r.created_at, r.updated_at
    ), audit as (
      insert into audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      select fc_uuid7(), ${t}::uuid, ${scope.userId}::uuid, ${scope.role}::text,
        case when w.inserted then 'cash_report.submitted' else 'cash_report.updated' end, 'cash_report', w.id,
        jsonb_build_object('stationId', ${v.stationId}::uuid, 'date', ${v.day}::text, 'shift', ${v.shift}::text,
          'amounts', jsonb_build_object('cash', w.cash, 'card', w.card, 'upi', w.upi, 'credit', w.credit),
          'creditorId', ${v.creditorId}::uuid, 'creditorName', ${v.creditorName}::text,
          'before', case when w.inserted then null else ${before === null ? null : JSON.stringify(before)}::jsonb end)
      from w
    )
    select id, inserted, total, created_at, updated_at from w`);
  const row = resultRows(result)[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    inserted: row.inserted === true,
    totalAmount: String(row.total),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}

/** The report stored for a (station, day, shift) of the caller, with its fingerprint: after a write found nothing to change. */
export async function shiftReport(tx: Tx, scope: TScope, stationId: string, day: string, shift: TShift) {
  const [row] = await tx
    .select({ id: r.id, status: r.status, hash: r.requestHash })
    .from(r)
    .where(and(eq(r.tenantId, scope.tenantId), eq(r.stationId, stationId), eq(r.businessDay, day), eq(r.shift, shift), eq(r.userId, scope.userId)));
  return row;
}

// ------------------------------------------------------------------ a review

export type TReview = { status: 'approved' | 'rejected'; note: string | null };

/**
 * Approves or rejects a pending report in ONE statement, with its audit entry, and answers the report as
 * it is now; undefined when no pending report with this id may be reviewed by the caller (the caller then
 * reads why: missing, already reviewed, or their own).
 */
export async function reviewReport(tx: Tx, scope: TScope, id: string, review: TReview): Promise<TReportRow | undefined> {
  const t = scope.tenantId;
  // A manager may not review their own report; the owner answers to no one in the tenant.
  const notOwn = scope.role === 'owner' ? sql`` : sql`and r.user_id <> ${scope.userId}::uuid`;
  const result = await tx.execute(sql`
    with u as (
      update cash_reports r set status = ${review.status}, reviewed_by = ${scope.userId}::uuid,
        reviewed_by_name = (select x.name from users x where x.tenant_id = ${t}::uuid and x.id = ${scope.userId}::uuid),
        reviewed_at = now(), review_note = ${review.note}, updated_at = now()
      where r.tenant_id = ${t} and r.id = ${id}::uuid and r.status = 'pending' ${notOwn}
      returning r.*
    ), audit as (
      insert into audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      select fc_uuid7(), ${t}::uuid, ${scope.userId}::uuid, ${scope.role}::text, ${`cash_report.${review.status}`}::text, 'cash_report', u.id,
        jsonb_build_object('stationId', u.station_id, 'date', u.business_day, 'shift', u.shift, 'userId', u.user_id,
          'total', (u.cash_amount + u.card_amount + u.upi_amount + u.credit_amount)::text, 'note', u.review_note)
      from u
    )
    select u.id, u.station_id, s.name as station_name, u.user_id, u.user_name, u.business_day::text as day, u.shift,
      u.cash_amount::text as cash, u.card_amount::text as card, u.upi_amount::text as upi, u.credit_amount::text as credit,
      (u.cash_amount + u.card_amount + u.upi_amount + u.credit_amount)::text as total,
      u.creditor_id, coalesce(c.party_name, u.creditor_name) as creditor_name, u.notes, u.status,
      u.reviewed_by, u.reviewed_by_name, u.reviewed_at, u.review_note, u.created_at, u.updated_at
    from u
    join stations s on s.tenant_id = u.tenant_id and s.id = u.station_id
    left join creditors c on c.tenant_id = u.tenant_id and c.id = u.creditor_id`);
  const row = resultRows(result)[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    stationId: String(row.station_id),
    stationName: String(row.station_name),
    userId: String(row.user_id),
    userName: String(row.user_name),
    day: String(row.day),
    shift: row.shift as TShift,
    cashAmount: String(row.cash),
    cardAmount: String(row.card),
    upiAmount: String(row.upi),
    creditAmount: String(row.credit),
    totalAmount: String(row.total),
    creditorId: text(row.creditor_id),
    creditorName: text(row.creditor_name),
    notes: text(row.notes),
    status: row.status as TCashReportStatus,
    reviewedBy: text(row.reviewed_by),
    reviewedByName: text(row.reviewed_by_name),
    reviewedAt: row.reviewed_at ? instant(row.reviewed_at) : null,
    reviewNote: text(row.review_note),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}

/** Why a review found nothing to change: the report's status and author, or undefined when it does not exist. */
export async function reportState(tx: Tx, tenantId: string, id: string): Promise<{ status: TCashReportStatus; userId: string } | undefined> {
  const [row] = await tx.select({ status: r.status, userId: r.userId }).from(r).where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
  return row;
}
