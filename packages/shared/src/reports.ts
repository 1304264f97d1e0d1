import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ERROR_TEXTS } from './error-texts.constants';
import { ZDay, ZPageQuery, ZUuid, isCalendarDay, text } from './validation';

/**
 * The reports centre (document 4; docs/decisions/025): a report is a file (PDF, CSV or Excel) of one
 * type over whole business days of the tenant's zone, generated in the background; schedules make one
 * per day, week or month. The daily sales report (DSR) of one station and day is a one-page PDF.
 */

export const REPORT_TYPES = ['sales', 'inventory', 'readings', 'custom'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<TReportType, string> = {
  sales: 'Sales',
  inventory: 'Inventory',
  readings: 'Readings',
  custom: 'Daily summary',
};

export const REPORT_FORMATS = ['pdf', 'csv', 'excel'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FORMAT_LABELS: Record<TReportFormat, string> = { pdf: 'PDF', csv: 'CSV', excel: 'Excel' };

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FREQUENCY_LABELS: Record<TReportFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** processing → completed | failed (document 4, section 4): download only when completed. */
export const REPORT_STATUSES = ['processing', 'completed', 'failed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<TReportStatus, string> = { processing: 'Processing', completed: 'Completed', failed: 'Failed' };

/** Document 4, section 9: the default range is the last 30 days; the print preview holds at most 100 rows. */
export const REPORT_DEFAULT_RANGE_DAYS = 30;
export const REPORT_PREVIEW_MAX_ROWS = 100;
/** Reports stale time 30 s with 2 retries (document 4, section 9); the list polls while one is processing. */
export const REPORTS_STALE_MS = 30_000;
export const REPORTS_RETRY = 2;
export const REPORTS_POLL_MS = 2_000;
/** A report covers at most this many days (a year, leap or not). */
export const REPORT_MAX_DAYS = 366;

/** Texts of document 4 (sections 5 and 8), verbatim, and the server's own. */
export const REPORT_MSG = {
  nameRequired: 'Report name is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  generatedTitle: 'Report Generated',
  generated: 'Your report has been generated successfully.',
  generateFailed: 'Failed to generate report. Please try again.',
  scheduleFailed: 'Failed to schedule report. Please try again.',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export report. Please try again.',
  downloadStarted: 'Download Started',
  scheduledTitle: 'Report Scheduled',
  scheduleDeleted: 'Scheduled report deleted',
  notFound: ERROR_TEXTS['report.notFound'],
  scheduleNotFound: ERROR_TEXTS['report.scheduleNotFound'],
  notReady: ERROR_TEXTS['report.notReady'],
  failed: ERROR_TEXTS['report.failed'],
  rangeOrder: 'End date must be on or after the start date',
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days`,
  stationNotFound: ERROR_TEXTS['station.notFound'],
  dsrParams: 'Station and date are required for the daily sales report',
} as const;

export const ZReportName = text({ min: 1, max: 120, required: REPORT_MSG.nameRequired });

/** A required calendar day whose absence reads as the spec's text. */
const requiredDay = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true }).pipe(ZDay);

/** Days between two calendar days (b − a); both valid YYYY-MM-DD. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export const ZReportDateRange = z
  .object({ startDate: requiredDay(REPORT_MSG.startRequired), endDate: requiredDay(REPORT_MSG.endRequired) }, { error: REPORT_MSG.startRequired })
  .superRefine((range, ctx) => {
    if (!isCalendarDay(range.startDate) || !isCalendarDay(range.endDate)) return;
    const days = daysBetween(range.startDate, range.endDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MSG.rangeOrder });
    else if (days + 1 > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MSG.rangeTooLong });
  });
export type TReportDateRange = z.infer<typeof ZReportDateRange>;

export const ZReportFilters = z.object({ stationId: ZUuid.optional() }).strict();

export const ZCreateReport = z.object({
  name: ZReportName,
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  dateRange: ZReportDateRange,
  filters: ZReportFilters.default({}),
});
export type TCreateReport = z.input<typeof ZCreateReport>;

export const ZReport = z.object({
  id: ZUuid,
  name: z.string(),
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(REPORT_STATUSES),
  dateRange: z.object({ startDate: ZDay, endDate: ZDay }),
  filters: z.object({ stationId: ZUuid.nullable() }),
  stationName: z.string().nullable(),
  /** The schedule that made it, or null for one generated by hand. */
  scheduleId: ZUuid.nullable(),
  fileName: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  rowCount: z.number().int().nullable(),
  createdAt: ZInstant,
  completedAt: ZInstant.nullable(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  type: z.enum(REPORT_TYPES).optional(),
  ...ZPageQuery.shape,
});

/** POST /reports/export: the report's figures as JSON (the print preview), without a file. */
export const ZExportReport = z.object({
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS).optional(),
  dateRange: ZReportDateRange,
  filters: ZReportFilters.default({}),
});
export type TExportReport = z.input<typeof ZExportReport>;

/** How a column's values read: text, a day, an instant, or exact figures at their scale. */
export const REPORT_COLUMN_KINDS = ['text', 'day', 'instant', 'int', 'money', 'price', 'litres'] as const;
export type TReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];
export type TReportColumn = { key: string; label: string; kind: TReportColumnKind; total?: boolean };

const col = (key: string, label: string, kind: TReportColumnKind, total = false): TReportColumn => ({ key, label, kind, total });

/** The columns of each report type, in order: the same in every format and in the preview. */
export const REPORT_COLUMNS: Record<TReportType, TReportColumn[]> = {
  sales: [
    col('recordedAt', 'Date & time', 'instant'),
    col('stationName', 'Station', 'text'),
    col('pumpName', 'Pump', 'text'),
    col('nozzleNumber', 'Nozzle', 'int'),
    col('fuelType', 'Fuel', 'text'),
    col('volume', 'Volume (L)', 'litres', true),
    col('pricePerLitre', 'Rate (₹/L)', 'price'),
    col('amount', 'Amount (₹)', 'money', true),
    col('paymentMethod', 'Payment', 'text'),
    col('creditorName', 'Creditor', 'text'),
    col('recordedBy', 'Recorded by', 'text'),
  ],
  readings: [
    col('recordedAt', 'Date & time', 'instant'),
    col('stationName', 'Station', 'text'),
    col('pumpName', 'Pump', 'text'),
    col('nozzleNumber', 'Nozzle', 'int'),
    col('fuelType', 'Fuel', 'text'),
    col('previousReading', 'Opening meter', 'litres'),
    col('reading', 'Closing meter', 'litres'),
    col('volume', 'Volume (L)', 'litres', true),
    col('pricePerLitre', 'Rate (₹/L)', 'price'),
    col('amount', 'Amount (₹)', 'money', true),
    col('paymentMethod', 'Payment', 'text'),
    col('status', 'Status', 'text'),
    col('recordedBy', 'Recorded by', 'text'),
  ],
  inventory: [
    col('stationName', 'Station', 'text'),
    col('fuelType', 'Fuel', 'text'),
    col('openingStock', 'Opening (L)', 'litres', true),
    col('sold', 'Sold (L)', 'litres', true),
    col('returned', 'Voids/corr. (L)', 'litres', true),
    col('adjusted', 'Adjusted (L)', 'litres', true),
    col('closingStock', 'Closing (L)', 'litres', true),
    col('salesAmount', 'Sales (₹)', 'money', true),
  ],
  custom: [
    col('day', 'Day', 'day'),
    col('stationName', 'Station', 'text'),
    col('fuelType', 'Fuel', 'text'),
    col('salesCount', 'Sales', 'int', true),
    col('volume', 'Volume (L)', 'litres', true),
    col('amount', 'Amount (₹)', 'money', true),
    col('cash', 'Cash (₹)', 'money', true),
    col('card', 'Card (₹)', 'money', true),
    col('upi', 'UPI (₹)', 'money', true),
    col('credit', 'Credit (₹)', 'money', true),
  ],
};

const ZCell = z.union([z.string(), z.number(), z.null()]);
export const ZReportExportResult = z.object({
  type: z.enum(REPORT_TYPES),
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(REPORT_COLUMN_KINDS), total: z.boolean().optional() })),
  /** The first REPORT_PREVIEW_MAX_ROWS rows of the report; the summary covers all of them. */
  records: z.array(z.record(z.string(), ZCell)),
  summary: z.object({
    totalRecords: z.number().int(),
    /** Non-voided sales in the range (₹), the same figure as GET /sales for the filter. */
    totalSales: z.number(),
    /** Sales minus cost (the fuel prices' cost price); null unless every sale's price has a cost price. */
    totalProfit: z.number().nullable(),
  }),
});
export type TReportExportResult = z.infer<typeof ZReportExportResult>;

export const ZCreateSchedule = z.object({
  name: ZReportName,
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  frequency: z.enum(REPORT_FREQUENCIES),
  filters: ZReportFilters.default({}),
});
export type TCreateSchedule = z.input<typeof ZCreateSchedule>;

export const ZSchedule = z.object({
  id: ZUuid,
  name: z.string(),
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  frequency: z.enum(REPORT_FREQUENCIES),
  filters: z.object({ stationId: ZUuid.nullable() }),
  stationName: z.string().nullable(),
  /** The day (tenant's zone) after which the next report is generated, covering the period before it. */
  nextRunOn: ZDay,
  lastReportAt: ZInstant.nullable(),
  createdAt: ZInstant,
});
export type TSchedule = z.infer<typeof ZSchedule>;

export const ZDsrQuery = z.object({
  stationId: z.string({ error: REPORT_MSG.dsrParams }).pipe(ZUuid),
  date: requiredDay(REPORT_MSG.dsrParams),
});

/** The inventory page's Generate Report: the previous calendar month, as a PDF (document 2). */
export function previousMonth(today: string): { startDate: string; endDate: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 2, 1));
  const end = new Date(Date.UTC(y, m - 1, 0));
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}
