import { REPORT_TYPE_LABELS, type TReportColumn, type TReportFormat, type TReportType } from '@forecourt/shared';

/** What the report writers (CSV, Excel, PDF) share: the cells of a row, the report's heading, the sink. */

export type TCell = string | number | null;
export type TCells = Record<string, TCell>;

export type TReportMeta = {
  tenantName: string;
  reportName: string;
  type: TReportType;
  startDate: string;
  endDate: string;
  stationName: string | null;
  /** Local time in the tenant's zone, YYYY-MM-DD HH:MM. */
  generatedAt: string;
  columns: TReportColumn[];
  /** Rows the report will have (known before the first one: the PDF numbers its pages "n of N"). */
  rowCount: number;
  /** A line under the heading (e.g. that totals leave voided readings out). */
  note?: string;
};

export type TByteSink = (chunk: Buffer) => void;

export type TReportWriter = {
  rows(rows: TCells[]): void | Promise<void>;
  /** The totals of the `total` columns as decimal text; ends the file. */
  finish(totals: Record<string, string>): Promise<void>;
};

/** The report's title line: "Sales report · 01/01/2025 – 31/01/2025". */
export function reportKindLabel(type: TReportType): string {
  return `${REPORT_TYPE_LABELS[type]} report`;
}


/** A report to generate: what the reports row says. */
export type TReportJob = {
  id: string;
  tenantId: string;
  name: string;
  type: TReportType;
  format: TReportFormat;
  startDate: string;
  endDate: string;
  stationId: string | null;
};
