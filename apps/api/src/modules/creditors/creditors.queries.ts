import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CREDIT_NEAR_LIMIT_PERCENT, type TCreditorStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { cashReports, creditPayments as p, creditors as c, nozzleReadings, stations } from '../../db/schema';
import { stationVisible, type TScope } from '../../db/scope';
import { containsPattern, countInt } from '../../db/sql-fragments';
import { FIRST_ROW, type TWindow } from '../../lib/paging';

/** Creditors of a tenant (docs/decisions/015): the rows, their filters, the summary and the writes. */

export type TCreditorRow = {
  id: string;
  partyName: string;
  contactPerson: string | null;
  phoneNumber: string | null;
  address: string | null;
  /** numeric text, exact */
  creditLimit: string;
  creditSales: string;
  paymentsTotal: string;
  balance: string;
  status: TCreditorStatus;
  stationId: string | null;
  stationName: string | null;
  paymentTerms: string | null;
  notes: string | null;
  lastPaymentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type TCreditorFilter = { id?: string; search?: string; stationId?: string; status?: TCreditorStatus };

const balance = sql<string>`(${c.creditSales} - ${c.paymentsTotal})`;
const stationOfCreditor = and(eq(stations.tenantId, c.tenantId), eq(stations.id, c.stationId));

const creditorColumns = {
  id: c.id,
  partyName: c.partyName,
  contactPerson: c.contactPerson,
  phoneNumber: c.phoneNumber,
  address: c.address,
  creditLimit: c.creditLimit,
  creditSales: c.creditSales,
  paymentsTotal: c.paymentsTotal,
  balance: sql<string>`${balance}::text`,
  status: c.status,
  stationId: c.stationId,
  stationName: stations.name,
  paymentTerms: c.paymentTerms,
  notes: c.notes,
  // The latest payment (the index on tenant, creditor, paid_at answers it from its last entry).
  lastPaymentAt: sql<Date | null>`(select max(${p.paidAt}) from ${p} where ${p.tenantId} = ${c.tenantId} and ${p.creditorId} = ${c.id})`.mapWith(
    c.createdAt,
  ),
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

/**
 * The creditors a caller may see: owners and managers every creditor of the tenant; an attendant those of
 * an assigned station or of no station (docs/decisions/015).
 */
function creditorVisible(scope: TScope): SQL | undefined {
  const assigned = stationVisible(scope, c.stationId);
  return assigned ? or(isNull(c.stationId), assigned) : undefined;
}

/** Party name or phone, case-insensitive; a phone typed with or without spaces and dashes matches either way. */
function searchWhere(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const digits = term.replace(/[\s-]/g, '');
  const byDigits =
    /^\+?\d{3,}$/.test(digits)
      ? sql`regexp_replace(coalesce(${c.phoneNumber}, ''), '[\\s-]', '', 'g') like ${containsPattern(digits)}`
      : undefined;
  return or(sql`${c.partyName} ilike ${containsPattern(term)}`, sql`${c.phoneNumber} ilike ${containsPattern(term)}`, byDigits);
}

function creditorWhere(scope: TScope, filter: TCreditorFilter): SQL | undefined {
  return and(
    eq(c.tenantId, scope.tenantId),
    creditorVisible(scope),
    filter.id ? eq(c.id, filter.id) : undefined,
    filter.stationId ? eq(c.stationId, filter.stationId) : undefined,
    filter.status ? eq(c.status, filter.status) : undefined,
    searchWhere(filter.search),
  );
}

/** A page of creditors (by party name), with their station's name and the figures of their balance. */
export async function selectCreditors(tx: Tx, scope: TScope, filter: TCreditorFilter, window: TWindow = FIRST_ROW): Promise<TCreditorRow[]> {
  return tx
    .select(creditorColumns)
    .from(c)
    .leftJoin(stations, stationOfCreditor)
    .where(creditorWhere(scope, filter))
    .orderBy(asc(sql`lower(${c.partyName})`), asc(c.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** The creditors owing the most (balance above zero), with how many owe anything, in one statement. */
export async function selectTopCreditors(tx: Tx, scope: TScope, limit: number): Promise<{ rows: TCreditorRow[]; total: number }> {
  const rows = await tx
    .select({ ...creditorColumns, owing: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(c)
    .leftJoin(stations, stationOfCreditor)
    .where(and(creditorWhere(scope, {}), gt(balance, sql`0`)))
    .orderBy(desc(balance), asc(c.id))
    .limit(limit);
  return { rows: rows.map(({ owing: _owing, ...row }) => row), total: rows[0]?.owing ?? 0 };
}

export type TCreditorSummaryRow = {
  total: number;
  active: number;
  inactive: number;
  overLimit: number;
  nearLimit: number;
  outstanding: string;
};

/** Counts over the whole filter with the card badges' rule (docs/decisions/015), and what is owed. */
export async function summarizeCreditors(tx: Tx, scope: TScope, filter: TCreditorFilter): Promise<TCreditorSummaryRow> {
  const active = sql`${c.status} = 'active'`;
  const over = sql`${balance} > ${c.creditLimit}`;
  const near = sql`${balance} > ${c.creditLimit} * ${CREDIT_NEAR_LIMIT_PERCENT} / 100`;
  const [row] = await tx
    .select({
      total: countInt(),
      active: sql<number>`(count(*) filter (where ${active}))::int`.mapWith(Number),
      inactive: sql<number>`(count(*) filter (where not ${active}))::int`.mapWith(Number),
      overLimit: sql<number>`(count(*) filter (where ${active} and ${over}))::int`.mapWith(Number),
      nearLimit: sql<number>`(count(*) filter (where ${active} and not ${over} and ${near}))::int`.mapWith(Number),
      outstanding: sql<string>`coalesce(sum(greatest(${balance}, 0)), 0)::text`,
    })
    .from(c)
    .where(creditorWhere(scope, filter));
  return row!;
}

// ------------------------------------------------------------------ writes

export type TCreditorValues = {
  partyName: string;
  contactPerson: string | null;
  phoneNumber: string | null;
  address: string | null;
  paymentTerms: string | null;
  notes: string | null;
  stationId: string | null;
  creditLimit: string;
  status: TCreditorStatus;
};

/** A live station of the tenant (a creditor's station), or undefined. */
export async function liveStation(tx: Tx, tenantId: string, stationId: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await tx
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, stationId), isNull(stations.deletedAt)));
  return row;
}

export async function insertCreditor(tx: Tx, tenantId: string, createdBy: string, id: string, values: TCreditorValues): Promise<void> {
  await tx.insert(c).values({ id, tenantId, createdBy, ...values });
}

export type TLockedCreditor = TCreditorValues & { id: string; creditSales: string; paymentsTotal: string };

/**
 * Whether anything refers to the creditor: a reading (voided ones too: they are history), a payment or
 * a cash report. Such a creditor is made inactive, never deleted (the foreign keys would refuse anyway).
 */
// Written with the table's own name: in a single-table select drizzle leaves columns unqualified, and a
// correlated column would bind to the subquery's table (docs/decisions/007, "a drizzle pitfall").
const historyOf = sql<boolean>`(exists (select 1 from ${nozzleReadings} where ${nozzleReadings.tenantId} = creditors.tenant_id and ${nozzleReadings.creditorId} = creditors.id)
  or exists (select 1 from ${p} where ${p.tenantId} = creditors.tenant_id and ${p.creditorId} = creditors.id)
  or exists (select 1 from ${cashReports} where ${cashReports.tenantId} = creditors.tenant_id and ${cashReports.creditorId} = creditors.id))`;

/**
 * The creditor's row, locked FOR UPDATE until the transaction ends (an edit or a delete), with whether
 * it has history (`withHistory`, for a delete).
 */
export async function lockCreditor(
  tx: Tx,
  tenantId: string,
  id: string,
  withHistory = false,
): Promise<(TLockedCreditor & { hasHistory: boolean }) | undefined> {
  const [row] = await tx
    .select({
      id: c.id,
      partyName: c.partyName,
      contactPerson: c.contactPerson,
      phoneNumber: c.phoneNumber,
      address: c.address,
      paymentTerms: c.paymentTerms,
      notes: c.notes,
      stationId: c.stationId,
      creditLimit: c.creditLimit,
      status: c.status,
      creditSales: c.creditSales,
      paymentsTotal: c.paymentsTotal,
      hasHistory: withHistory ? historyOf : sql<boolean>`false`,
    })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)))
    .for('update', { of: c });
  return row;
}

export async function updateCreditor(tx: Tx, tenantId: string, id: string, values: Partial<TCreditorValues>): Promise<void> {
  await tx
    .update(c)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
}

export async function deleteCreditor(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(c).where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
}
