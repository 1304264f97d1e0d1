import type { z } from 'zod';
import { Readable } from 'node:stream';
import {
  REPORT_COLUMNS,
  REPORT_PREVIEW_MAX_ROWS,
  errorText,
  toJsonNumber,
  type TPage,
  type TPageQuery,
  type TReport,
  type TReportColumn,
  type TReportExportResult,
  type TSchedule,
  type ZCreateReport,
  type ZDsrQuery,
  type ZCreateSchedule,
  type ZExportReport,
  type ZReportsQuery,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import type { Db, Tx } from '../../db/client';
import { withTenant, withTenantRead } from '../../db/tenant';
import { iso } from '../../lib/json-values';
import { page, windowOf } from '../../lib/paging';
import { generateReportFile, type TGenerateOptions } from './report-generation';
import { lastPeriod, nextRunOn } from './report-periods';
import { countRows, dailySummaryRows, inventoryRows, readingBatch, salesFigures, type TReportFilter } from './report-sources.queries';
import { labelled } from './report-writers';
import * as q from './reports.queries';
import { dailySalesReportPdf } from './dsr';
import { assertExportAllowed } from '../platform/tenant-settings.service';

type TCreateInput = z.output<typeof ZCreateReport>;
type TExportInput = z.output<typeof ZExportReport>;
type TScheduleInput = z.output<typeof ZCreateSchedule>;
type TListQuery = z.output<typeof ZReportsQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('report.notFound'));
const stationNotFound = () => AppError.onField('NOT_FOUND', 'filters.stationId', errorText('station.notFound'));

function toReport(row: q.TReportRow): TReport {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    format: row.format,
    status: row.status,
    dateRange: { startDate: row.startDate, endDate: row.endDate },
    filters: { stationId: row.stationId },
    stationName: row.stationName,
    scheduleId: row.scheduleId,
    fileName: row.fileName,
    byteSize: row.byteSize,
    rowCount: row.rowCount,
    createdAt: iso(row.createdAt),
    completedAt: row.completedAt ? iso(row.completedAt) : null,
  };
}

// ------------------------------------------------------------------ background generation

const inflight = new Set<Promise<void>>();

/** Generates a processing report in its own tenant transaction; a failure marks it failed with the reason. */
export async function generateNow(db: Db, tenantId: string, reportId: string, opts?: TGenerateOptions): Promise<void> {
  try {
    await withTenant(db, tenantId, (tx) => generateReportFile(tx, tenantId, reportId, opts));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await withTenant(db, tenantId, (tx) => q.markFailed(tx, tenantId, reportId, reason)).catch(() => undefined);
  }
}

/** Starts a report's generation after the answer (202); `settleGenerations` waits for those under way. */
function startGeneration(db: Db, tenantId: string, reportId: string): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => generateNow(db, tenantId, reportId))
    .finally(() => inflight.delete(run));
  inflight.add(run);
}

/** Waits for every generation started by this process (shutdown, tests). */
export async function settleGenerations(): Promise<void> {
  while (inflight.size) await Promise.allSettled([...inflight]);
}

// ------------------------------------------------------------------ reports

async function requireStation(tx: Tx, tenantId: string, stationId: string | undefined): Promise<void> {
  if (stationId && !(await q.stationExists(tx, tenantId, stationId))) throw stationNotFound();
}

/** POST /reports: the report, processing; its file is generated in the background. */
export async function createReport(ctx: TTenantCtx, body: TCreateInput): Promise<TReport> {
  const report = await withTenant(ctx, async (tx) => {
    // The tenant's features.allow_export (docs/decisions/027) is read with the station check: 'false' → 403.
    await Promise.all([requireStation(tx, ctx.tenantId, body.filters.stationId), assertExportAllowed(tx, ctx.tenantId)]);
    const id = await q.insertReport(tx, {
      tenantId: ctx.tenantId,
      name: body.name,
      type: body.type,
      format: body.format,
      startDate: body.dateRange.startDate,
      endDate: body.dateRange.endDate,
      stationId: body.filters.stationId ?? null,
      createdBy: ctx.userId,
    });
    const [row] = await q.selectReports(tx, ctx.tenantId, { id: id! }, { limit: 1, offset: 0 });
    return toReport(row!);
  });
  startGeneration(ctx.db, ctx.tenantId, report.id);
  return report;
}

export async function listReports(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TReport>> {
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectReports(tx, ctx.tenantId, query, windowOf(query));
    const total = rows[0]?.total ?? (query.page > 1 ? await q.countReports(tx, ctx.tenantId, query) : 0);
    return page(rows.map(toReport), query, total);
  });
}

export async function getReport(ctx: TTenantCtx, id: string): Promise<TReport> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectReports(tx, ctx.tenantId, { id }, { limit: 1, offset: 0 }));
  if (!row) throw notFound();
  return toReport(row);
}

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * GET /reports/{id}/download: the file, chunk after chunk (each read in its own short read-only
 * transaction, so a slow download holds no transaction); 409 while the report is not completed.
 */
export async function openDownload(ctx: TTenantCtx, id: string): Promise<{ fileName: string; contentType: string; byteSize: number; body: Buffer | Readable }> {
  const [file] = await withTenantRead(ctx, (tx) => Promise.all([q.selectReportFile(tx, ctx.tenantId, id), assertExportAllowed(tx, ctx.tenantId)]));
  if (!file) throw notFound();
  if (file.status === 'processing') throw new AppError('CONFLICT', errorText('report.notReady'));
  if (file.status === 'failed') throw new AppError('CONFLICT', errorText('report.failed'));
  const meta = { fileName: file.fileName!, contentType: file.contentType!, byteSize: file.byteSize ?? 0 };
  const head = file.first ? asBuffer(file.first) : Buffer.alloc(0);
  if (file.chunks <= 1) return { ...meta, body: head };
  async function* chunks() {
    yield head;
    for (let seq = 1; seq < file!.chunks; seq++) {
      const data = await withTenantRead(ctx, (tx) => q.selectChunk(tx, ctx.tenantId, id, seq));
      if (!data) throw new Error(`report ${id}: chunk ${seq} missing`);
      yield asBuffer(data);
    }
  }
  return { ...meta, body: Readable.from(chunks()) };
}

/** A preview record: figures as JSON numbers at their scale, words as text. */
function toRecord(columns: TReportColumn[], row: Record<string, unknown>): Record<string, string | number | null> {
  const cells = labelled(row);
  const out: Record<string, string | number | null> = {};
  for (const c of columns) {
    const v = cells[c.key] ?? null;
    if (v === null) out[c.key] = null;
    else if (c.kind === 'money' || c.kind === 'price') out[c.key] = toJsonNumber(String(v), 2);
    else if (c.kind === 'litres') out[c.key] = toJsonNumber(String(v), 3);
    else if (c.kind === 'int') out[c.key] = Number(v);
    else out[c.key] = String(v);
  }
  return out;
}

/**
 * POST /reports/export: the report's first REPORT_PREVIEW_MAX_ROWS rows (the print preview) and the
 * summary over the whole filter: every row counted, the sales total (the figure GET /sales gives for
 * the same days and station) and the profit (null unless every sale's price has a cost price).
 */
export async function exportReport(ctx: TTenantCtx, body: TExportInput): Promise<TReportExportResult> {
  const filter: TReportFilter = { tenantId: ctx.tenantId, ...body.dateRange, stationId: body.filters.stationId };
  const columns = REPORT_COLUMNS[body.type];
  return withTenantRead(ctx, async (tx) => {
    await Promise.all([requireStation(tx, ctx.tenantId, body.filters.stationId), assertExportAllowed(tx, ctx.tenantId)]);
    let rows: Record<string, unknown>[];
    let totalRecords: number;
    if (body.type === 'sales' || body.type === 'readings') {
      rows = await readingBatch(tx, body.type, filter, undefined, REPORT_PREVIEW_MAX_ROWS);
      totalRecords = rows.length < REPORT_PREVIEW_MAX_ROWS ? rows.length : await countRows(tx, body.type, filter);
    } else {
      rows = body.type === 'inventory' ? await inventoryRows(tx, filter) : await dailySummaryRows(tx, filter);
      totalRecords = rows.length;
    }
    const figures = await salesFigures(tx, filter);
    return {
      type: body.type,
      columns,
      records: rows.slice(0, REPORT_PREVIEW_MAX_ROWS).map((row) => toRecord(columns, row)),
      summary: {
        totalRecords,
        totalSales: toJsonNumber(figures.totalSales, 2),
        totalProfit: figures.totalProfit === null ? null : toJsonNumber(figures.totalProfit, 2),
      },
    };
  });
}

// ------------------------------------------------------------------ schedules

function toSchedule(row: q.TScheduleRow): TSchedule {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    format: row.format,
    frequency: row.frequency,
    filters: { stationId: row.stationId },
    stationName: row.stationName,
    nextRunOn: nextRunOn(row.frequency, row.today),
    lastReportAt: row.lastReportAt ? iso(row.lastReportAt) : null,
    createdAt: iso(row.createdAt),
  };
}

export async function createSchedule(ctx: TTenantCtx, body: TScheduleInput): Promise<TSchedule> {
  return withTenant(ctx, async (tx) => {
    await requireStation(tx, ctx.tenantId, body.filters.stationId);
    const id = await q.insertSchedule(tx, {
      tenantId: ctx.tenantId,
      name: body.name,
      type: body.type,
      format: body.format,
      frequency: body.frequency,
      stationId: body.filters.stationId ?? null,
      createdBy: ctx.userId,
    });
    const [row] = await q.selectSchedules(tx, ctx.tenantId, id);
    return toSchedule(row!);
  });
}

/** GET /reports/schedules: a tenant has a handful, read whole and paged here. */
export async function listSchedules(ctx: TTenantCtx, query: TPageQuery): Promise<TPage<TSchedule>> {
  const rows = await withTenantRead(ctx, (tx) => q.selectSchedules(tx, ctx.tenantId));
  const { offset, limit } = windowOf(query);
  return page(rows.slice(offset, offset + limit).map(toSchedule), query, rows.length);
}

export async function deleteSchedule(ctx: TTenantCtx, id: string): Promise<void> {
  const deleted = await withTenant(ctx, (tx) => q.deleteSchedule(tx, ctx.tenantId, id, ctx.userId));
  if (!deleted) throw new AppError('NOT_FOUND', errorText('report.scheduleNotFound'));
}

/** Reports left processing this long were interrupted (their process ended): the job marks them failed. */
const STALE_MINUTES = 60;

/**
 * The reports job's work for one tenant: every live schedule whose last whole period has ended (and
 * ends on or after the schedule's first day) gets that period's report, once — the insert is keyed by
 * (schedule, period), so a second process or a retried run finds it and does nothing — then the new
 * reports are generated one by one, each in its own transaction.
 */
export async function runDueSchedules(db: Db, tenantId: string, now?: Date): Promise<number> {
  const created = await withTenant(db, tenantId, async (tx) => {
    await q.failStale(tx, tenantId, STALE_MINUTES);
    const ids: string[] = [];
    // A plan without reports (docs/decisions/064) generates none: its schedules wait for a plan that has them.
    if (!(await q.reportsInPlan(tx, tenantId))) return ids;
    for (const s of await q.selectSchedules(tx, tenantId, undefined, now)) {
      const period = lastPeriod(s.frequency, s.today);
      if (period.endDate < s.startsOn) continue;
      const id = await q.insertReport(tx, {
        tenantId,
        name: s.name,
        type: s.type,
        format: s.format,
        ...period,
        stationId: s.stationId,
        createdBy: s.createdBy,
        scheduleId: s.id,
      });
      if (id) ids.push(id);
    }
    return ids;
  });
  for (const id of created) await generateNow(db, tenantId, id);
  return created.length;
}

/** GET /reports/dsr: the station's daily sales report of the day, as a PDF. */
export async function dsrFile(ctx: TTenantCtx, query: z.output<typeof ZDsrQuery>): Promise<{ fileName: string; pdf: Buffer }> {
  const pdf = await withTenantRead(ctx, async (tx) => {
    const [file] = await Promise.all([dailySalesReportPdf(tx, ctx.tenantId, query.stationId, query.date), assertExportAllowed(tx, ctx.tenantId)]);
    return file;
  });
  if (!pdf) throw new AppError('NOT_FOUND', errorText('station.notFound'));
  return { fileName: `dsr-${query.date}.pdf`, pdf };
}
