import type { z } from 'zod';
import { newId } from '../../lib/ids';
import {
  compareDecimals,
  errorText,
  isMatched,
  RECONCILIATION_TOLERANCE_BELOW,
  toJsonNumber,
  type TPage,
  type TReconciliationDetail,
  type TReconciliationRecord,
  type TReconciliationSummary,
  type ZCloseDay,
  type ZReconciliationListQuery,
  type ZReconciliationSummaryQuery,
} from '@forecourt/shared';
import { AppError, fieldError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import type { Tx } from '../../db/client';
import { withTenant, withTenantRead } from '../../db/tenant';
import { scopeOf } from '../../db/scope';
import { iso } from '../../lib/json-values';
import { page, windowOf } from '../../lib/paging';
import * as q from './reconciliation.queries';
import { dsrFile } from '../reports/reports.service';

type TSummaryQuery = z.output<typeof ZReconciliationSummaryQuery>;
type TListQuery = z.output<typeof ZReconciliationListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('reconciliation.notFound'));
const money = (v: string) => toJsonNumber(v, 2);

function toRecord(r: q.TRecordRow): TReconciliationRecord {
  const abs = r.difference.replace(/^-/, '');
  return {
    id: r.id,
    stationId: r.stationId,
    stationName: r.stationName,
    date: r.day,
    status: r.status,
    difference: money(r.difference),
    actualSales: money(r.actualSales),
    collected: money(r.collected),
    withinTolerance: compareDecimals(abs, RECONCILIATION_TOLERANCE_BELOW) < 0,
    notes: r.notes,
    closedBy: r.closedBy,
    closedAt: iso(r.closedAt),
    approvedBy: r.approvedBy,
    approvedAt: r.approvedAt ? iso(r.approvedAt) : null,
    reopenedBy: r.reopenedBy,
    reopenedAt: r.reopenedAt ? iso(r.reopenedAt) : null,
    reopenReason: r.reopenReason,
  };
}

function toSummary(s: q.TDayState): TReconciliationSummary {
  const f = s.figures;
  return {
    stationId: s.stationId,
    stationName: s.stationName,
    date: s.day,
    isReconciled: s.record !== null && s.record.status !== 'reopened',
    record: s.record ? toRecord(s.record) : null,
    systemCalculated: {
      totalRevenue: money(f.totalRevenue),
      cashSales: money(f.cashSales),
      cardSales: money(f.cardSales),
      upiSales: money(f.upiSales),
      creditSales: money(f.creditSales),
      totalVolume: toJsonNumber(f.totalVolume, 3),
      salesCount: f.salesCount,
    },
    userEntered: {
      cashCollected: money(f.cashCollected),
      cardCollected: money(f.cardCollected),
      upiCollected: money(f.upiCollected),
      creditGiven: money(f.creditGiven),
      totalCollected: money(f.totalCollected),
    },
    differences: { cash: money(f.diffCash), card: money(f.diffCard), upi: money(f.diffUpi), credit: money(f.diffCredit), total: money(f.diffTotal) },
    accuracy: money(f.accuracy),
    matched: isMatched(f.diffTotal),
    cashReports: { approved: f.reportsApproved, pending: f.reportsPending, rejected: f.reportsRejected },
    dayEnded: s.dayEnded,
  };
}

/**
 * GET /reconciliation/summary: a station's day, system side beside declared side. Both parameters are
 * required, with the spec's one text ('Station ID and date are required for reconciliation summary').
 */
export async function getSummary(ctx: TTenantCtx, query: TSummaryQuery): Promise<TReconciliationSummary> {
  const { stationId, date } = query;
  if (!stationId || !date) {
    const missing = [!stationId ? 'stationId' : null, !date ? 'date' : null].filter((f): f is string => f !== null);
    const text = errorText('reconciliation.summaryParamsRequired');
    throw new AppError('VALIDATION', text, missing.map((field) => fieldError(field, text)));
  }
  const state = await withTenantRead(ctx, (tx) => q.dayState(tx, scopeOf(ctx), stationId, date));
  if (!state) throw new AppError('NOT_FOUND', errorText('station.notFound'));
  return toSummary(state);
}

/**
 * One reconciliation record with its day, as exact decimal text: the station, the day, who closed it and
 * when, the notes, the figures (the same function the summary and the close use) and the day's sales in
 * time order. The daily sales report (DSR) and the detail page read this; the id is the record's, stable
 * through reopen and close again.
 */
export type TRecordDay = NonNullable<Awaited<ReturnType<typeof q.recordDay>>>;

export async function readRecordDay(ctx: TTenantCtx, id: string): Promise<TRecordDay> {
  const day = await withTenantRead(ctx, (tx) => q.recordDay(tx, scopeOf(ctx), id));
  if (!day) throw notFound();
  return day;
}

/** GET /reconciliation/{id}/dsr: the daily sales report (PDF) of the record's station and day. */
export async function recordDsr(ctx: TTenantCtx, id: string): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectRecords(tx, scopeOf(ctx), { id }, { limit: 1, offset: 0 }));
  if (!row) throw notFound();
  return dsrFile(ctx, { stationId: row.stationId, date: row.day });
}

/** GET /reconciliation/{id}: the record, the day's figures and its sales. */
export async function getDetail(ctx: TTenantCtx, id: string): Promise<TReconciliationDetail> {
  const day = await readRecordDay(ctx, id);
  return {
    ...toSummary(day),
    record: toRecord(day.record),
    sales: day.sales.map((s) => ({
      id: s.id,
      recordedAt: s.recordedAt,
      pumpName: s.pumpName,
      nozzleNumber: s.nozzleNumber,
      fuelType: s.fuelType,
      volume: toJsonNumber(s.volume, 3),
      pricePerLitre: money(s.pricePerLitre),
      amount: money(s.amount),
      paymentMethod: s.paymentMethod,
      creditorName: s.creditorName,
    })),
  };
}

/** GET /reconciliation and GET /reconciliation/records: records, newest day first. */
export async function listRecords(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TReconciliationRecord>> {
  const filter: q.TRecordFilter = { stationId: query.stationId, dateFrom: query.dateFrom, dateTo: query.dateTo, status: query.status };
  return withTenantRead(ctx, async (tx) => {
    // Issued together: the page and its count travel in one round trip (docs/decisions/026).
    const [rows, total] = await Promise.all([q.selectRecords(tx, scopeOf(ctx), filter, windowOf(query)), q.countRecords(tx, scopeOf(ctx), filter)]);
    return page(rows.map(toRecord), query, total);
  });
}

async function recordById(tx: Tx, ctx: TTenantCtx, id: string): Promise<TReconciliationRecord> {
  const [row] = await q.selectRecords(tx, scopeOf(ctx), { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound();
  return toRecord(row);
}

/**
 * POST /reconciliation (and POST /reconciliation/records): an owner or manager closes a station's day.
 * Refused: a station not found (404), today or a future day (422 DAY_NOT_ENDED), a day already closed
 * (409 DAY_CLOSED), a pending cash report of the day (409 CASH_REPORTS_PENDING). From then on every write
 * into the day is refused by the day gate and the day's sales are posted. Audited.
 */
export async function closeDay(ctx: TTenantCtx, input: z.output<typeof ZCloseDay>): Promise<TReconciliationRecord> {
  return withTenant(ctx, async (tx) => {
    const id = await q.closeDay(tx, scopeOf(ctx), { id: newId(), stationId: input.stationId, day: input.date, notes: input.notes || null });
    return recordById(tx, ctx, id);
  });
}

/**
 * POST /reconciliation/{id}/reopen and DELETE /reconciliation/records/{id}: the owner reopens a closed or
 * approved day with a reason; writes into it pass again and its sales are pending. Audited.
 */
export async function reopenDay(ctx: TTenantCtx, id: string, reason: string): Promise<TReconciliationRecord> {
  return withTenant(ctx, async (tx) => {
    await q.reopenDay(tx, scopeOf(ctx), id, reason);
    return recordById(tx, ctx, id);
  });
}

/** POST /reconciliation/{id}/approve: the owner's sign-off on a closed day (typically one with a mismatch). Audited. */
export async function approveDay(ctx: TTenantCtx, id: string): Promise<TReconciliationRecord> {
  return withTenant(ctx, async (tx) => {
    const row = await q.changeRecord(tx, scopeOf(ctx), id, { kind: 'approve' });
    if (row) return toRecord(row);
    const current = await recordById(tx, ctx, id);
    throw current.status === 'approved'
      ? new AppError('CONFLICT', errorText('reconciliation.alreadyApproved'))
      : new AppError('DAY_NOT_CLOSED', errorText('reconciliation.notClosed'));
  });
}

/** PUT /reconciliation/records/{id}: the record's notes (the figures are the day's, never edited). Audited. */
export async function updateNotes(ctx: TTenantCtx, id: string, notes: string | null): Promise<TReconciliationRecord> {
  return withTenant(ctx, async (tx) => {
    const row = await q.changeRecord(tx, scopeOf(ctx), id, { kind: 'notes', notes: notes || null });
    if (!row) throw notFound();
    return toRecord(row);
  });
}
