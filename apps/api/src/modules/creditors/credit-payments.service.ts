import type { z } from 'zod';
import Decimal from 'decimal.js';
import { newId } from '../../lib/ids';
import {
  errorText,
  roundRupees,
  toJsonNumber,
  type TCreditorBalance,
  type TCreditPayment,
  type TCreditPaymentResult,
  type TPage,
  type TStatementEntry,
  type TStatementSummary,
  type ZCreateCreditPayment,
  type ZReverseCreditPayment,
  type ZStatementQuery,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import { violatedUnique } from '../../http/unique-violations';
import type { TTenantCtx } from '../../http/context';
import { withTenant, withTenantRead } from '../../db/tenant';
import { scopeOf } from '../../db/scope';
import { iso } from '../../lib/json-values';
import { page, windowOf } from '../../lib/paging';
import * as q from './credit-payments.queries';
import { creditorNotFound, readCreditor } from './creditors.service';

type TPaymentInput = z.output<typeof ZCreateCreditPayment>;
type TStatementQuery = z.output<typeof ZStatementQuery>;
type TReverseInput = z.output<typeof ZReverseCreditPayment>;

function toPayment(row: q.TPaymentRow): TCreditPayment {
  return {
    id: row.id,
    creditorId: row.creditorId,
    creditorName: row.creditorName,
    amount: toJsonNumber(row.amount, 2),
    paymentMethod: row.paymentMethod,
    referenceNumber: row.referenceNumber,
    notes: row.notes,
    paidAt: iso(row.paidAt),
    recordedBy: row.recordedBy,
    reversesId: row.reversesId,
    reversedById: row.reversedById,
  };
}

/**
 * POST /creditors/payments (owner, manager): a payment received from a creditor, active or not. One
 * transaction: the creditor (404 if not the tenant's) through its station's day gate, then the payment,
 * the creditor's running total of payments (its row last, under its lock) and the audit entry in one
 * statement. Answers the payment and the creditor's figures after it.
 */
export async function recordPayment(ctx: TTenantCtx, input: TPaymentInput): Promise<TCreditPaymentResult> {
  return withTenant(ctx, async (tx) => {
    const creditor = await q.creditorThroughGate(tx, ctx.tenantId, input.creditorId);
    if (!creditor) throw creditorNotFound();
    const payment = await q.insertPayment(tx, scopeOf(ctx), {
      id: newId(),
      creditorId: creditor.id,
      amount: roundRupees(input.amount),
      paymentMethod: input.paymentMethod,
      referenceNumber: input.referenceNumber ?? null,
      notes: input.notes ?? null,
    });
    return { payment: toPayment(payment), creditor: await readCreditor(tx, ctx, creditor.id) };
  });
}

/**
 * POST /creditors/payments/{id}/reverse (owner, manager): a payment recorded by mistake is taken back by
 * a reversal — a row of its own with the negative amount and the reason, naming the payment — never by
 * an edit or a delete (the ledger keeps both lines). Once per payment (the unique index settles two at
 * once); a reversal is not reversed. It lands in today through the creditor's station day gate, moves the
 * running total of payments back (the creditor's row last) and is audited (`credit_payment.reversed`).
 */
export async function reversePayment(ctx: TTenantCtx, id: string, input: TReverseInput): Promise<TCreditPaymentResult> {
  try {
    return await withTenant(ctx, async (tx) => {
      const original = await q.paymentThroughGate(tx, ctx.tenantId, id);
      if (!original) throw new AppError('NOT_FOUND', errorText('creditor.paymentNotFound'));
      if (original.reversesId) throw new AppError('CONFLICT', errorText('creditor.reversalNotReversible'));
      if (original.reversedById) throw new AppError('CONFLICT', errorText('creditor.alreadyReversed'));
      const reversal = await q.insertPayment(tx, scopeOf(ctx), {
        id: newId(),
        creditorId: original.creditorId,
        amount: new Decimal(original.amount).negated().toFixed(2),
        paymentMethod: original.paymentMethod,
        referenceNumber: original.referenceNumber,
        notes: input.reason,
        reversesId: original.id,
      });
      return { payment: toPayment(reversal), creditor: await readCreditor(tx, ctx, original.creditorId) };
    });
  } catch (error) {
    if (violatedUnique(error) === 'credit_payments_tenant_reverses_unique') {
      throw new AppError('CONFLICT', errorText('creditor.alreadyReversed'));
    }
    throw error;
  }
}

/** GET /creditors/payments, /credit-payments (optionally one creditor's) and /creditors/{id}/payments. */
export async function listPayments(ctx: TTenantCtx, creditorId: string | undefined, query: { page: number; limit: number }): Promise<TPage<TCreditPayment>> {
  return withTenantRead(ctx, async (tx) => {
    const { rows, total } = await q.selectPayments(tx, scopeOf(ctx), creditorId, windowOf(query));
    return page(rows.map(toPayment), query, total);
  });
}

/** GET /creditors/{id}/payments: 404 for a creditor the caller may not see, even with no payments. */
export async function listCreditorPayments(ctx: TTenantCtx, creditorId: string, query: { page: number; limit: number }): Promise<TPage<TCreditPayment>> {
  return withTenantRead(ctx, async (tx) => {
    await readCreditor(tx, ctx, creditorId);
    const { rows, total } = await q.selectPayments(tx, scopeOf(ctx), creditorId, windowOf(query));
    return page(rows.map(toPayment), query, total);
  });
}

/** GET /creditors/{id}/balance: the running totals and what may still be sold on credit. */
export async function creditorBalance(ctx: TTenantCtx, id: string): Promise<TCreditorBalance> {
  const c = await withTenantRead(ctx, (tx) => readCreditor(tx, ctx, id));
  return {
    creditorId: c.id,
    creditLimit: c.creditLimit,
    creditSales: c.creditSales,
    paymentsTotal: c.paymentsTotal,
    balance: c.balance,
    availableCredit: c.availableCredit,
    creditUtilization: c.creditUtilization,
  };
}

function toEntry(row: q.TStatementRow): TStatementEntry {
  return {
    kind: row.kind,
    id: row.id,
    at: iso(row.at),
    stationName: row.stationName,
    nozzleName: row.nozzleName,
    fuelType: row.fuelType,
    volume: row.volume === null ? null : toJsonNumber(row.volume, 3),
    paymentMethod: row.paymentMethod,
    referenceNumber: row.referenceNumber,
    notes: row.notes,
    reversed: row.reversed,
    debit: toJsonNumber(row.debit, 2),
    credit: toJsonNumber(row.credit, 2),
    balance: toJsonNumber(row.balance, 2),
  };
}

/**
 * GET /creditors/{id}/statement?from&to: credit sales and payments in date order with the running
 * balance after each, from the opening balance (everything before `from`; 0 for an open start). Days in
 * the tenant's zone, both inclusive. Computed from the readings and payments themselves, so for an open
 * end the closing balance is a check on the creditor's running totals.
 */
export async function creditorStatement(ctx: TTenantCtx, id: string, query: TStatementQuery): Promise<TPage<TStatementEntry, TStatementSummary>> {
  const range = { from: query.from, to: query.to };
  return withTenantRead(ctx, async (tx) => {
    const totals = await q.statementTotals(tx, scopeOf(ctx), id, range);
    if (!totals) throw creditorNotFound();
    const rows = totals.entries > 0 ? await q.statementEntries(tx, ctx.tenantId, id, range, totals.opening, windowOf(query)) : [];
    const closing = new Decimal(totals.opening).plus(totals.sales).minus(totals.payments).toFixed(2);
    return {
      ...page(rows.map(toEntry), query, totals.entries),
      summary: {
        from: query.from ?? null,
        to: query.to ?? null,
        openingBalance: toJsonNumber(totals.opening, 2),
        totalSales: toJsonNumber(totals.sales, 2),
        totalPayments: toJsonNumber(totals.payments, 2),
        closingBalance: toJsonNumber(closing, 2),
      },
    };
  });
}
