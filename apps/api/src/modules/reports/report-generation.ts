import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_COLUMNS, type TReportColumn, type TReportFormat } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { reportFileChunks, reports } from '../../db/schema';
import { countRows, dailySummaryRows, inventoryRows, readingBatch, reportHeading, withBounds, type TCursor, type TReportFilter } from './report-sources.queries';
import { createWriter, FORMAT_FILES, labelled } from './report-writers';
import type { TCells, TReportJob } from './report-types';
import { selectReportJob } from './reports.queries';

/**
 * Generates one report's file inside the caller's tenant transaction (docs/decisions/025): the rows are
 * read in batches, written by the format's writer, and the bytes stored as they come in chunks of at
 * most `chunkBytes` (report_file_chunks); the same transaction marks the report completed, so a file is
 * either whole and completed or not there at all. The transaction is REPEATABLE READ: the row count
 * (the PDF's "of N"), every batch and the totals see one snapshot.
 */

export const CHUNK_BYTES = 1024 * 1024;
export const BATCH_ROWS = 2000;

export type TGenerateOptions = { batchSize?: number; chunkBytes?: number };

/** Collects the writer's bytes and stores them in chunks, in order, when told to flush. */
function chunkSink(tx: Tx, job: TReportJob, chunkBytes: number) {
  let parts: Buffer[] = [];
  let pending = 0;
  let seq = 0;
  let total = 0;
  return {
    push(chunk: Buffer) {
      parts.push(chunk);
      pending += chunk.length;
      total += chunk.length;
    },
    /** Stores every full chunk (and, at the end, the rest). */
    async flush(end: boolean) {
      while (pending >= chunkBytes || (end && pending > 0)) {
        const all = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
        const piece = all.subarray(0, chunkBytes);
        const rest = all.subarray(piece.length);
        await tx.insert(reportFileChunks).values({ tenantId: job.tenantId, reportId: job.id, seq: seq++, data: piece });
        parts = rest.length ? [Buffer.from(rest)] : [];
        pending = rest.length;
      }
    },
    get bytes() {
      return total;
    },
  };
}

/** ASCII file name of a report: its name as a slug, then the period. */
export function reportFileName(name: string, startDate: string, endDate: string, format: TReportFormat): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'report';
  const period = startDate === endDate ? startDate : `${startDate}-to-${endDate}`;
  return `${slug}-${period}.${FORMAT_FILES[format].extension}`;
}

/** Running exact totals of the `total` columns (decimal strings added, never floats). */
function totalsOf(columns: TReportColumn[]) {
  const sums = new Map(columns.filter((c) => c.total).map((c) => [c.key, new Decimal(0)]));
  return {
    add(row: TCells) {
      for (const [key, sum] of sums) {
        const v = row[key];
        if (v !== null && v !== undefined && v !== '') sums.set(key, sum.plus(String(v)));
      }
    },
    text(): Record<string, string> {
      const scale = (c: TReportColumn) => (c.kind === 'money' ? 2 : c.kind === 'litres' ? 3 : 0);
      return Object.fromEntries(columns.filter((c) => c.total).map((c) => [c.key, sums.get(c.key)!.toFixed(scale(c))]));
    },
  };
}

const pick = (columns: TReportColumn[], row: Record<string, unknown>): TCells => {
  const all = labelled(row);
  return Object.fromEntries(columns.map((c) => [c.key, all[c.key] ?? null]));
};

/**
 * Generates the file of a processing report, in the caller's fresh tenant transaction (this sets its
 * isolation, so it must be the transaction's first work). False when there is no such report processing.
 */
export async function generateReportFile(tx: Tx, tenantId: string, reportId: string, opts: TGenerateOptions = {}): Promise<boolean> {
  await tx.execute(sql`set transaction isolation level repeatable read`);
  const job = await selectReportJob(tx, tenantId, reportId);
  if (!job) return false;
  const batchSize = opts.batchSize ?? BATCH_ROWS;
  const filter: TReportFilter = await withBounds(tx, { tenantId: job.tenantId, startDate: job.startDate, endDate: job.endDate, stationId: job.stationId });
  const columns = REPORT_COLUMNS[job.type];
  const heading = await reportHeading(tx, filter);
  const readingLevel = job.type === 'sales' || job.type === 'readings';
  const fixedRows = readingLevel ? [] : job.type === 'inventory' ? await inventoryRows(tx, filter) : await dailySummaryRows(tx, filter);
  const rowCount = readingLevel ? await countRows(tx, job.type, filter) : fixedRows.length;
  const sink = chunkSink(tx, job, opts.chunkBytes ?? CHUNK_BYTES);
  const writer = await createWriter(
    job.format,
    {
      tenantName: heading.tenantName,
      reportName: job.name,
      type: job.type,
      startDate: job.startDate,
      endDate: job.endDate,
      stationName: heading.stationName,
      generatedAt: heading.generatedAt,
      columns,
      rowCount,
      note: job.type === 'readings' ? 'Totals leave voided readings out' : undefined,
    },
    (chunk) => sink.push(chunk),
  );
  const totals = totalsOf(columns);
  const write = async (rows: TCells[]) => {
    for (const row of rows) if (row.status !== 'Voided') totals.add(row);
    await writer.rows(rows);
    await sink.flush(false);
  };

  if (readingLevel) {
    let after: TCursor | undefined;
    for (;;) {
      const batch = await readingBatch(tx, job.type as 'sales' | 'readings', filter, after, batchSize);
      await write(batch.map((row) => pick(columns, row)));
      if (batch.length < batchSize) break;
      const last = batch.at(-1)!;
      after = { at: last.cursorAt, id: last.id };
    }
  } else {
    for (let i = 0; i < fixedRows.length; i += batchSize) await write(fixedRows.slice(i, i + batchSize).map((row) => pick(columns, row)));
  }
  await writer.finish(totals.text());
  await sink.flush(true);

  await tx
    .update(reports)
    .set({
      status: 'completed',
      fileName: reportFileName(job.name, job.startDate, job.endDate, job.format),
      contentType: FORMAT_FILES[job.format].contentType,
      byteSize: sink.bytes,
      rowCount,
      completedAt: sql`now()`,
    })
    .where(and(eq(reports.tenantId, job.tenantId), eq(reports.id, job.id)));
  return true;
}
