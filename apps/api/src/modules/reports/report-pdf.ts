import { formatDate, formatINR, formatLitres, formatNumber, type TReportColumn, type TReportColumnKind } from '@forecourt/shared';
import { createPdf, endPdf, footer, line, MARGIN, FOOTER_HEIGHT, spread, tableRow, type TAlign, type TPdfColumn } from './pdf-document';
import { reportKindLabel, type TByteSink, type TCell, type TReportMeta, type TReportWriter } from './report-types';

/**
 * A report as a PDF: A4 (landscape for the reading-level types), the business's name, the report's
 * name, type, period and station on the first page, a table whose header repeats on every page, a
 * totals row, and "Page n of N" with the report's name in every footer. Pages are written as they fill
 * (nothing is buffered); N is known in advance because every row is one line of a fixed height.
 */

const ROW_H = 14;
const HEAD_ROW_H = 16;
const HEADING_H = 72;
const WEIGHT: Record<TReportColumnKind, number> = { text: 1.4, day: 1.1, instant: 1.45, int: 0.6, money: 1.15, price: 0.85, litres: 1.15 };
const ALIGN: Record<TReportColumnKind, TAlign> = { text: 'left', day: 'left', instant: 'left', int: 'right', money: 'right', price: 'right', litres: 'right' };

/** A cell as the page shows it: figures with en-IN grouping at their scale, days and times in Indian English. */
export function pdfCell(kind: TReportColumnKind, value: TCell): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
    case 'price':
      return formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'litres':
      return formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    case 'day':
      return formatDate(String(value));
    case 'instant': {
      // Local text of the tenant's zone, YYYY-MM-DD HH:MM:SS.
      const text = String(value);
      return `${formatDate(text.slice(0, 10))} ${text.slice(11, 16)}`;
    }
    default:
      return String(value);
  }
}

export function periodText(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

/** Pages a report of `rows` rows takes (its totals row and total line included). */
export function pageCount(rows: number, first: number, other: number): number {
  const slots = Math.max(rows, 1) + 2;
  return slots <= first ? 1 : 1 + Math.ceil((slots - first) / other);
}

export function createPdfWriter(meta: TReportMeta, sink: TByteSink): TReportWriter {
  const landscape = meta.type !== 'inventory';
  const doc = createPdf({ landscape, title: meta.reportName, author: meta.tenantName, onData: sink });
  const columns: TPdfColumn[] = spread(
    doc,
    meta.columns.map((c) => (c.key === 'stationName' ? 2 : WEIGHT[c.kind])),
  ).map((width, i) => ({ width, label: meta.columns[i]!.label, align: ALIGN[meta.columns[i]!.kind] }));
  const bottom = doc.page.height - FOOTER_HEIGHT - 10;
  const first = Math.floor((bottom - MARGIN - HEADING_H - HEAD_ROW_H) / ROW_H);
  const other = Math.floor((bottom - MARGIN - HEAD_ROW_H) / ROW_H);
  const pages = pageCount(meta.rowCount, first, other);
  const period = periodText(meta.startDate, meta.endDate);
  const footerText = `${meta.tenantName} · ${meta.reportName} · ${period}`;
  const width = doc.page.width - 2 * MARGIN;
  let pageNo = 1;
  let y = MARGIN;
  let written = 0;

  // The heading of the first page.
  line(doc, meta.tenantName, MARGIN, y, { width, bold: true, size: 15 });
  line(doc, meta.reportName, MARGIN, y + 22, { width, bold: true, size: 11 });
  line(doc, `${reportKindLabel(meta.type)} · ${period} · ${meta.stationName ?? 'All stations'}`, MARGIN, y + 38, { width, size: 9, color: '#374151' });
  line(doc, `Generated ${pdfCell('instant', `${meta.generatedAt}:00`)} · ${formatNumber(meta.rowCount)} rows${meta.note ? ` · ${meta.note}` : ''}`, MARGIN, y + 52, {
    width,
    size: 8,
    color: '#6b7280',
  });
  y += HEADING_H;
  const header = () => {
    tableRow(doc, columns, columns.map((c) => c.label), y, { height: HEAD_ROW_H, bold: true, size: 7.5, fill: '#f3f4f6' });
    y += HEAD_ROW_H;
  };
  header();
  const room = () => {
    if (y + ROW_H <= bottom) return;
    footer(doc, footerText, pageNo, pages);
    doc.addPage();
    pageNo++;
    y = MARGIN;
    header();
  };

  return {
    rows(rows) {
      for (const row of rows) {
        room();
        tableRow(doc, columns, meta.columns.map((c: TReportColumn) => pdfCell(c.kind, row[c.key] ?? null)), y, { height: ROW_H, size: 7.5 });
        y += ROW_H;
        written++;
      }
    },
    async finish(totals) {
      if (written === 0) {
        room();
        line(doc, 'No data for this period.', MARGIN + 3, y + 3, { width, size: 8, color: '#6b7280' });
        y += ROW_H;
      }
      room();
      tableRow(
        doc,
        columns,
        meta.columns.map((c, i) => (i === 0 ? 'Total' : c.total ? (c.kind === 'int' ? String(totals[c.key] ?? 0) : pdfCell(c.kind, totals[c.key] ?? '0')) : '')),
        y,
        { height: ROW_H + 2, bold: true, size: 7.5, fill: '#e5e7eb' },
      );
      y += ROW_H + 2;
      room();
      const money = meta.columns.find((c) => c.kind === 'money' && c.total);
      const litres = meta.columns.find((c) => c.key === 'volume' || c.key === 'sold');
      const summary = [
        money ? `${money.label.replace(' (₹)', '')}: ${formatINR(totals[money.key] ?? '0')}` : '',
        litres ? `${litres.label.replace(' (L)', '')}: ${formatLitres(totals[litres.key] ?? '0')}` : '',
      ].filter(Boolean);
      line(doc, summary.join('   ·   '), MARGIN, y + 3, { width, bold: true, size: 9, align: 'right' });
      footer(doc, footerText, pageNo, pages);
      await endPdf(doc);
    },
  };
}
