import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import type { TReportFormat, TReportFrequency, TReportStatus, TReportType } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { reportFileChunks, reportSchedules, reports, stations } from '../../db/schema';
import { businessToday, tenantZone } from '../../db/business-days';
import { countInt, resultRows } from '../../db/sql-fragments';
import { planHasFeature } from '../../db/plan-limits';
import type { TWindow } from '../../lib/paging';
import type { TReportJob } from './report-types';

/** The reports and schedules tables (docs/decisions/025). Every query names the tenant itself; RLS is the backstop. */

const stationOfReport = and(eq(stations.tenantId, reports.tenantId), eq(stations.id, reports.stationId));
const stationOfSchedule = and(eq(stations.tenantId, reportSchedules.tenantId), eq(stations.id, reportSchedules.stationId));

const reportColumns = {
  id: reports.id,
  tenantId: reports.tenantId,
  name: reports.name,
  type: reports.type,
  format: reports.format,
  status: reports.status,
  startDate: reports.startDate,
  endDate: reports.endDate,
  stationId: reports.stationId,
  stationName: stations.name,
  scheduleId: reports.scheduleId,
  fileName: reports.fileName,
  contentType: reports.contentType,
  byteSize: reports.byteSize,
  rowCount: reports.rowCount,
  createdAt: reports.createdAt,
  completedAt: reports.completedAt,
};

export type TReportInsert = Omit<TReportJob, 'id'> & { createdBy: string | null; scheduleId?: string };

/** A new report, processing. With a schedule, an existing report of the same period wins (null). */
export async function insertReport(tx: Tx, v: TReportInsert): Promise<string | null> {
  const query = tx
    .insert(reports)
    .values({ id: newId(), ...v, status: 'processing' })
    .onConflictDoNothing({ target: [reports.tenantId, reports.scheduleId, reports.startDate, reports.endDate], where: sql`${reports.scheduleId} is not null` })
    .returning({ id: reports.id });
  const [row] = await query;
  return row?.id ?? null;
}

export async function selectReports(tx: Tx, tenantId: string, filter: { status?: TReportStatus; type?: TReportType; id?: string }, window: TWindow) {
  const where = and(
    eq(reports.tenantId, tenantId),
    filter.id ? eq(reports.id, filter.id) : undefined,
    filter.status ? eq(reports.status, filter.status) : undefined,
    filter.type ? eq(reports.type, filter.type) : undefined,
  );
  const rows = await tx
    .select({ ...reportColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reports)
    .leftJoin(stations, stationOfReport)
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows;
}
export type TReportRow = Awaited<ReturnType<typeof selectReports>>[number];

/** The total of a list whose page came back empty (a page past the end). */
export async function countReports(tx: Tx, tenantId: string, filter: { status?: TReportStatus; type?: TReportType }): Promise<number> {
  const [row] = await tx
    .select({ n: countInt() })
    .from(reports)
    .where(and(eq(reports.tenantId, tenantId), filter.status ? eq(reports.status, filter.status) : undefined, filter.type ? eq(reports.type, filter.type) : undefined));
  return row!.n;
}

/** A report with its first file chunk and how many chunks there are (one statement). */
export async function selectReportFile(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      status: reports.status,
      fileName: reports.fileName,
      contentType: reports.contentType,
      byteSize: reports.byteSize,
      chunks: sql<number>`(select count(*)::int from ${reportFileChunks} c where c.tenant_id = ${reports.tenantId} and c.report_id = ${reports.id})`.mapWith(Number),
      first: reportFileChunks.data,
    })
    .from(reports)
    .leftJoin(reportFileChunks, and(eq(reportFileChunks.tenantId, reports.tenantId), eq(reportFileChunks.reportId, reports.id), eq(reportFileChunks.seq, 0)))
    .where(and(eq(reports.tenantId, tenantId), eq(reports.id, id)));
  return row;
}

export async function selectChunk(tx: Tx, tenantId: string, reportId: string, seq: number): Promise<Uint8Array | undefined> {
  const [row] = await tx
    .select({ data: reportFileChunks.data })
    .from(reportFileChunks)
    .where(and(eq(reportFileChunks.tenantId, tenantId), eq(reportFileChunks.reportId, reportId), eq(reportFileChunks.seq, seq)));
  return row?.data;
}

export async function selectReportJob(tx: Tx, tenantId: string, id: string): Promise<TReportJob | undefined> {
  const [row] = await tx
    .select({
      id: reports.id,
      tenantId: reports.tenantId,
      name: reports.name,
      type: reports.type,
      format: reports.format,
      startDate: reports.startDate,
      endDate: reports.endDate,
      stationId: reports.stationId,
    })
    .from(reports)
    .where(and(eq(reports.tenantId, tenantId), eq(reports.id, id), eq(reports.status, 'processing')));
  return row;
}

export async function markFailed(tx: Tx, tenantId: string, id: string, error: string): Promise<void> {
  await tx
    .update(reports)
    .set({ status: 'failed', error: error.slice(0, 2000), completedAt: sql`now()` })
    .where(and(eq(reports.tenantId, tenantId), eq(reports.id, id), eq(reports.status, 'processing')));
}

/** Reports left processing longer than `minutes` (their process ended mid-way) are failed. */
export async function failStale(tx: Tx, tenantId: string, minutes: number): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({ status: 'failed', error: 'interrupted: the generating process ended', completedAt: sql`now()` })
    .where(and(eq(reports.tenantId, tenantId), eq(reports.status, 'processing'), lt(reports.createdAt, sql`now() - ${`${minutes} minutes`}::interval`)))
    .returning({ id: reports.id });
  return rows.length;
}

// ------------------------------------------------------------------ schedules

export type TScheduleInsert = {
  tenantId: string;
  name: string;
  type: TReportType;
  format: TReportFormat;
  frequency: TReportFrequency;
  stationId: string | null;
  createdBy: string;
};

/** A new schedule; it reports on periods ending on or after today (the tenant's business day). */
export async function insertSchedule(tx: Tx, v: TScheduleInsert): Promise<string> {
  const [row] = await tx
    .insert(reportSchedules)
    .values({ id: newId(), ...v, startsOn: sql`${businessToday(v.tenantId)}` })
    .returning({ id: reportSchedules.id });
  return row!.id;
}

/** Live schedules with their station, the newest report each made, and the tenant's today (at `now`, default the database clock). */
export async function selectSchedules(tx: Tx, tenantId: string, id?: string, now?: Date) {
  const today = now ? sql<string>`((${now.toISOString()}::timestamptz at time zone ${tenantZone(tenantId)})::date)::text` : sql<string>`${businessToday(tenantId)}::text`;
  return tx
    .select({
      id: reportSchedules.id,
      name: reportSchedules.name,
      type: reportSchedules.type,
      format: reportSchedules.format,
      frequency: reportSchedules.frequency,
      stationId: reportSchedules.stationId,
      stationName: stations.name,
      startsOn: reportSchedules.startsOn,
      createdBy: reportSchedules.createdBy,
      createdAt: reportSchedules.createdAt,
      lastReportAt: sql<string | null>`(select max(${reports.createdAt})::text from ${reports} where ${reports.tenantId} = ${reportSchedules.tenantId} and ${reports.scheduleId} = ${reportSchedules.id})`,
      today,
    })
    .from(reportSchedules)
    .leftJoin(stations, stationOfSchedule)
    .where(and(eq(reportSchedules.tenantId, tenantId), isNull(reportSchedules.deletedAt), id ? eq(reportSchedules.id, id) : undefined))
    .orderBy(asc(reportSchedules.createdAt), asc(reportSchedules.id));
}
export type TScheduleRow = Awaited<ReturnType<typeof selectSchedules>>[number];

/** Whether the tenant's plan has reports (docs/decisions/064): a plan without them runs no schedule. */
export async function reportsInPlan(tx: Tx, tenantId: string): Promise<boolean> {
  const [row] = resultRows<{ has: boolean }>(await tx.execute(sql`select ${planHasFeature(tenantId, 'reports')} as has`));
  return row?.has === true;
}

/** Stops a live schedule (kept, with who and when). False when there is none with that id. */
export async function deleteSchedule(tx: Tx, tenantId: string, id: string, userId: string): Promise<boolean> {
  const rows = await tx
    .update(reportSchedules)
    .set({ deletedAt: sql`now()`, deletedBy: userId })
    .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, id), isNull(reportSchedules.deletedAt)))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

/** A live station of the tenant (the filter of a report or schedule). */
export async function stationExists(tx: Tx, tenantId: string, stationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, stationId), isNull(stations.deletedAt)));
  return row !== undefined;
}
