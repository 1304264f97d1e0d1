import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createCreditor, createNozzle, createPrice, createPricedStation, createPump, createStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';

/**
 * The hand-computed fixture (issue 10, Tests): two stations, three fuels, four payment methods, a voided
 * reading, readings just before and after midnight IST, a price change mid-day and an empty day before.
 *
 * Station A: petrol nozzle (₹100.00, ₹102.50 from 13:00 IST on 11 March), diesel nozzle (₹90.00).
 * Station B: premium nozzle (₹110.00), petrol nozzle (₹101.00). Openings 1000.
 *   10 Mar 23:30 IST  A petrol 1010      cash   10.000 L × 100.00 = 1000.00   (day 10 March)
 *   11 Mar 00:30 IST  A petrol 1022.345  card   12.345 L × 100.00 = 1234.50
 *   11 Mar 09:00 IST  A diesel 1020.5    credit 20.500 L ×  90.00 = 1845.00
 *   11 Mar 10:00 IST  A diesel 1100      cash   voided
 *   11 Mar 11:00 IST  B premium 1005.555 cash    5.555 L × 110.00 =  611.05
 *   11 Mar 14:00 IST  A petrol 1030      upi     7.655 L × 102.50 =  784.64 (784.6375)
 *   11 Mar 23:59 IST  B petrol 1003.333  upi     3.333 L × 101.00 =  336.63 (336.633)
 *   12 Mar 00:01 IST  B petrol 1004      cash    0.667 L × 101.00 =   67.37 (67.367)  (day 12 March)
 * 11 March: 5 sales, 49.388 L, ₹4811.82 — cash 611.05, card 1234.50, upi 1121.27, credit 1845.00;
 * petrol 2355.77 / 23.333 L, diesel 1845.00 / 20.5 L, premium 611.05 / 5.555 L; A 3864.14 / 40.5 L, B 947.68 / 8.888 L.
 * 10–12 March at B: premium 611.05 (60.20 %), petrol 336.63 + 67.37 = 404.00 / 4 L (39.80 %).
 * 9 March: nothing.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let a: { id: string; name: string };
let b: { id: string; name: string };
let creditorId: string;

const ist = (s: string) => `${s}+05:30`;
const since = new Date('2025-01-01T00:00:00Z');
/** JSON numbers as the strings a reader sees, so 4811.8 and 4811.82 never pass for each other. */
const str = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(str) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, str(x)])) : typeof v === 'number' ? String(v) : v;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  const db = t.handle.db;
  a = await createStation(db, tenant.id, { name: 'Alpha Fuels' });
  b = await createStation(db, tenant.id, { name: 'Beta Fuels' });
  const pa = await createPump(db, tenant.id, a.id, { name: 'A1' });
  const pb = await createPump(db, tenant.id, b.id, { name: 'B1' });
  const aPetrol = await createNozzle(db, tenant.id, pa.id, { fuelType: 'petrol', openingReading: '1000' });
  const aDiesel = await createNozzle(db, tenant.id, pa.id, { fuelType: 'diesel', openingReading: '1000' });
  const bPremium = await createNozzle(db, tenant.id, pb.id, { fuelType: 'premium', openingReading: '1000' });
  const bPetrol = await createNozzle(db, tenant.id, pb.id, { fuelType: 'petrol', openingReading: '1000' });
  await createPrice(db, tenant.id, a.id, { fuelType: 'petrol', price: '100.00', validFrom: since });
  await createPrice(db, tenant.id, a.id, { fuelType: 'petrol', price: '102.50', validFrom: new Date(ist('2025-03-11T13:00:00')) });
  await createPrice(db, tenant.id, a.id, { fuelType: 'diesel', price: '90.00', validFrom: since });
  await createPrice(db, tenant.id, b.id, { fuelType: 'premium', price: '110.00', validFrom: since });
  await createPrice(db, tenant.id, b.id, { fuelType: 'petrol', price: '101.00', validFrom: since });
  creditorId = (await createCreditor(db, tenant.id, { partyName: 'Fleet One', creditLimit: '2000.00' })).id;
  const owner = tenant.owner;
  await recordReading(t.app, owner, { nozzleId: aPetrol.id, reading: 1010, recordedAt: ist('2025-03-10T23:30:00'), paymentMethod: 'cash' });
  await recordReading(t.app, owner, { nozzleId: aPetrol.id, reading: 1022.345, recordedAt: ist('2025-03-11T00:30:00'), paymentMethod: 'card' });
  await recordReading(t.app, owner, { nozzleId: aDiesel.id, reading: 1020.5, recordedAt: ist('2025-03-11T09:00:00'), paymentMethod: 'credit', creditorId });
  const voided = await recordReading(t.app, owner, { nozzleId: aDiesel.id, reading: 1100, recordedAt: ist('2025-03-11T10:00:00') });
  expect((await as(t.app, owner).post(`/nozzle-readings/${voided.id}/void`, { reason: 'wrong meter' })).statusCode).toBe(200);
  await recordReading(t.app, owner, { nozzleId: bPremium.id, reading: 1005.555, recordedAt: ist('2025-03-11T11:00:00') });
  await recordReading(t.app, owner, { nozzleId: aPetrol.id, reading: 1030, recordedAt: ist('2025-03-11T14:00:00'), paymentMethod: 'upi' });
  await recordReading(t.app, owner, { nozzleId: bPetrol.id, reading: 1003.333, recordedAt: ist('2025-03-11T23:59:00'), paymentMethod: 'upi' });
  await recordReading(t.app, owner, { nozzleId: bPetrol.id, reading: 1004, recordedAt: ist('2025-03-12T00:01:00'), paymentMethod: 'cash' });

  // Another tenant sells on the same days and today: none of it may show above.
  const rival = await createPricedStation(db, other.id, { openings: ['0'] });
  await createPrice(db, other.id, rival.station.id, { price: '102.47', validFrom: since });
  await recordReading(t.app, other.owner, { nozzleId: rival.nozzleIds[0]!, reading: 500, recordedAt: ist('2025-03-11T12:00:00') });
  await recordReading(t.app, other.owner, { nozzleId: rival.nozzleIds[0]!, reading: 600 });
});
afterAll(() => t.close());

const get = async (path: string, user = tenant.owner) => json(await as(t.app, user).get(path)).data;

describe('GET /todays-sales/summary', () => {
  it("gives one business day's figures to the paisa, equal to GET /sales for that day and station", async () => {
    const day = await get('/todays-sales/summary?date=2025-03-11');
    expect(str({ ...day, nozzleEntries: undefined, creditSales: undefined })).toEqual({
      date: '2025-03-11',
      totalEntries: '5',
      totalVolume: '49.388',
      totalAmount: '4811.82',
      paymentBreakdown: { cash: '611.05', card: '1234.5', upi: '1121.27', credit: '1845' },
      salesByFuel: [
        { fuelType: 'petrol', entries: '3', totalAmount: '2355.77', totalVolume: '23.333' },
        { fuelType: 'diesel', entries: '1', totalAmount: '1845', totalVolume: '20.5' },
        { fuelType: 'premium', entries: '1', totalAmount: '611.05', totalVolume: '5.555' },
      ],
      salesByStation: [
        { stationId: a.id, stationName: 'Alpha Fuels', entries: '3', totalAmount: '3864.14', totalVolume: '40.5' },
        { stationId: b.id, stationName: 'Beta Fuels', entries: '2', totalAmount: '947.68', totalVolume: '8.888' },
      ],
      nozzleEntries: undefined,
      creditSales: undefined,
    });
    expect(str(day.creditSales)).toEqual([{ creditorId, creditorName: 'Fleet One', entries: '1', totalAmount: '1845', totalVolume: '20.5' }]);
    expect(day.nozzleEntries.map((n: { pumpName: string; fuelType: string; totalAmount: number; entries: number }) => `${n.pumpName} ${n.fuelType} ${n.entries} ${n.totalAmount}`)).toEqual([
      'A1 petrol 2 2019.14',
      'A1 diesel 1 1845',
      'B1 premium 1 611.05',
      'B1 petrol 1 336.63',
    ]);
    const sales = await get('/sales?startDate=2025-03-11&endDate=2025-03-11');
    expect(String(sales.summary.totalSales)).toBe(String(day.totalAmount));
    expect(String(sales.summary.totalVolume)).toBe(String(day.totalVolume));
    expect(sales.summary.count).toBe(day.totalEntries);

    const stationDay = await get(`/todays-sales/summary?date=2025-03-11&stationId=${b.id}`);
    const stationSales = await get(`/sales?startDate=2025-03-11&endDate=2025-03-11&stationId=${b.id}`);
    expect(str([stationDay.totalAmount, stationDay.totalVolume, stationDay.totalEntries])).toEqual(['947.68', '8.888', '2']);
    expect(String(stationSales.summary.totalSales)).toBe('947.68');
    expect(str(stationDay.paymentBreakdown)).toEqual({ cash: '611.05', card: '0', upi: '336.63', credit: '0' });
  });

  it('puts 23:30 IST in its own day and 00:01 IST in the next; an empty day is zeros', async () => {
    expect(str((await get('/todays-sales/summary?date=2025-03-10')).totalAmount)).toBe('1000');
    expect(str((await get('/todays-sales/summary?date=2025-03-12')).totalAmount)).toBe('67.37');
    const empty = await get('/todays-sales/summary?date=2025-03-09');
    expect(str(empty)).toEqual({
      date: '2025-03-09',
      totalEntries: '0',
      totalVolume: '0',
      totalAmount: '0',
      paymentBreakdown: { cash: '0', card: '0', upi: '0', credit: '0' },
      nozzleEntries: [],
      salesByFuel: [],
      salesByStation: [],
      creditSales: [],
    });
  });

  it('refuses a malformed day and another tenant’s station shows nothing', async () => {
    expect((await as(t.app, tenant.owner).get('/todays-sales/summary?date=2025-02-30')).statusCode).toBe(400);
    const rivalStation = (await get('/stations', other.owner)).items[0].id;
    expect(str((await get(`/todays-sales/summary?date=2025-03-11&stationId=${rivalStation}`)).totalAmount)).toBe('0');
  });
});

describe('GET /dashboard/* figures', () => {
  it('fuel breakdown and payment methods of a span, shares to 2 decimals', async () => {
    expect(str(await get('/dashboard/fuel-breakdown?dateFrom=2025-03-11&dateTo=2025-03-11'))).toEqual([
      { fuelType: 'petrol', amount: '2355.77', volume: '23.333', percentage: '48.96' },
      { fuelType: 'diesel', amount: '1845', volume: '20.5', percentage: '38.34' },
      { fuelType: 'premium', amount: '611.05', volume: '5.555', percentage: '12.7' },
    ]);
    expect(str(await get('/dashboard/payment-methods?dateFrom=2025-03-11&dateTo=2025-03-11'))).toEqual([
      { paymentMethod: 'cash', amount: '611.05', percentage: '12.7' },
      { paymentMethod: 'card', amount: '1234.5', percentage: '25.66' },
      { paymentMethod: 'upi', amount: '1121.27', percentage: '23.3' },
      { paymentMethod: 'credit', amount: '1845', percentage: '38.34' },
    ]);
    expect(str(await get('/dashboard/payment-methods?dateFrom=2025-03-09&dateTo=2025-03-09'))).toEqual(
      ['cash', 'card', 'upi', 'credit'].map((paymentMethod) => ({ paymentMethod, amount: '0', percentage: '0' })),
    );
    expect(await get('/dashboard/fuel-breakdown?dateFrom=2025-03-09&dateTo=2025-03-09')).toEqual([]);
    expect(str(await get(`/dashboard/fuel-breakdown?dateFrom=2025-03-10&dateTo=2025-03-12&stationId=${b.id}`))).toEqual([
      { fuelType: 'premium', amount: '611.05', volume: '5.555', percentage: '60.2' },
      { fuelType: 'petrol', amount: '404', volume: '4', percentage: '39.8' },
    ]);
    const bad = await as(t.app, tenant.owner).get('/dashboard/fuel-breakdown?dateFrom=2025-03-12&dateTo=2025-03-11');
    expect(bad.statusCode).toBe(400);
  });

  it('sales summary: growth against the previous equal period, null when that period had none', async () => {
    const day = await get('/dashboard/sales-summary?range=daily&dateFrom=2025-03-11&dateTo=2025-03-11');
    expect(str(day)).toEqual({
      dateFrom: '2025-03-11',
      dateTo: '2025-03-11',
      totalRevenue: '4811.82',
      totalVolume: '49.388',
      salesCount: '5',
      averageTransaction: '962.36',
      pricePerLitre: '97.43',
      growthPercentage: '381.18',
      previous: { dateFrom: '2025-03-10', dateTo: '2025-03-10', totalRevenue: '1000', totalVolume: '10', salesCount: '1', averageTransaction: '1000', pricePerLitre: '100' },
    });
    const first = await get('/dashboard/sales-summary?dateFrom=2025-03-10&dateTo=2025-03-10');
    expect(first.growthPercentage).toBeNull();
    const three = await get('/dashboard/sales-summary?dateFrom=2025-03-10&dateTo=2025-03-12');
    expect(str([three.totalRevenue, three.totalVolume, three.salesCount, three.averageTransaction, three.growthPercentage])).toEqual([
      '5879.19',
      '60.055',
      '7',
      '839.88',
      null,
    ]);
    expect([three.previous.dateFrom, three.previous.dateTo]).toEqual(['2025-03-07', '2025-03-09']);
  });

  it('top stations rank by money with shares; top creditors owe the most', async () => {
    expect(str(await get('/dashboard/top-stations?dateFrom=2025-03-11&dateTo=2025-03-11'))).toEqual([
      { rank: '1', stationId: a.id, stationName: 'Alpha Fuels', entries: '3', totalAmount: '3864.14', totalVolume: '40.5', percentage: '80.31' },
      { rank: '2', stationId: b.id, stationName: 'Beta Fuels', entries: '2', totalAmount: '947.68', totalVolume: '8.888', percentage: '19.69' },
    ]);
    expect((await get('/dashboard/top-stations?dateFrom=2025-03-11&dateTo=2025-03-11&limit=1')).length).toBe(1);
    expect(str(await get('/dashboard/top-creditors'))).toEqual([
      { id: creditorId, partyName: 'Fleet One', outstanding: '1845', creditLimit: '2000', utilization: '92.3' },
    ]);
  });

  it("today's figures: the trend has one point per day with zeros, station metrics count today", async () => {
    const trend = await get('/dashboard/sales-trend', other.owner);
    expect(trend).toHaveLength(7);
    expect(str(trend.slice(0, 6).map((p: { amount: number; volume: number }) => [p.amount, p.volume]))).toEqual(Array(6).fill(['0', '0']));
    expect(str([trend[6].amount, trend[6].volume])).toEqual(['10247', '100']);
    const today = await get('/todays-sales/summary', other.owner);
    expect(trend[6].date).toBe(today.date);
    expect(str(today.totalAmount)).toBe('10247');
    expect(await get('/dashboard/sales-trend?days=30', other.owner)).toHaveLength(30);
    const metrics = await get('/dashboard/station-metrics', other.owner);
    expect(str(metrics.map((m: object) => ({ ...m, stationId: undefined, stationName: undefined })))).toEqual([
      { status: 'active', pumps: '1', activeNozzles: '1', todayEntries: '1', todayAmount: '10247', todayVolume: '100', yesterdayAmount: '0', yesterdayEntries: '0' },
    ]);
    // The fixture tenant sold nothing today: its trend is all zeros.
    expect((await get('/dashboard/sales-trend')).every((p: { amount: number }) => p.amount === 0)).toBe(true);
    expect((await get('/dashboard/station-metrics')).map((m: { stationName: string; activeNozzles: number }) => `${m.stationName} ${m.activeNozzles}`)).toEqual([
      'Alpha Fuels 2',
      'Beta Fuels 2',
    ]);
  });

  it('recent activities merge readings and audited events, newest first; alerts summary counts open alerts', async () => {
    const items = await get('/dashboard/recent-activities?limit=50');
    const actions = items.map((i: { action: string }) => i.action);
    expect(actions).toContain('reading.voided');
    expect(items.filter((i: { kind: string }) => i.kind === 'reading')).toHaveLength(8);
    const readings = items.filter((i: { kind: string }) => i.kind === 'reading');
    expect(str(readings[0].amount)).toBe('67.37');
    expect(readings[0].stationName).toBe('Beta Fuels');
    const times = items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await get('/dashboard/recent-activities?limit=3')).toHaveLength(3);
    expect(await get('/dashboard/alerts-summary')).toEqual({ total: 0, unacknowledged: 0, byPriority: { urgent: 0, high: 0, medium: 0, low: 0 } });
  });

  it('refuses attendants (403) on every dashboard call', async () => {
    for (const path of [
      '/todays-sales/summary',
      '/dashboard/sales-trend',
      '/dashboard/fuel-breakdown',
      '/dashboard/payment-methods',
      '/dashboard/sales-summary',
      '/dashboard/top-creditors',
      '/dashboard/station-metrics',
      '/dashboard/top-stations',
      '/dashboard/recent-activities',
      '/dashboard/alerts-summary',
    ]) {
      expect((await as(t.app, tenant.attendant).get(path)).statusCode, path).toBe(403);
      expect((await as(t.app, tenant.manager).get(path)).statusCode, path).toBe(200);
    }
  });
});
