import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS, REPORT_FORMATS, REPORT_MSG, REPORT_TYPES, formatINR, type TReportFormat, type TReportType } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createCreditor, createNozzle, createPrice, createPump, createStation, createTenant, recordReading, updateInventory, type TestTenant } from '../../../test/factories';
import { withPlatform, withTenant } from '../../db/tenant';
import { settleGenerations } from './reports.service';
import { generateReportFile } from './report-generation';
import { rebuildReadingTotals } from '../readings/reading-totals.queries';
import { parseCsv, pdfText } from '../../../test/report-files';

/** The reports centre: every type × format generated and read back, totals against the API's own figures. */

let t: TestApp;
let tenant: TestTenant;
let station: { id: string; name: string };
let other: { id: string; name: string };
const RANGE = { startDate: '2025-03-01', endDate: '2025-03-31' };

const sum = (values: Array<string | number>, scale: number) => values.reduce<Decimal>((a, v) => a.plus(String(v || 0)), new Decimal(0)).toFixed(scale);

/** A column's cells from row 2 to `to` ('F' → values). */
function columnValues(ws: ExcelJS.Worksheet, column: string, to: number): unknown[] {
  return Array.from({ length: to - 1 }, (_, k) => ws.getCell(`${column}${k + 2}`).value);
}

/** The Total row's formula as a spreadsheet computes it: SUM(range), or SUMIF(range,"<>Voided",range). */
function evaluateTotal(ws: ExcelJS.Worksheet, formula: string, totalRow: number): string {
  const plain = /^SUM\(([A-Z]+)2:\1(\d+)\)$/.exec(formula);
  const unless = /^SUMIF\(([A-Z]+)2:\1(\d+),"<>Voided",([A-Z]+)2:\3(\d+)\)$/.exec(formula);
  if (plain) {
    expect(Number(plain[2])).toBe(totalRow - 1);
    return sum(columnValues(ws, plain[1]!, Number(plain[2])) as number[], 2);
  }
  if (!unless) throw new Error(`unexpected total formula ${formula}`);
  expect([Number(unless[2]), Number(unless[4])]).toEqual([totalRow - 1, totalRow - 1]);
  const statuses = columnValues(ws, unless[1]!, Number(unless[2]));
  const amounts = columnValues(ws, unless[3]!, Number(unless[4]));
  return sum(amounts.filter((_, k) => statuses[k] !== 'Voided') as number[], 2);
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro', name: 'Shri Balaji Fuels श्री बालाजी' });
  station = await createStation(t.handle.db, tenant.id, { name: 'Ring Road' });
  other = await createStation(t.handle.db, tenant.id, { name: '=HYPERLINK("http://x")' });
  const since = new Date('2025-01-01T00:00:00Z');
  await createPrice(t.handle.db, tenant.id, station.id, { price: '102.47', costPrice: '95.10', validFrom: since });
  await createPrice(t.handle.db, tenant.id, other.id, { fuelType: 'diesel', price: '89.99', validFrom: since });
  const nozzle = await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, station.id, { name: 'P1' })).id, { openingReading: '1000' });
  const diesel = await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, other.id, { name: '+P2' })).id, { fuelType: 'diesel' });
  const creditor = await createCreditor(t.handle.db, tenant.id, { partyName: 'Ramesh Transport' });
  await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 5000, capacity: 10000 });
  await withPlatform(t.handle.db, (tx) => tx.execute(sql`update inventory_movements set created_at = '2025-02-20T10:00:00+05:30' where tenant_id = ${tenant.id}`));
  // 28 Feb (outside), then March: 23:30 IST on the 15th, a credit sale, a UPI sale, a voided one, diesel by card.
  await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1005, recordedAt: '2025-02-28T20:00:00+05:30' });
  await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1010, recordedAt: '2025-03-15T23:30:00+05:30' });
  await recordReading(t.app, tenant.manager, { nozzleId: nozzle.id, reading: 1022.345, recordedAt: '2025-03-16T00:30:00+05:30', paymentMethod: 'credit', creditorId: creditor.id });
  await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1030, recordedAt: '2025-03-16T12:00:00+05:30', paymentMethod: 'upi' });
  const voided = await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1100, recordedAt: '2025-03-16T13:00:00+05:30' });
  await as(t.app, tenant.owner).post(`/nozzle-readings/${voided.id}/void`, { reason: 'typo' });
  await recordReading(t.app, tenant.owner, { nozzleId: diesel.id, reading: 20, recordedAt: '2025-03-17T09:00:00+05:30', paymentMethod: 'card' });
});
afterAll(() => t.close());

async function generate(user: { token: string }, body: { type: TReportType; format: TReportFormat; stationId?: string; name?: string }) {
  const res = await as(t.app, user).post('/reports', {
    name: body.name ?? `March ${body.type} ${body.format}`,
    type: body.type,
    format: body.format,
    dateRange: RANGE,
    filters: body.stationId ? { stationId: body.stationId } : {},
  });
  expect(res.statusCode, res.body).toBe(202);
  const report = json(res).data;
  expect(report).toMatchObject({ name: body.name ?? `March ${body.type} ${body.format}`, type: body.type, format: body.format, status: 'processing', dateRange: RANGE });
  await settleGenerations();
  const done = json(await as(t.app, user).get(`/reports/${report.id}`)).data;
  expect(done.status).toBe('completed');
  const file = await as(t.app, user).get(`/reports/${report.id}/download`);
  expect(file.statusCode).toBe(200);
  return { report: done, file, bytes: file.rawPayload };
}

/** The API's own figures for the filter: GET /sales's total and the export summary. */
async function apiFigures(stationId?: string) {
  const q = `startDate=${RANGE.startDate}&endDate=${RANGE.endDate}${stationId ? `&stationId=${stationId}` : ''}`;
  const sales = json(await as(t.app, tenant.owner).get(`/sales?${q}`)).data.summary;
  return { totalSales: sales.totalSales as number, totalVolume: sales.totalVolume as number };
}

/** The amount column that adds up to the sales total in each type. */
const AMOUNT_KEY: Record<TReportType, string> = { sales: 'amount', readings: 'amount', inventory: 'salesAmount', custom: 'amount' };

describe('reports: every type × format, read back', () => {
  it.each(REPORT_TYPES.flatMap((type) => REPORT_FORMATS.map((format) => [type, format] as const)))('%s as %s', async (type, format) => {
    const { report, file, bytes } = await generate(tenant.owner, { type, format });
    const figures = await apiFigures();
    expect(figures.totalSales).toBe(4361.55);
    const columns = REPORT_COLUMNS[type];
    const amountIndex = columns.findIndex((c) => c.key === AMOUNT_KEY[type]);
    const expectedTotal = figures.totalSales.toFixed(2);
    expect(file.headers['content-disposition']).toContain(`filename="march-${type}-${format}-2025-03-01-to-2025-03-31.${format === 'excel' ? 'xlsx' : format}"`);

    if (format === 'csv') {
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      const text = bytes.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual(columns.map((c) => c.label));
      const data = rows.slice(1);
      expect(data).toHaveLength(report.rowCount);
      const live = type === 'readings' ? data.filter((r) => r[columns.findIndex((c) => c.key === 'status')] !== 'Voided') : data;
      expect(sum(live.map((r) => r[amountIndex]!), 2)).toBe(expectedTotal);
      if (type === 'sales') {
        expect(data).toHaveLength(4);
        expect(data[0]!.slice(0, 8)).toEqual(['2025-03-15 23:30:00', 'Ring Road', 'P1', '1', 'Petrol', '5.000', '102.47', '512.35']);
        // CSV injection: the station named =HYPERLINK(…) and the pump +P2 are shown as text.
        expect(data[3]!.slice(1, 3)).toEqual([`'=HYPERLINK("http://x")`, "'+P2"]);
        expect(data[1]![9]).toBe('Ramesh Transport');
      }
      if (type === 'readings') expect(data.filter((r) => r.includes('Voided'))).toHaveLength(1);
    }

    if (format === 'excel') {
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Report')!;
      expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((c) => c.label));
      const last = ws.rowCount;
      expect(last).toBe(report.rowCount + 2);
      const amountCol = amountIndex + 1;
      const values: number[] = [];
      for (let i = 2; i < last; i++) {
        const cell = ws.getRow(i).getCell(amountCol);
        expect(typeof cell.value).toBe('number');
        expect(cell.numFmt).toBe('#,##0.00');
        if (type !== 'readings' || ws.getRow(i).getCell(columns.findIndex((c) => c.key === 'status') + 1).value !== 'Voided') values.push(cell.value as number);
      }
      expect(sum(values, 2)).toBe(expectedTotal);
      const totalCell = ws.getRow(last).getCell(amountCol).value as { formula: string; result: number };
      expect(ws.getRow(last).getCell(1).value).toBe('Total');
      // What a spreadsheet computes when it opens the file: the formula evaluated over the data rows.
      expect(evaluateTotal(ws, totalCell.formula, last)).toBe(expectedTotal);
      expect(totalCell.result).toBe(figures.totalSales);
      const litresCol = columns.findIndex((c) => c.kind === 'litres' && c.total) + 1;
      expect(ws.getRow(2).getCell(litresCol).numFmt).toBe('#,##0.000');
      const about = wb.getWorksheet('About')!;
      expect(about.getRow(1).values).toEqual([undefined, 'Business', 'Shri Balaji Fuels श्री बालाजी']);
    }

    if (format === 'pdf') {
      expect(file.headers['content-type']).toBe('application/pdf');
      const { pages, all } = await pdfText(bytes);
      // The text layer splits a Devanagari cluster where a vowel sign is placed: compare without spaces.
      expect(all.replace(/\s+/g, '')).toContain('ShriBalajiFuelsश्रीबालाजी');
      expect(all).toContain(`March ${type} pdf`);
      expect(all).toContain('01 Mar 2025 – 31 Mar 2025');
      expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
      expect(all).toContain(formatINR(expectedTotal));
    }
  });

  it('a station filter: the file holds only that station and its totals equal GET /sales for it', async () => {
    const { bytes } = await generate(tenant.manager, { type: 'sales', format: 'csv', stationId: other.id });
    const rows = parseCsv(bytes.toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(1);
    expect(sum(rows.map((r) => r[7]!), 2)).toBe((await apiFigures(other.id)).totalSales.toFixed(2));
  });
});

describe('reports: states, isolation and input', () => {
  it('download answers 409 while processing or failed; another tenant gets 404 for the report and its file', async () => {
    const [processing, failed] = await withTenant(t.handle.db, tenant.id, async (tx) => {
      const a = await tx.execute(sql`insert into reports (id, tenant_id, name, type, format, start_date, end_date)
        values (gen_random_uuid(), ${tenant.id}, 'Slow', 'sales', 'pdf', '2025-03-01', '2025-03-02') returning id`);
      const b = await tx.execute(sql`insert into reports (id, tenant_id, name, type, format, status, start_date, end_date, error)
        values (gen_random_uuid(), ${tenant.id}, 'Broken', 'sales', 'pdf', 'failed', '2025-03-01', '2025-03-02', 'boom') returning id`);
      const id = (r: unknown) => ((r as { rows: Array<{ id: string }> }).rows ?? (r as Array<{ id: string }>))[0]!.id;
      return [id(a), id(b)];
    });
    const owner = as(t.app, tenant.owner);
    const wait = await owner.get(`/reports/${processing}/download`);
    expect(wait.statusCode).toBe(409);
    expect(json(wait)).toMatchObject({ success: false, code: 'CONFLICT', message: REPORT_MSG.notReady });
    expect(json(await owner.get(`/reports/${failed}/download`)).message).toBe(REPORT_MSG.failed);

    const { report } = await generate(tenant.owner, { type: 'custom', format: 'csv' });
    const stranger = await createTenant(t.app, t.handle.db);
    for (const path of [`/reports/${report.id}`, `/reports/${report.id}/download`, `/reports/${processing}/download`]) {
      const res = await as(t.app, stranger.owner).get(path);
      expect(res.statusCode, path).toBe(404);
      expect(json(res).code).toBe('NOT_FOUND');
    }
    expect(json(await as(t.app, stranger.owner).get('/reports')).data).toMatchObject({ items: [], total: 0 });
    const list = json(await owner.get('/reports?limit=100')).data;
    expect(list.items.map((r: { id: string }) => r.id)).toContain(report.id);
    expect(list.items[0]).toMatchObject({ id: expect.any(String), status: expect.any(String), dateRange: expect.any(Object) });
    // Another tenant's station as a filter is not found, and nothing is created.
    const before = list.total;
    const foreign = await as(t.app, stranger.owner).post('/reports', { name: 'X', type: 'sales', format: 'csv', dateRange: RANGE, filters: { stationId: station.id } });
    expect(foreign.statusCode).toBe(404);
    expect(json(await owner.get('/reports?limit=1')).data.total).toBe(before);
  });

  it("refuses bad input with the spec's texts", async () => {
    const owner = as(t.app, tenant.owner);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'sales', format: 'pdf', dateRange: RANGE }, REPORT_MSG.nameRequired],
      [{ name: '  ', type: 'sales', format: 'pdf', dateRange: RANGE }, REPORT_MSG.nameRequired],
      [{ name: 'A', type: 'sales', format: 'pdf', dateRange: { endDate: '2025-03-01' } }, REPORT_MSG.startRequired],
      [{ name: 'A', type: 'sales', format: 'pdf', dateRange: { startDate: '2025-03-01', endDate: '' } }, REPORT_MSG.endRequired],
      [{ name: 'A', type: 'sales', format: 'pdf', dateRange: { startDate: '2025-03-02', endDate: '2025-03-01' } }, REPORT_MSG.rangeOrder],
      [{ name: 'A', type: 'sales', format: 'pdf', dateRange: { startDate: '2024-01-01', endDate: '2025-03-01' } }, REPORT_MSG.rangeTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post('/reports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).details.map((d: { message: string }) => d.message)).toContain(message);
    }
    expect((await owner.post('/reports', { name: 'A', type: 'weekly', format: 'pdf', dateRange: RANGE })).statusCode).toBe(400);
    expect((await owner.post('/reports', { name: 'A', type: 'sales', format: 'docx', dateRange: RANGE })).statusCode).toBe(400);
    expect((await as(t.app, tenant.attendant).post('/reports', { name: 'A', type: 'sales', format: 'pdf', dateRange: RANGE })).statusCode).toBe(403);
  });
});

describe("the platform's features.allow_export (docs/decisions/027)", () => {
  it("set to 'false' refuses the tenant's report files, downloads, the JSON export and the DSR with 403; 'true' lets them through again", async () => {
    const { report } = await generate(tenant.owner, { type: 'sales', format: 'csv', name: 'Before the switch' });
    const setExport = (value: string) =>
      withPlatform(t.handle.db, (tx) =>
        tx.execute(sql`insert into tenant_settings (tenant_id, key, value) values (${tenant.id}, 'features.allow_export', ${value})
          on conflict (tenant_id, key) do update set value = excluded.value`),
      );
    await setExport('false');
    try {
      const owner = as(t.app, tenant.owner);
      const refused = [
        await owner.post('/reports', { name: 'Refused', type: 'sales', format: 'csv', dateRange: RANGE, filters: {} }),
        await owner.get(`/reports/${report.id}/download`),
        await owner.post('/reports/export', { type: 'sales', dateRange: RANGE, filters: {} }),
        await owner.get(`/reports/dsr?stationId=${station.id}&date=2025-03-15`),
      ];
      for (const res of refused) expect({ status: res.statusCode, code: json(res).code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(json(refused[0]!).message).toMatch(/Exports are disabled/);
    } finally {
      await setExport('true');
    }
    expect((await as(t.app, tenant.owner).get(`/reports/${report.id}/download`)).statusCode).toBe(200);
  });
});

describe('POST /reports/export', () => {
  it('answers at most 100 records and the summary over the whole filter; profit only when every sale has a cost price', async () => {
    const owner = as(t.app, tenant.owner);
    const all = json(await owner.post('/reports/export', { type: 'sales', dateRange: RANGE })).data;
    expect(all.summary).toEqual({ totalRecords: 4, totalSales: 4361.55, totalProfit: null });
    expect(all.records).toHaveLength(4);
    expect(all.records[0]).toMatchObject({ recordedAt: '2025-03-15 23:30:00', stationName: 'Ring Road', fuelType: 'Petrol', volume: 5, pricePerLitre: 102.47, amount: 512.35 });
    expect(all.columns).toEqual(REPORT_COLUMNS.sales);
    // Ring Road's price has a cost price of 95.10: profit = Σ amount − round(volume × 95.10, 2).
    const ring = json(await owner.post('/reports/export', { type: 'sales', dateRange: RANGE, filters: { stationId: station.id } })).data;
    // 5 L: 512.35 − 475.50; 12.345 L: 1264.99 − 1174.01; 7.655 L: 784.41 − 727.99
    expect(ring.summary).toEqual({ totalRecords: 3, totalSales: 2561.75, totalProfit: 184.25 });
    const readings = json(await owner.post('/reports/export', { type: 'readings', dateRange: RANGE })).data;
    expect(readings.summary.totalRecords).toBe(5);
    const inventory = json(await owner.post('/reports/export', { type: 'inventory', dateRange: RANGE, filters: { stationId: station.id } })).data;
    // 5000 set on 20 Feb, 5 L sold on 28 Feb: 4995 at the start; March sold 95 L by the ledger (the 70 L
    // reading voided since is put back on the day of the void, after March), 2561.75 by the live readings.
    expect(inventory.records).toEqual([
      { stationName: 'Ring Road', fuelType: 'Petrol', openingStock: 4995, sold: 95, returned: 0, adjusted: 0, closingStock: 4900, salesAmount: 2561.75 },
    ]);
    const bad = await owner.post('/reports/export', { type: 'sales', dateRange: {} });
    expect(json(bad).details.map((d: { message: string }) => d.message)).toEqual(expect.arrayContaining([REPORT_MSG.startRequired, REPORT_MSG.endRequired]));
  });
});

describe('large reports stream', () => {
  it('reads rows in batches and stores the file in chunks: the same bytes as one pass, every row once, the exact total', async () => {
    const big = await createTenant(t.app, t.handle.db, { name: 'Stream Fuels' });
    const s = await createStation(t.handle.db, big.id, { name: 'Bulk' });
    const price = await createPrice(t.handle.db, big.id, s.id, { price: '101.11', validFrom: new Date('2025-01-01T00:00:00Z') });
    const pump = await createPump(t.handle.db, big.id, s.id);
    const nozzle = await createNozzle(t.handle.db, big.id, pump.id, { openingReading: '0' });
    const n = 3000;
    // 3000 readings of 1.5 L each through March (every 15 minutes from 1 March, IST), written set-based.
    await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`insert into nozzle_readings (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading, previous_reading, volume,
          price_per_litre, amount, fuel_price_id, payment_method, recorded_at, recorded_by, recorded_by_name)
        select gen_random_uuid(), ${big.id}, ${nozzle.id}, ${pump.id}, ${s.id}, 'petrol', i * 1.5, (i - 1) * 1.5, 1.5, 101.11, 151.67, ${price.id},
          'cash', '2025-03-01T00:00:00+05:30'::timestamptz + (i * interval '14 minutes'), ${big.owner.id}, 'Bulk Loader'
        from generate_series(1, ${n}) i`),
    );
    await withPlatform(t.handle.db, (tx) => rebuildReadingTotals(tx, big.id)); // the rollups GET /sales reads
    const ids = await withTenant(t.handle.db, big.id, async (tx) => {
      const made: string[] = [];
      for (const name of ['Batched', 'One pass']) {
        const res = await tx.execute(sql`insert into reports (id, tenant_id, name, type, format, start_date, end_date)
          values (gen_random_uuid(), ${big.id}, ${name}, 'sales', 'csv', '2025-03-01', '2025-03-31') returning id`);
        made.push(((res as unknown as { rows: Array<{ id: string }> }).rows ?? (res as unknown as Array<{ id: string }>))[0]!.id);
      }
      return made;
    });
    await withTenant(t.handle.db, big.id, (tx) => generateReportFile(tx, big.id, ids[0]!, { batchSize: 250, chunkBytes: 16_384 }));
    await withTenant(t.handle.db, big.id, (tx) => generateReportFile(tx, big.id, ids[1]!));
    const chunks = await withTenant(t.handle.db, big.id, (tx) =>
      tx.execute(sql`select report_id::text as id, count(*)::int as n, max(octet_length(data))::int as largest from report_file_chunks group by report_id`),
    );
    const byId = new Map(((chunks as unknown as { rows: Array<{ id: string; n: number; largest: number }> }).rows ?? []).map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)!.n).toBeGreaterThan(10);
    expect(byId.get(ids[0]!)!.largest).toBeLessThanOrEqual(16_384);
    expect(byId.get(ids[1]!)!.n).toBe(1);
    const [batched, once] = await Promise.all(ids.map((id) => as(t.app, big.owner).get(`/reports/${id}/download`)));
    expect(batched!.statusCode).toBe(200);
    expect(batched!.rawPayload.equals(once!.rawPayload)).toBe(true);
    expect(Number(batched!.headers['content-length'])).toBe(batched!.rawPayload.length);
    const rows = parseCsv(batched!.body.slice(1)).slice(1);
    expect(rows).toHaveLength(n); // 14-minute steps from 1 March 00:14 IST: all within March
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    expect(sum(rows.map((r) => r[7]!), 2)).toBe(json(await as(t.app, big.owner).get('/sales?startDate=2025-03-01&endDate=2025-03-31')).data.summary.totalSales.toFixed(2));
  });
});
