import Decimal from 'decimal.js';
import {
  CASH_REPORT_STATUS_LABELS,
  FUEL_TYPE_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SHIFT_LABELS,
  formatDate,
  formatINR,
  formatNumber,
} from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { createPdf, endPdf, footer, line, MARGIN, FOOTER_HEIGHT, tableRow, type TAlign, type TPdf, type TPdfColumn } from './pdf-document';
import { dsrCashReports, dsrCreditors, dsrHeading, dsrMix, dsrNozzles } from './dsr.queries';

/**
 * The daily sales report (DSR) of one station and business day (docs/decisions/025): one printable A4
 * page for a usual station — per nozzle the opening and closing meter, litres, rate and amount; totals
 * by fuel; the payment mix; credit sales by creditor; the day's cash reports, what they add up to
 * (rejected ones left out) and the difference from the readings per method; and who closed the day and
 * when ("Not closed" while it is open). A station with many nozzles continues on a second page; every
 * page says "Page n of N".
 */

const ROW = 13;
const SIZE = 7.5;
const money = (v: string | Decimal) => formatNumber(String(v), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const litres = (v: string) => formatNumber(v, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const cols = (spec: Array<[string, number, TAlign]>): TPdfColumn[] => spec.map(([label, width, align]) => ({ label, width, align }));

/** The DSR's PDF, or undefined when the station is not the tenant's. `day` is YYYY-MM-DD (the tenant's zone). */
export async function dailySalesReportPdf(tx: Tx, tenantId: string, stationId: string, day: string): Promise<Buffer | undefined> {
  const heading = await dsrHeading(tx, tenantId, stationId, day);
  if (!heading) return undefined;
  const nozzles = await dsrNozzles(tx, tenantId, stationId, day);
  const mix = await dsrMix(tx, tenantId, stationId, day);
  const creditors = await dsrCreditors(tx, tenantId, stationId, day);
  const cash = await dsrCashReports(tx, tenantId, stationId, day);

  const parts: Buffer[] = [];
  const doc = createPdf({
    landscape: false,
    bufferPages: true,
    title: `Daily sales report — ${heading.stationName} — ${day}`,
    author: heading.tenantName,
    onData: (c) => parts.push(c),
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - FOOTER_HEIGHT - 8;
  let y = MARGIN;
  const room = (needed: number) => {
    if (y + needed <= bottom) return;
    doc.addPage();
    y = MARGIN;
  };
  const section = (title: string, x = MARGIN, w = width) => {
    line(doc, title, x, y, { width: w, bold: true, size: 9.5 });
  };
  const table = (columns: TPdfColumn[], rows: string[][], opts: { x?: number; totals?: string[]; startY?: number; empty?: string } = {}) => {
    let ty = (opts.startY ?? y) + 14;
    tableRow(doc, columns, columns.map((c) => c.label), ty, { height: ROW, bold: true, size: SIZE, fill: '#f3f4f6', x: opts.x });
    ty += ROW;
    if (!rows.length && opts.empty) {
      const w = columns.reduce((s, c) => s + c.width, 0);
      tableRow(doc, [{ label: '', width: w, align: 'left' }], [opts.empty], ty, { height: ROW, size: SIZE, x: opts.x, color: '#6b7280' });
      ty += ROW;
    }
    for (const r of rows) {
      tableRow(doc, columns, r, ty, { height: ROW, size: SIZE, x: opts.x });
      ty += ROW;
    }
    if (opts.totals) {
      tableRow(doc, columns, opts.totals, ty, { height: ROW, bold: true, size: SIZE, fill: '#e5e7eb', x: opts.x });
      ty += ROW;
    }
    return ty;
  };

  // Heading: the business, the report, the station and day, and whether the day is closed.
  line(doc, heading.tenantName, MARGIN, y, { width: width * 0.6, bold: true, size: 14 });
  line(doc, 'Daily Sales Report', MARGIN, y + 20, { width: width * 0.6, bold: true, size: 11 });
  line(doc, `${heading.stationName} · ${formatDate(day)}`, MARGIN, y + 36, { width: width * 0.6, size: 9.5, color: '#374151' });
  const closed = heading.closedAt
    ? `Closed by ${heading.closedBy ?? 'a former user'} on ${formatDate(heading.closedAt.slice(0, 10))} ${heading.closedAt.slice(11, 16)}`
    : 'Not closed';
  line(doc, closed, MARGIN + width * 0.5, y + 2, { width: width * 0.5, align: 'right', bold: true, size: 9, color: heading.closedAt ? '#166534' : '#b45309' });
  if (heading.closeNotes) line(doc, heading.closeNotes, MARGIN + width * 0.5, y + 16, { width: width * 0.5, align: 'right', size: 8, color: '#6b7280' });
  y += 56;

  // Nozzles.
  const total = mix.find((g) => g.fuelType === null && g.paymentMethod === null);
  const nozzleCols = cols([
    ['Pump', 0.17, 'left'],
    ['Nozzle', 0.07, 'right'],
    ['Fuel', 0.1, 'left'],
    ['Opening meter', 0.15, 'right'],
    ['Closing meter', 0.15, 'right'],
    ['Litres', 0.12, 'right'],
    ['Rate (₹/L)', 0.1, 'right'],
    ['Amount (₹)', 0.14, 'right'],
  ]).map((c) => ({ ...c, width: c.width * width }));
  room(14 + ROW * (nozzles.length + 2));
  section('Nozzles');
  y = table(
    nozzleCols,
    nozzles.map((n) => [
      n.pumpName,
      String(n.nozzleNumber),
      FUEL_TYPE_LABELS[n.fuelType],
      litres(n.opening),
      litres(n.closing),
      litres(n.litres),
      n.minRate === null ? '—' : n.minRate === n.maxRate ? money(n.minRate) : `${money(n.minRate)}–${money(n.maxRate!)}`,
      money(n.amount),
    ]),
    { totals: ['Total', '', '', '', '', litres(total?.litres ?? '0'), '', money(total?.amount ?? '0')] },
  );
  y += 12;

  // By fuel and payment mix, side by side.
  const half = (width - 16) / 2;
  const fuels = mix.filter((g) => g.fuelType !== null);
  const byMethod = new Map(mix.filter((g) => g.paymentMethod !== null).map((g) => [g.paymentMethod!, g]));
  room(14 + ROW * (Math.max(fuels.length, PAYMENT_METHODS.length) + 2));
  const top = y;
  section('Totals by fuel', MARGIN, half);
  const fuelEnd = table(
    cols([
      ['Fuel', 0.3, 'left'],
      ['Sales', 0.16, 'right'],
      ['Litres', 0.27, 'right'],
      ['Amount (₹)', 0.27, 'right'],
    ]).map((c) => ({ ...c, width: c.width * half })),
    fuels.map((g) => [FUEL_TYPE_LABELS[g.fuelType!], String(g.sales), litres(g.litres), money(g.amount)]),
    { totals: ['Total', String(total?.sales ?? 0), litres(total?.litres ?? '0'), money(total?.amount ?? '0')], startY: top },
  );
  y = top;
  section('Payment mix', MARGIN + half + 16, half);
  const mixEnd = table(
    cols([
      ['Method', 0.3, 'left'],
      ['Sales', 0.16, 'right'],
      ['Amount (₹)', 0.3, 'right'],
      ['Share', 0.24, 'right'],
    ]).map((c) => ({ ...c, width: c.width * half })),
    PAYMENT_METHODS.map((m) => {
      const g = byMethod.get(m);
      const amount = g?.amount ?? '0';
      const share = total && new Decimal(total.amount).gt(0) ? new Decimal(amount).div(total.amount).times(100).toFixed(1) + '%' : '—';
      return [PAYMENT_METHOD_LABELS[m], String(g?.sales ?? 0), money(amount), share];
    }),
    { x: MARGIN + half + 16, totals: ['Total', String(total?.sales ?? 0), money(total?.amount ?? '0'), ''], startY: top },
  );
  y = Math.max(fuelEnd, mixEnd) + 12;

  // Credit sales by creditor.
  room(14 + ROW * (Math.max(creditors.length, 1) + 2));
  section('Credit sales by creditor');
  const creditorCols = cols([
    ['Creditor', 0.46, 'left'],
    ['Sales', 0.12, 'right'],
    ['Litres', 0.2, 'right'],
    ['Amount (₹)', 0.22, 'right'],
  ]).map((c) => ({ ...c, width: c.width * width }));
  const credit = byMethod.get('credit');
  y = table(
    creditorCols,
    creditors.map((c) => [c.creditorName, String(c.sales), litres(c.litres), money(c.amount)]),
    { empty: 'No credit sales this day', totals: ['Total', String(credit?.sales ?? 0), litres(credit?.litres ?? '0'), money(credit?.amount ?? '0')] },
  );
  y += 12;

  // Cash reports, what they add up to, and the difference from the readings.
  const reportsOfDay = cash.filter((c) => c.shift !== null);
  const entered = cash.find((c) => c.shift === null)!;
  room(14 + ROW * (Math.max(reportsOfDay.length, 1) + 4) + 20);
  section('Cash reports');
  const system = (m: (typeof PAYMENT_METHODS)[number]) => new Decimal(byMethod.get(m)?.amount ?? '0');
  const diff = (a: string, b: Decimal) => {
    const d = new Decimal(a).minus(b);
    return `${d.gt(0) ? '+' : ''}${money(d)}`;
  };
  const systemTotal = new Decimal(total?.amount ?? '0');
  const cashCols = cols([
    ['Shift', 0.1, 'left'],
    ['Submitted by', 0.2, 'left'],
    ['Status', 0.1, 'left'],
    ['Cash (₹)', 0.12, 'right'],
    ['Card (₹)', 0.12, 'right'],
    ['UPI (₹)', 0.12, 'right'],
    ['Credit (₹)', 0.12, 'right'],
    ['Total (₹)', 0.12, 'right'],
  ]).map((c) => ({ ...c, width: c.width * width }));
  y = table(
    cashCols,
    reportsOfDay.map((c) => [SHIFT_LABELS[c.shift!], c.userName ?? '', CASH_REPORT_STATUS_LABELS[c.status!], money(c.cash), money(c.card), money(c.upi), money(c.credit), money(c.total)]),
    { empty: 'No cash reports for this day', totals: ['Reported', '(not rejected)', '', money(entered.cash), money(entered.card), money(entered.upi), money(entered.credit), money(entered.total)] },
  );
  tableRow(doc, cashCols, ['Readings', '', '', money(system('cash')), money(system('card')), money(system('upi')), money(system('credit')), money(systemTotal)], y, {
    height: ROW,
    size: SIZE,
  });
  y += ROW;
  tableRow(
    doc,
    cashCols,
    [
      'Difference',
      '(reported − readings)',
      '',
      diff(entered.cash, system('cash')),
      diff(entered.card, system('card')),
      diff(entered.upi, system('upi')),
      diff(entered.credit, system('credit')),
      diff(entered.total, systemTotal),
    ],
    y,
    { height: ROW, bold: true, size: SIZE, fill: '#fef3c7' },
  );
  y += ROW + 10;
  room(16);
  line(doc, `Total sales ${formatINR(systemTotal.toFixed(2))} · ${litres(total?.litres ?? '0')} L · ${total?.sales ?? 0} sales`, MARGIN, y, {
    width,
    bold: true,
    size: 9,
    align: 'right',
  });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    footer(doc, `${heading.tenantName} · ${heading.stationName} · ${formatDate(day)} · generated ${formatDate(heading.generatedAt.slice(0, 10))} ${heading.generatedAt.slice(11, 16)}`, i + 1, range.count);
  }
  await endPdf(doc as TPdf);
  return Buffer.concat(parts);
}
