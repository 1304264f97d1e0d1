import type { z } from 'zod';
import { createHash } from 'node:crypto';
import { newId } from '../../lib/ids';
import {
  CASH_REPORT_MSG,
  errorText,
  roundRupees,
  sumDecimals,
  toJsonNumber,
  type TCashReport,
  type TCashReportSubmission,
  type TCashReportSubmitter,
  type TCashReportSummary,
  type TPage,
  type ZAttendantCashReportListQuery,
  type ZCashReportListQuery,
  type ZSubmitCashReport,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { violatedUnique } from '../../http/unique-violations';
import type { Tx } from '../../db/client';
import { withTenant, withTenantRead } from '../../db/tenant';
import { scopeOf } from '../../db/scope';
import { iso } from '../../lib/json-values';
import { page, windowOf } from '../../lib/paging';
import * as q from './cash-reports.queries';

type TSubmitInput = z.output<typeof ZSubmitCashReport>;
type TListQuery = z.output<typeof ZCashReportListQuery> | z.output<typeof ZAttendantCashReportListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('cash.notFound'));

export function toReport(row: q.TReportRow): TCashReport {
  return {
    id: row.id,
    stationId: row.stationId,
    stationName: row.stationName,
    userId: row.userId,
    userName: row.userName,
    date: row.day,
    shift: row.shift,
    cashAmount: toJsonNumber(row.cashAmount, 2),
    cardAmount: toJsonNumber(row.cardAmount, 2),
    upiAmount: toJsonNumber(row.upiAmount, 2),
    creditAmount: toJsonNumber(row.creditAmount, 2),
    totalAmount: toJsonNumber(row.totalAmount, 2),
    creditorId: row.creditorId,
    creditorName: row.creditorName,
    notes: row.notes,
    status: row.status,
    reviewedBy: row.reviewedBy,
    reviewedByName: row.reviewedByName,
    reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
    reviewNote: row.reviewNote,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The fingerprint of a submission (DESIGN §3 replays): the validated body as the client sent it — the
 * day as given (none means "today"), the amounts at their scale — so that the same body sent again
 * answers the stored report and a different one under the same client id is refused.
 */
export function submissionHash(input: TSubmitInput): string {
  const canonical = JSON.stringify([
    input.stationId.toLowerCase(),
    input.date ?? null,
    input.shift,
    roundRupees(input.cashAmount),
    roundRupees(input.cardAmount),
    roundRupees(input.upiAmount),
    roundRupees(input.creditAmount),
    input.creditorId?.toLowerCase() ?? null,
    input.creditorName ?? null,
    input.notes ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export type TSubmitResult = { report: TCashReportSubmission; created: boolean };

/**
 * POST /cash-reports (an owner or manager, for themselves) and POST /attendant/cash-report (an attendant,
 * at an assigned station, for today). One report per (station, business day, shift, person): a new one is
 * stored ('Cash Report submitted', 201); a pending one is replaced ('Cash Report updated', 200); a
 * reviewed one no longer changes (409). The same body sent again — under the same client id, or for the
 * same report — answers the stored report and changes nothing. Rules (docs/decisions/017): the station
 * visible to the caller (404), the day today for an attendant and never in the future, the day open (the
 * day gate, 409 DAY_CLOSED), a chosen creditor active and visible (422). Audited.
 */
export async function submitReport(ctx: TTenantCtx, input: TSubmitInput): Promise<TSubmitResult> {
  try {
    return await submitOnce(ctx, input);
  } catch (error) {
    if (!heldId(error)) throw error;
  }
  // The client's id was taken while this submission was being written: the same submission sent twice at
  // once (its first insert committed meanwhile, and this one's met it under the primary key, not under the
  // shift's key its ON CONFLICT names). Asked again, it finds that report: a replay (200) or another body
  // (409). An id another tenant's report holds stays invisible and is refused the same way.
  try {
    return await submitOnce(ctx, input);
  } catch (error) {
    if (heldId(error)) throw new AppError('CONFLICT', errorText('cash.replayMismatch'));
    throw error;
  }
}

/** A unique violation of cash_reports' primary key: the client-chosen id is held by a stored report. */
const heldId = (error: unknown) => violatedUnique(error) === 'cash_reports_pkey';

async function submitOnce(ctx: TTenantCtx, input: TSubmitInput): Promise<TSubmitResult> {
  const scope = scopeOf(ctx);
  const hash = submissionHash(input);
  const replayed = async (tx: Tx, id: string): Promise<TSubmitResult> => {
    const [stored] = await q.selectReports(tx, scope, { id });
    if (!stored) throw notFound();
    // The title the first answer had: 'updated' once a pending report has been replaced since it was stored.
    const updated = stored.status === 'pending' && stored.updatedAt.getTime() !== stored.createdAt.getTime();
    const message = updated ? CASH_REPORT_MSG.updatedTitle : CASH_REPORT_MSG.submittedTitle;
    return { report: { ...toReport(stored), outcome: 'replayed', message }, created: false };
  };
  return withTenant(ctx, async (tx) => {
    const c = await q.submissionContext(tx, scope, {
      id: input.id ?? null,
      stationId: input.stationId,
      date: input.date ?? null,
      shift: input.shift,
      creditorId: input.creditorId ?? null,
      hash,
    });
    if (c.stationName === null) throw new AppError('NOT_FOUND', errorText('station.notFound'));

    // A replay: the report this body already made (under its client id, or for the same shift) is the answer.
    if (c.byId && (c.byId.userId !== ctx.userId || c.byId.hash !== hash)) throw new AppError('CONFLICT', errorText('cash.replayMismatch'));
    const replayOf = c.byId ?? (c.byKey?.hash === hash ? c.byKey : null);
    if (replayOf) return replayed(tx, replayOf.id);

    if (c.day > c.today) throw new AppError('UNPROCESSABLE', errorText('cash.inFuture'));
    if (ctx.role === 'attendant' && c.day !== c.today) throw new AppError('UNPROCESSABLE', errorText('cash.todayOnly'));
    if (c.byKey && c.byKey.status !== 'pending') throw new AppError('CONFLICT', errorText('cash.reviewed'));
    if (input.creditorId && !(c.creditor?.active && c.creditor.visible)) {
      throw AppError.onField('UNPROCESSABLE', 'creditorId', errorText('cash.creditorRequired'));
    }

    const values: q.TReportValues = {
      id: input.id ?? newId(),
      stationId: input.stationId,
      day: c.day,
      shift: input.shift,
      userName: c.userName,
      cashAmount: roundRupees(input.cashAmount),
      cardAmount: roundRupees(input.cardAmount),
      upiAmount: roundRupees(input.upiAmount),
      creditAmount: roundRupees(input.creditAmount),
      creditorId: input.creditorId ?? null,
      creditorName: input.creditorId ? null : (input.creditorName ?? null),
      notes: input.notes ?? null,
      hash,
    };
    const written = await q.writeReport(tx, scope, values, c.byKey?.amounts ?? null);
    if (!written) {
      // The same submission arrived at the same time and was stored first, or the report was reviewed meanwhile.
      const now = await q.shiftReport(tx, scope, values.stationId, values.day, values.shift);
      if (now?.status === 'pending' && now.hash === hash) return replayed(tx, now.id);
      throw new AppError('CONFLICT', errorText('cash.reviewed'));
    }
    const report: TCashReport = {
      id: written.id,
      stationId: values.stationId,
      stationName: c.stationName,
      userId: ctx.userId,
      userName: values.userName,
      date: values.day,
      shift: values.shift,
      cashAmount: toJsonNumber(values.cashAmount, 2),
      cardAmount: toJsonNumber(values.cardAmount, 2),
      upiAmount: toJsonNumber(values.upiAmount, 2),
      creditAmount: toJsonNumber(values.creditAmount, 2),
      totalAmount: toJsonNumber(written.totalAmount, 2),
      creditorId: values.creditorId,
      creditorName: values.creditorId ? (c.creditor?.name ?? null) : values.creditorName,
      notes: values.notes,
      status: 'pending',
      reviewedBy: null,
      reviewedByName: null,
      reviewedAt: null,
      reviewNote: null,
      createdAt: iso(written.createdAt),
      updatedAt: iso(written.updatedAt),
    };
    return written.inserted
      ? { report: { ...report, outcome: 'created', message: CASH_REPORT_MSG.submittedTitle }, created: true }
      : { report: { ...report, outcome: 'updated', message: CASH_REPORT_MSG.updatedTitle }, created: false };
  });
}

function toSummary(s: q.TSummaryRow): TCashReportSummary {
  return {
    count: s.count,
    pending: s.pending,
    approved: s.approved,
    rejected: s.rejected,
    cashAmount: toJsonNumber(s.cashAmount, 2),
    cardAmount: toJsonNumber(s.cardAmount, 2),
    upiAmount: toJsonNumber(s.upiAmount, 2),
    creditAmount: toJsonNumber(s.creditAmount, 2),
    totalAmount: toJsonNumber(sumDecimals([s.cashAmount, s.cardAmount, s.upiAmount, s.creditAmount], 2), 2),
  };
}

/**
 * GET /cash-reports (owner, manager; filters station, days, status, person) and GET
 * /attendant/cash-reports (the caller's own, at assigned stations): a page and the totals over the filter.
 */
export async function listReports(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TCashReport, TCashReportSummary>> {
  const filter: q.TReportFilter = {
    stationId: query.stationId,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    status: query.status,
    userId: 'userId' in query ? query.userId : undefined,
  };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectReports(tx, scopeOf(ctx), filter, windowOf(query));
    const summary = await q.summarizeReports(tx, scopeOf(ctx), filter);
    return { ...page(rows.map(toReport), query, summary.count), summary: toSummary(summary) };
  });
}

/** GET /cash-reports/{id}: any report for an owner or manager; an attendant's own only (else 404). */
export async function getReport(ctx: TTenantCtx, id: string): Promise<TCashReport> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectReports(tx, scopeOf(ctx), { id }));
  if (!row) throw notFound();
  return toReport(row);
}

/** GET /cash-reports/submitters */
export async function listSubmitters(ctx: TTenantCtx): Promise<TCashReportSubmitter[]> {
  return withTenantRead(ctx, (tx) => q.selectSubmitters(tx, ctx.tenantId));
}

/**
 * POST /cash-reports/{id}/approve and /reject: a pending report is approved or rejected (with a reason)
 * once, by an owner or a manager other than its author; audited. Afterwards it no longer changes (409).
 */
export async function reviewReport(ctx: TTenantCtx, id: string, review: q.TReview): Promise<TCashReport> {
  return withTenant(ctx, async (tx) => {
    const row = await q.reviewReport(tx, scopeOf(ctx), id, review);
    if (row) return toReport(row);
    const state = await q.reportState(tx, ctx.tenantId, id);
    if (!state) throw notFound();
    if (state.status !== 'pending') throw new AppError('CONFLICT', errorText('cash.reviewed'));
    throw new AppError('FORBIDDEN', errorText('cash.ownReview'));
  });
}
