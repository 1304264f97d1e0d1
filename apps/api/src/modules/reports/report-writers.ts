import { FUEL_TYPE_LABELS, PAYMENT_METHOD_LABELS, type TReportFormat } from '@forecourt/shared';
import type { TByteSink, TCells, TReportMeta, TReportWriter } from './report-types';
import { csvLine } from '../../lib/csv';
import { createExcelWriter } from './report-excel';
import { createPdfWriter } from './report-pdf';

/**
 * A report file is written row batch by row batch to a byte sink (docs/decisions/025): nothing but the
 * current batch and the writer's own small state is held, whatever the report's length. Cells arrive
 * as text for words and as the database's decimal text for figures (amounts 2 decimals, litres 3).
 */

export const FORMAT_FILES: Record<TReportFormat, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  excel: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
};

export async function createWriter(format: TReportFormat, meta: TReportMeta, sink: TByteSink): Promise<TReportWriter> {
  if (format === 'pdf') return createPdfWriter(meta, sink);
  if (format === 'excel') return createExcelWriter(meta, sink);
  return createCsvWriter(meta, sink);
}

/**
 * CSV: UTF-8 with a byte order mark (spreadsheets then read ₹ and Indian names right), CRLF, a header
 * row, one line per row, figures as plain decimals at their scale, no totals line (a CSV is data to
 * import; its totals are the sum of its lines). Cells that a spreadsheet would run are guarded.
 */
function createCsvWriter(meta: TReportMeta, sink: TByteSink): TReportWriter {
  sink(Buffer.from(`\uFEFF${csvLine(meta.columns.map((c) => c.label))}`, 'utf8'));
  return {
    rows(rows) {
      if (!rows.length) return;
      sink(Buffer.from(rows.map((row) => csvLine(meta.columns.map((c) => row[c.key] ?? ''))).join(''), 'utf8'));
    },
    async finish() {},
  };
}

/** Labels for the coded values a source row carries (fuel, payment method, reading status). */
export function labelled(row: Record<string, unknown>): TCells {
  const out: TCells = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) out[key] = null;
    else if (key === 'fuelType') out[key] = FUEL_TYPE_LABELS[value as keyof typeof FUEL_TYPE_LABELS] ?? String(value);
    else if (key === 'paymentMethod') out[key] = PAYMENT_METHOD_LABELS[value as keyof typeof PAYMENT_METHOD_LABELS] ?? String(value);
    else if (key === 'status') out[key] = value === 'voided' ? 'Voided' : 'Recorded';
    else out[key] = typeof value === 'number' ? value : String(value);
  }
  return out;
}
