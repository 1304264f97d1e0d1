import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { formatDate, type TReportColumnKind } from '@forecourt/shared';
import { reportKindLabel, type TByteSink, type TCell, type TReportMeta, type TReportWriter } from './report-types';

/**
 * Excel (.xlsx) through exceljs's streaming workbook writer: each row is committed as it comes, so the
 * sheet is never held whole. Sheet "Report": the header row (bold, frozen), one row per report row with
 * figures as typed numbers (amounts and rates '#,##0.00', litres '#,##0.000'), and a totals row of SUM
 * formulas carrying their exact results. Sheet "About": tenant, report, period, station, when.
 */

const NUM_FMT: Partial<Record<TReportColumnKind, string>> = { money: '#,##0.00', price: '#,##0.00', litres: '#,##0.000', int: '0' };
const WIDTH: Record<TReportColumnKind, number> = { text: 22, day: 12, instant: 20, int: 9, money: 15, price: 11, litres: 15 };
const NUMERIC = new Set<TReportColumnKind>(['money', 'price', 'litres', 'int']);

function excelCell(kind: TReportColumnKind, value: TCell): string | number | null {
  if (value === null || value === '') return null;
  // The database's decimal text read as the nearest double: a parse, never a product.
  return NUMERIC.has(kind) ? Number(value) : String(value);
}

/** Column letter of a 1-based index (1 → A, 27 → AA). */
function letter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

export function createExcelWriter(meta: TReportMeta, sink: TByteSink): TReportWriter {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      sink(chunk);
      callback();
    },
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  wb.creator = 'Forecourt';
  wb.company = meta.tenantName;
  wb.title = meta.reportName;
  const ws = wb.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = meta.columns.map((c) => ({ key: c.key, width: WIDTH[c.kind], style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {} }));
  const header = ws.addRow(meta.columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();
  let written = 0;

  return {
    rows(rows) {
      for (const row of rows) {
        ws.addRow(meta.columns.map((c) => excelCell(c.kind, row[c.key] ?? null))).commit();
        written++;
      }
    },
    async finish(totals) {
      const last = Math.max(written + 1, 2);
      const range = (i: number) => `${letter(i + 1)}2:${letter(i + 1)}${last}`;
      // The totals leave voided readings out (report-generation.ts): so does the formula, which Excel and
      // LibreOffice compute again when the file opens.
      const status = meta.columns.findIndex((c) => c.key === 'status');
      const cells = meta.columns.map((c, i) => {
        if (i === 0) return 'Total';
        if (!c.total) return null;
        const formula = status >= 0 ? `SUMIF(${range(status)},"<>Voided",${range(i)})` : `SUM(${range(i)})`;
        return { formula, result: Number(totals[c.key] ?? 0) };
      });
      const totalRow = ws.addRow(cells);
      totalRow.font = { bold: true };
      totalRow.commit();
      ws.commit();

      const about = wb.addWorksheet('About');
      about.columns = [{ key: 'k', width: 16 }, { key: 'v', width: 48 }];
      const period = `${formatDate(meta.startDate)} – ${formatDate(meta.endDate)}`;
      for (const [k, v] of [
        ['Business', meta.tenantName],
        ['Report', meta.reportName],
        ['Type', reportKindLabel(meta.type)],
        ['Period', period],
        ['Station', meta.stationName ?? 'All stations'],
        ['Generated', meta.generatedAt],
        ['Rows', String(written)],
        ...(meta.note ? [['Note', meta.note]] : []),
      ]) about.addRow([k, v]).commit();
      about.commit();
      await wb.commit();
    },
  };
}
