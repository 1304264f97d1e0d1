import type { z } from 'zod';
import { newId } from '../../lib/ids';
import {
  availableCredit,
  creditUtilization,
  errorText,
  roundRupees,
  toJsonNumber,
  type TCreditor,
  type TCreditorDeleteResult,
  type TCreditorSummary,
  type TPage,
  type ZCreateCreditor,
  type ZCreditorListQuery,
  type ZTopCreditorsQuery,
  type ZUpdateCreditor,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenant, withTenantRead } from '../../db/tenant';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { scopeOf } from '../../db/scope';
import { iso } from '../../lib/json-values';
import { page, windowOf } from '../../lib/paging';
import * as q from './creditors.queries';

type TCreateInput = z.output<typeof ZCreateCreditor>;
type TUpdateInput = z.output<typeof ZUpdateCreditor>;
type TListQuery = z.output<typeof ZCreditorListQuery>;
type TTopQuery = z.output<typeof ZTopCreditorsQuery>;

export const creditorNotFound = () => new AppError('NOT_FOUND', errorText('creditor.notFound'));
const stationNotFound = () => new AppError('NOT_FOUND', errorText('station.notFound'));

/** A creditor as the API answers it: exact figures rounded to the paisa as JSON numbers. */
export function toCreditor(row: q.TCreditorRow): TCreditor {
  return {
    id: row.id,
    partyName: row.partyName,
    contactPerson: row.contactPerson,
    phoneNumber: row.phoneNumber,
    address: row.address,
    creditLimit: toJsonNumber(row.creditLimit, 2),
    balance: toJsonNumber(row.balance, 2),
    creditSales: toJsonNumber(row.creditSales, 2),
    paymentsTotal: toJsonNumber(row.paymentsTotal, 2),
    creditUtilization: creditUtilization(row.balance, row.creditLimit),
    availableCredit: toJsonNumber(availableCredit(row.balance, row.creditLimit), 2),
    status: row.status,
    stationId: row.stationId,
    stationName: row.stationName,
    paymentTerms: row.paymentTerms,
    notes: row.notes,
    lastPaymentAt: row.lastPaymentAt ? iso(row.lastPaymentAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** One creditor the caller may see, read in the caller's transaction, or 404. */
export async function readCreditor(tx: Tx, ctx: TTenantCtx, id: string): Promise<TCreditor> {
  const [row] = await q.selectCreditors(tx, scopeOf(ctx), { id });
  if (!row) throw creditorNotFound();
  return toCreditor(row);
}

/** GET /creditors: a page (by party name) and the counts over the whole filter (the list page's tiles). */
export async function listCreditors(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TCreditor, TCreditorSummary>> {
  const filter: q.TCreditorFilter = { search: query.search, stationId: query.stationId, status: query.status };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectCreditors(tx, scopeOf(ctx), filter, windowOf(query));
    const s = await q.summarizeCreditors(tx, scopeOf(ctx), filter);
    return {
      ...page(rows.map(toCreditor), query, s.total),
      summary: {
        total: s.total,
        active: s.active,
        inactive: s.inactive,
        overLimit: s.overLimit,
        nearLimit: s.nearLimit,
        totalOutstanding: toJsonNumber(s.outstanding, 2),
      },
    };
  });
}

/**
 * GET /attendant/creditors: the active creditors an attendant may sell to on credit (of an assigned
 * station or of no station). The same list, the scope applied by the query.
 */
export async function listUsableCreditors(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TCreditor>> {
  const filter: q.TCreditorFilter = { search: query.search, stationId: query.stationId, status: 'active' };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectCreditors(tx, scopeOf(ctx), filter, windowOf(query));
    const s = await q.summarizeCreditors(tx, scopeOf(ctx), filter);
    return page(rows.map(toCreditor), query, s.total);
  });
}

export async function getCreditor(ctx: TTenantCtx, id: string): Promise<TCreditor> {
  return withTenantRead(ctx, (tx) => readCreditor(tx, ctx, id));
}

/** GET /creditors/top: those owing the most (balance above zero), `limit` of them (default 10). */
export async function topCreditors(ctx: TTenantCtx, query: TTopQuery): Promise<TPage<TCreditor>> {
  const { rows, total } = await withTenantRead(ctx, (tx) => q.selectTopCreditors(tx, scopeOf(ctx), query.limit));
  return { items: rows.map(toCreditor), page: 1, limit: query.limit, total };
}

/** The station a creditor is tied to must be a live station of the tenant (404 otherwise). */
async function assertStation(tx: Tx, ctx: TTenantCtx, stationId: string | null | undefined): Promise<void> {
  if (stationId && !(await q.liveStation(tx, ctx.tenantId, stationId))) throw stationNotFound();
}

const describe = (v: Partial<q.TCreditorValues>) => ({ ...v });

/** POST /creditors (owner, manager); audited. */
export async function createCreditor(ctx: TTenantCtx, input: TCreateInput): Promise<TCreditor> {
  return withTenant(ctx, async (tx) => {
    await assertStation(tx, ctx, input.stationId);
    const id = newId();
    const values: q.TCreditorValues = {
      partyName: input.partyName,
      contactPerson: input.contactPerson ?? null,
      phoneNumber: input.phoneNumber ?? null,
      address: input.address ?? null,
      paymentTerms: input.paymentTerms ?? null,
      notes: input.notes ?? null,
      stationId: input.stationId ?? null,
      creditLimit: roundRupees(input.creditLimit),
      status: 'active',
    };
    await q.insertCreditor(tx, ctx.tenantId, ctx.userId, id, values);
    await recordAudit(tx, { tenantId: ctx.tenantId, actorId: ctx.userId, actorRole: ctx.role, action: 'creditor.created', entityType: 'creditor', entityId: id, details: describe(values) });
    return readCreditor(tx, ctx, id);
  });
}

/**
 * PUT /creditors/{id} (owner, manager): any field; a limit below the balance is allowed (the creditor
 * then shows Over Limit and takes no credit sale without an override). Audited with before and after.
 */
export async function updateCreditor(ctx: TTenantCtx, id: string, input: TUpdateInput): Promise<TCreditor> {
  return withTenant(ctx, async (tx) => {
    const current = await q.lockCreditor(tx, ctx.tenantId, id);
    if (!current) throw creditorNotFound();
    const changes: Partial<q.TCreditorValues> = {};
    for (const key of ['partyName', 'contactPerson', 'phoneNumber', 'address', 'paymentTerms', 'notes', 'stationId', 'status'] as const) {
      const value = input[key];
      if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
    }
    if (input.creditLimit !== undefined && roundRupees(input.creditLimit) !== roundRupees(current.creditLimit)) {
      changes.creditLimit = roundRupees(input.creditLimit);
    }
    if (Object.keys(changes).length > 0) {
      if (changes.stationId) await assertStation(tx, ctx, changes.stationId);
      await q.updateCreditor(tx, ctx.tenantId, id, changes);
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof q.TCreditorValues]]));
      await recordAudit(tx, { tenantId: ctx.tenantId, actorId: ctx.userId, actorRole: ctx.role, action: 'creditor.updated', entityType: 'creditor', entityId: id, details: { before, after: describe(changes) } });
    }
    return readCreditor(tx, ctx, id);
  });
}

/**
 * DELETE /creditors/{id} (owner, manager): a creditor with history (a credit reading, voided or not, a
 * payment or a cash report naming it) is made inactive, keeping its statement; one without is deleted.
 * The answer says which. Audited either way.
 */
export async function deleteCreditor(ctx: TTenantCtx, id: string): Promise<TCreditorDeleteResult> {
  return withTenant(ctx, async (tx) => {
    const current = await q.lockCreditor(tx, ctx.tenantId, id, true);
    if (!current) throw creditorNotFound();
    const audit = (action: string) =>
      recordAudit(tx, {
        tenantId: ctx.tenantId,
        actorId: ctx.userId,
        actorRole: ctx.role,
        action,
        entityType: 'creditor',
        entityId: id,
        details: { partyName: current.partyName, creditSales: current.creditSales, paymentsTotal: current.paymentsTotal },
      });
    if (current.hasHistory) {
      if (current.status !== 'inactive') await q.updateCreditor(tx, ctx.tenantId, id, { status: 'inactive' });
      await audit('creditor.deactivated');
      return { outcome: 'deactivated', creditor: await readCreditor(tx, ctx, id) };
    }
    await q.deleteCreditor(tx, ctx.tenantId, id);
    await audit('creditor.deleted');
    return { outcome: 'deleted', creditor: null };
  });
}
