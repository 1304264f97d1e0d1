import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_CSV_COLUMNS } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createCreditor, createNozzle, createPrice, createPump, createStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';
import { exportSales } from './sales.service';
import { csvCell } from '../../lib/csv';
import { parseCsv } from '../../../test/report-files';

let t: TestApp;
let tenant: TestTenant;
let station: { id: string; name: string };
let other: { id: string; name: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  station = await createStation(t.handle.db, tenant.id, { name: 'Sales, "Main" Station' });
  other = await createStation(t.handle.db, tenant.id, { name: '=HYPERLINK("http://x")' });
  const since = new Date('2025-01-01T00:00:00Z');
  await createPrice(t.handle.db, tenant.id, station.id, { price: '102.47', validFrom: since });
  await createPrice(t.handle.db, tenant.id, other.id, { fuelType: 'diesel', price: '89.99', validFrom: since });
  const nozzle = await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, station.id, { name: 'P1' })).id, { openingReading: '1000' });
  const dieselNozzle = await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, other.id, { name: '+P2' })).id, {
    fuelType: 'diesel',
  });
  ids.nozzle = nozzle.id;
  // 23:30 IST on 15 January, then 00:30 IST on 16 January (still the 15th in UTC), then midday.
  ids.late15 = (await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1010, recordedAt: '2025-01-15T23:30:00+05:30' })).id;
  const creditor = await createCreditor(t.handle.db, tenant.id, { partyName: 'Sales Fleet' });
  ids.creditor = creditor.id;
  ids.early16 = (await recordReading(t.app, tenant.manager, { nozzleId: nozzle.id, reading: 1022.345, recordedAt: '2025-01-16T00:30:00+05:30', paymentMethod: 'credit', creditorId: creditor.id })).id;
  ids.noon16 = (await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1030, recordedAt: '2025-01-16T12:00:00+05:30', paymentMethod: 'upi' })).id;
  ids.voided = (await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1100, recordedAt: '2025-01-16T13:00:00+05:30' })).id;
  await as(t.app, tenant.owner).post(`/nozzle-readings/${ids.voided}/void`, { reason: 'test' });
  ids.diesel = (await recordReading(t.app, tenant.owner, { nozzleId: dieselNozzle.id, reading: 20, recordedAt: '2025-01-17T09:00:00+05:30', paymentMethod: 'card' })).id;
});
afterAll(() => t.close());

describe('GET /sales', () => {
  it("lists non-voided readings as sales, days inclusive in the tenant's zone (23:30 IST belongs to that IST day)", async () => {
    const owner = as(t.app, tenant.owner);
    const day15 = json(await owner.get('/sales?startDate=2025-01-15&endDate=2025-01-15')).data;
    expect(day15.items.map((s: { id: string }) => s.id)).toEqual([ids.late15]);
    expect(day15.items[0]).toEqual({
      id: ids.late15,
      stationId: station.id,
      stationName: station.name,
      pumpId: expect.any(String),
      pumpName: 'P1',
      nozzleId: ids.nozzle,
      nozzleNumber: 1,
      fuelType: 'petrol',
      volume: 10,
      pricePerLitre: 102.47,
      amount: 1024.7,
      paymentMethod: 'cash',
      creditorId: null,
      creditorName: null,
      status: 'pending',
      recordedAt: '2025-01-15T18:00:00.000Z',
      recordedBy: expect.stringMatching(/^owner /),
    });
    const day16 = json(await owner.get('/sales?startDate=2025-01-16&endDate=2025-01-16')).data;
    expect(day16.items.map((s: { id: string }) => s.id)).toEqual([ids.noon16, ids.early16]);
    // A credit sale carries its creditor.
    expect(day16.items[1]).toMatchObject({ paymentMethod: 'credit', creditorId: ids.creditor, creditorName: 'Sales Fleet' });
    // 12.345 × 102.47 = 1264.99; 7.655 × 102.47 = 784.41 (784.40785 half-up)
    expect(day16.summary).toEqual({ totalSales: 2049.4, totalVolume: 20, creditSales: 1264.99, postedSales: 0, count: 2 });
    const all = json(await owner.get('/sales')).data;
    expect(all.total).toBe(4);
    expect(all.summary).toEqual({ totalSales: 4873.9, totalVolume: 50, creditSales: 1264.99, postedSales: 0, count: 4 });
    const card = json(await owner.get(`/sales?paymentMethod=card&stationId=${other.id}`)).data;
    expect(card.items.map((s: { id: string }) => s.id)).toEqual([ids.diesel]);
    expect(card.summary).toMatchObject({ totalSales: 1799.8, totalVolume: 20 });
    const paged = json(await owner.get('/sales?limit=1&page=2')).data;
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 4 });
    expect(paged.items.map((s: { id: string }) => s.id)).toEqual([ids.noon16]);
  });

  it('is for owners and managers; validates dates; another tenant sees nothing', async () => {
    expect((await as(t.app, tenant.attendant).get('/sales')).statusCode).toBe(403);
    expect((await as(t.app, tenant.attendant).get('/sales/export')).statusCode).toBe(403);
    expect((await as(t.app, tenant.manager).get('/sales')).statusCode).toBe(200);
    expect((await as(t.app, tenant.owner).get('/sales?startDate=2025-02-30')).statusCode).toBe(400);
    expect((await as(t.app, tenant.owner).get('/sales?startDate=15-01-2025')).statusCode).toBe(400);
    const stranger = await createTenant(t.app, t.handle.db);
    expect(json(await as(t.app, stranger.owner).get('/sales')).data).toMatchObject({ total: 0, summary: { totalSales: 0, count: 0 } });
    expect(json(await as(t.app, stranger.owner).get(`/sales?stationId=${station.id}`)).data.total).toBe(0);
  });
});

describe('GET /sales/export', () => {
  it('answers a CSV attachment with the header, tenant-zone times, 2/3 decimals and guarded cells', async () => {
    const res = await as(t.app, tenant.owner).get('/sales/export?startDate=2025-01-15&endDate=2025-01-17');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2025-01-15-2025-01-17.csv"');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([...SALES_CSV_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      ['2025-01-15 23:30:00', 'Sales, "Main" Station', 'P1', '1', 'Petrol', '10.000', '102.47', '1024.70', 'Cash', 'Pending', expect.stringMatching(/^owner /)],
      ['2025-01-16 00:30:00', 'Sales, "Main" Station', 'P1', '1', 'Petrol', '12.345', '102.47', '1264.99', 'Credit', 'Pending', expect.stringMatching(/^manager /)],
      ['2025-01-16 12:00:00', 'Sales, "Main" Station', 'P1', '1', 'Petrol', '7.655', '102.47', '784.41', 'UPI', 'Pending', expect.stringMatching(/^owner /)],
      ['2025-01-17 09:00:00', `'=HYPERLINK("http://x")`, "'+P2", '1', 'Diesel', '20.000', '89.99', '1799.80', 'Card', 'Pending', expect.stringMatching(/^owner /)],
    ]);
    const none = await as(t.app, tenant.owner).get('/sales/export?startDate=2030-01-01');
    expect(none.statusCode).toBe(200);
    expect(parseCsv(none.body.replace(/^\uFEFF/, ''))).toEqual([[...SALES_CSV_COLUMNS]]);
    expect(none.headers['content-disposition']).toBe('attachment; filename="sales-2030-01-01-all.csv"');
  });

  it('holds every row of the filter, beyond one page and across export batches, each once', async () => {
    const nozzle = await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, station.id)).id, { openingReading: '0' });
    const made: string[] = [];
    for (let i = 1; i <= 105; i++) made.push((await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: i * 1.5, paymentMethod: 'cash' })).id);
    const page = json(await as(t.app, tenant.owner).get(`/sales?stationId=${station.id}&limit=100`)).data;
    expect(page.total).toBe(108);
    const res = await as(t.app, tenant.owner).get(`/sales/export?stationId=${station.id}`);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, '')).slice(1);
    expect(rows).toHaveLength(108);
    const ctx = { db: t.handle.db, userId: tenant.owner.id, role: 'owner' as const, tenantId: tenant.id };
    const batched = await exportSales(ctx, { stationId: station.id }, 7);
    expect(batched.csv).toBe(res.body);
    expect(made).toHaveLength(105);
  });

  it('guards and quotes cells', () => {
    expect(['=1+1', '+91', '-5', '@SUM(A1)', 'plain', 'a,b', 'say "hi"', 12.5].map(csvCell)).toEqual([
      "'=1+1",
      "'+91",
      "'-5",
      "'@SUM(A1)",
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '12.5',
    ]);
  });
});
