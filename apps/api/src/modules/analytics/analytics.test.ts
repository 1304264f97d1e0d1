import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createCreditor, createNozzle, createPrice, createPump, createStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';

/**
 * A hand-computed fixture (business days in Asia/Kolkata). Tenant A, two stations:
 *   Alpha: N1 petrol (opening 1000; ₹100.00, ₹102.50 from 10 Mar 12:00 IST), N2 diesel (opening 500; ₹90.00)
 *   Beta:  M1 premium (opening 0; ₹110.00), M2 petrol (active, never read)
 *   01 Mar 10:00  N1 1005     5.000 L × 100.00 =  500.00 cash
 *   10 Mar 09:00  N1 1015    10.000 L × 100.00 = 1000.00 cash
 *   10 Mar 10:30  N2 520.25  20.250 L ×  90.00 = 1822.50 card
 *   10 Mar 11:00  N2 600     voided
 *   10 Mar 14:00  N1 1019.5   4.500 L × 102.50 =  461.25 upi   (after the mid-day price change)
 *   10 Mar 23:30  M1 5        5.000 L × 110.00 =  550.00 credit (just before midnight IST: the 10th)
 *   11 Mar 00:30  M1 7        2.000 L × 110.00 =  220.00 cash  (just after midnight IST: the 11th, still the 10th in UTC)
 *   09 Mar: nothing (an empty yesterday). Tenant B sells on 10 Mar and is never counted.
 * 10 Mar: 3833.75, 39.750 L, 4 sales (Alpha 3283.75 / 34.750 L / 3, Beta 550.00 / 5.000 L / 1).
 */
let t: TestApp;
let a: TestTenant;
let b: TestTenant;
const ids: Record<string, string> = {};
const D = '2025-03-10';

const get = async (path: string, user = a.owner) => {
  const res = await as(t.app, user).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  b = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  const db = t.handle.db;
  const since = new Date('2025-01-01T00:00:00Z');
  const alpha = await createStation(db, a.id, { name: 'Alpha' });
  const beta = await createStation(db, a.id, { name: 'Beta' });
  ids.alpha = alpha.id;
  ids.beta = beta.id;
  await createPrice(db, a.id, alpha.id, { fuelType: 'petrol', price: '100.00', validFrom: since });
  await createPrice(db, a.id, alpha.id, { fuelType: 'petrol', price: '102.50', validFrom: new Date('2025-03-10T12:00:00+05:30') });
  await createPrice(db, a.id, alpha.id, { fuelType: 'diesel', price: '90.00', validFrom: since });
  await createPrice(db, a.id, beta.id, { fuelType: 'premium', price: '110.00', validFrom: since });
  await createPrice(db, a.id, beta.id, { fuelType: 'petrol', price: '100.00', validFrom: since });
  const p1 = await createPump(db, a.id, alpha.id, { name: 'P1' });
  const q1 = await createPump(db, a.id, beta.id, { name: 'Q1' });
  const n1 = await createNozzle(db, a.id, p1.id, { fuelType: 'petrol', openingReading: '1000' });
  const n2 = await createNozzle(db, a.id, p1.id, { fuelType: 'diesel', openingReading: '500' });
  const m1 = await createNozzle(db, a.id, q1.id, { fuelType: 'premium', openingReading: '0' });
  const m2 = await createNozzle(db, a.id, q1.id, { fuelType: 'petrol', openingReading: '0' });
  Object.assign(ids, { n1: n1.id, n2: n2.id, m1: m1.id, m2: m2.id });
  const creditor = await createCreditor(db, a.id, { partyName: 'Fleet' });
  const at = (s: string) => `${s}+05:30`;
  await recordReading(t.app, a.owner, { nozzleId: n1.id, reading: 1005, recordedAt: at('2025-03-01T10:00:00') });
  await recordReading(t.app, a.owner, { nozzleId: n1.id, reading: 1015, recordedAt: at('2025-03-10T09:00:00') });
  await recordReading(t.app, a.manager, { nozzleId: n2.id, reading: 520.25, recordedAt: at('2025-03-10T10:30:00'), paymentMethod: 'card' });
  const voided = await recordReading(t.app, a.owner, { nozzleId: n2.id, reading: 600, recordedAt: at('2025-03-10T11:00:00') });
  expect((await as(t.app, a.owner).post(`/nozzle-readings/${voided.id}/void`, { reason: 'typo' })).statusCode).toBe(200);
  await recordReading(t.app, a.owner, { nozzleId: n1.id, reading: 1019.5, recordedAt: at('2025-03-10T14:00:00'), paymentMethod: 'upi' });
  await recordReading(t.app, a.owner, { nozzleId: m1.id, reading: 5, recordedAt: at('2025-03-10T23:30:00'), paymentMethod: 'credit', creditorId: creditor.id });
  await recordReading(t.app, a.owner, { nozzleId: m1.id, reading: 7, recordedAt: at('2025-03-11T00:30:00') });
  // Tenant B: a large sale on the same day, never counted for A.
  const other = await createStation(db, b.id, { name: 'Other' });
  await createPrice(db, b.id, other.id, { fuelType: 'petrol', price: '100.00', validFrom: since });
  const bn = await createNozzle(db, b.id, (await createPump(db, b.id, other.id)).id, { fuelType: 'petrol' });
  await recordReading(t.app, b.owner, { nozzleId: bn.id, reading: 500, recordedAt: at('2025-03-10T12:30:00') });
}, 120_000);
afterAll(() => t.close());

describe('GET /analytics/overview', () => {
  it('computes the KPIs of a day; growth is null against an empty yesterday', async () => {
    const o = await get(`/analytics/overview?period=today&date=${D}`);
    expect(o.range).toEqual({ startDate: D, endDate: D });
    expect(o.previousRange).toEqual({ startDate: '2025-03-09', endDate: '2025-03-09' });
    expect(o.revenue).toEqual({ value: 3833.75, previous: 0, growth: null });
    expect(o.volume).toEqual({ value: 39.75, previous: 0, growth: null });
    expect(o.transactions).toEqual({ value: 4, previous: 0, growth: null });
    expect(o.averageTransaction).toEqual({ value: 958.44, previous: 0, growth: null });
    expect(o.pricePerLitre).toEqual({ value: 96.45, previous: 0, growth: null });
    expect(o.activeStations).toEqual({ value: 2, previous: 0, growth: null });
  });

  it('computes growth against the previous week of the same length', async () => {
    const o = await get(`/analytics/overview?period=week&date=${D}`);
    expect(o.range).toEqual({ startDate: '2025-03-04', endDate: D });
    expect(o.previousRange).toEqual({ startDate: '2025-02-25', endDate: '2025-03-03' });
    expect(o.revenue).toEqual({ value: 3833.75, previous: 500, growth: 666.8 });
    expect(o.volume).toEqual({ value: 39.75, previous: 5, growth: 695 });
    expect(o.transactions).toEqual({ value: 4, previous: 1, growth: 300 });
    expect(o.averageTransaction).toEqual({ value: 958.44, previous: 500, growth: 91.7 });
    expect(o.pricePerLitre).toEqual({ value: 96.45, previous: 100, growth: -3.6 });
    expect(o.activeStations).toEqual({ value: 2, previous: 1, growth: 100 });
  });

  it('month to date against ten empty days before it: null growth', async () => {
    const o = await get(`/analytics/overview?period=month&date=${D}`);
    expect(o.range).toEqual({ startDate: '2025-03-01', endDate: D });
    expect(o.previousRange).toEqual({ startDate: '2025-02-19', endDate: '2025-02-28' });
    expect(o.revenue).toEqual({ value: 4333.75, previous: 0, growth: null });
    expect(o.transactions.value).toBe(5);
  });

  it('lifetime reads the running totals and has no growth', async () => {
    const o = await get('/analytics/overview?period=lifetime');
    expect(o.range.startDate).toBeNull();
    expect(o.previousRange).toBeNull();
    expect(o.revenue).toEqual({ value: 4553.75, previous: null, growth: null });
    expect(o.volume).toEqual({ value: 46.75, previous: null, growth: null });
    expect(o.transactions).toEqual({ value: 6, previous: null, growth: null });
    expect(o.averageTransaction).toEqual({ value: 758.96, previous: null, growth: null });
    expect(o.pricePerLitre).toEqual({ value: 97.41, previous: null, growth: null });
  });

  it('filters by station; the 00:30 IST sale belongs to the 11th', async () => {
    const beta = await get(`/analytics/overview?period=today&date=2025-03-11&stationId=${ids.beta}`);
    expect(beta.revenue.value).toBe(220);
    expect(beta.transactions.value).toBe(1);
    expect(beta.revenue.growth).toBe(-60);
  });
});

describe('GET /analytics/trends', () => {
  it('one point per day of the week, zero days included', async () => {
    const tr = await get(`/analytics/trends?period=week&date=${D}`);
    expect(tr.granularity).toBe('day');
    expect(tr.points.map((p: { bucket: string }) => p.bucket)).toEqual([
      '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10',
    ]);
    expect(tr.points[0]).toEqual({ bucket: '2025-03-04', label: '04/03', revenue: 0, volume: 0, transactions: 0 });
    expect(tr.points[6]).toEqual({ bucket: D, label: '10/03', revenue: 3833.75, volume: 39.75, transactions: 4 });
  });

  it('months for the year to date', async () => {
    const tr = await get(`/analytics/trends?period=year&date=${D}`);
    expect(tr.granularity).toBe('month');
    expect(tr.points).toEqual([
      { bucket: '2025-01-01', label: 'Jan 2025', revenue: 0, volume: 0, transactions: 0 },
      { bucket: '2025-02-01', label: 'Feb 2025', revenue: 0, volume: 0, transactions: 0 },
      { bucket: '2025-03-01', label: 'Mar 2025', revenue: 4333.75, volume: 44.75, transactions: 5 },
    ]);
  });
});

describe('GET /analytics/breakdown', () => {
  it('by station, fuel and payment method with shares of revenue', async () => {
    const br = await get(`/analytics/breakdown?period=today&date=${D}`);
    expect(br.totals).toEqual({ revenue: 3833.75, volume: 39.75, transactions: 4 });
    expect(br.byStation).toEqual([
      { stationId: ids.alpha, stationName: 'Alpha', revenue: 3283.75, volume: 34.75, transactions: 3, percentage: 85.7 },
      { stationId: ids.beta, stationName: 'Beta', revenue: 550, volume: 5, transactions: 1, percentage: 14.3 },
    ]);
    expect(br.byFuel).toEqual([
      { fuelType: 'diesel', revenue: 1822.5, volume: 20.25, transactions: 1, percentage: 47.5 },
      { fuelType: 'petrol', revenue: 1461.25, volume: 14.5, transactions: 2, percentage: 38.1 },
      { fuelType: 'premium', revenue: 550, volume: 5, transactions: 1, percentage: 14.3 },
    ]);
    expect(br.byPaymentMethod).toEqual([
      { paymentMethod: 'card', revenue: 1822.5, volume: 20.25, transactions: 1, percentage: 47.5 },
      { paymentMethod: 'cash', revenue: 1000, volume: 10, transactions: 1, percentage: 26.1 },
      { paymentMethod: 'credit', revenue: 550, volume: 5, transactions: 1, percentage: 14.3 },
      { paymentMethod: 'upi', revenue: 461.25, volume: 4.5, transactions: 1, percentage: 12 },
    ]);
  });

  it('an empty day has zero totals and empty lists', async () => {
    const br = await get('/analytics/breakdown?period=today&date=2025-03-09');
    expect(br.totals).toEqual({ revenue: 0, volume: 0, transactions: 0 });
    expect([br.byStation, br.byFuel, br.byPaymentMethod]).toEqual([[], [], []]);
  });
});

describe('GET /analytics/insights', () => {
  it('best and worst station, the fuel share that moved most, silent nozzles', async () => {
    const ins = await get(`/analytics/insights?period=week&date=${D}`);
    const kinds = ins.items.map((i: { kind: string }) => i.kind);
    expect(kinds.slice(0, 3)).toEqual(['best_station', 'worst_station', 'fuel_share_shift']);
    expect(ins.items[0]).toMatchObject({ stationId: ids.alpha, figures: { revenue: 3283.75, percentage: 85.7, transactions: 3 } });
    expect(ins.items[0].message).toBe('Alpha led with ₹3,283.75 (85.7% of revenue).');
    expect(ins.items[1]).toMatchObject({ stationId: ids.beta, figures: { revenue: 550, percentage: 14.3 } });
    expect(ins.items[2]).toMatchObject({
      title: 'Petrol share fell',
      figures: { fuelType: 'petrol', share: 38.1, previousShare: 100, change: -61.9 },
    });
    expect(ins.items[2].message).toBe('Petrol made 38.1% of revenue, against 100.0% in the previous period (-61.9 points).');
    // Every active nozzle is silent today (the fixture is in 2025); never-read first, then the oldest.
    const silent = ins.items.filter((i: { kind: string }) => i.kind === 'silent_nozzle');
    expect(silent.map((i: { figures: { nozzleId: string } }) => i.figures.nozzleId)).toEqual([ids.m2, ids.n2, ids.n1, ids.m1]);
    expect(silent[0].figures.daysSilent).toBeNull();
    expect(silent[1].figures.lastReadingAt).toBe('2025-03-10T05:00:00.000Z');
  });

  it("a station filter narrows the silent nozzles to that station's; another tenant's or an unknown station answers as empty, not 500", async () => {
    const beta = await get(`/analytics/insights?period=week&date=${D}&stationId=${ids.beta}`);
    const silent = beta.items.filter((i: { kind: string }) => i.kind === 'silent_nozzle');
    expect(silent.map((i: { figures: { nozzleId: string } }) => i.figures.nozzleId)).toEqual([ids.m2, ids.m1]);
    const foreign = (await as(t.app, b.owner).get('/stations')).json().data.items[0]?.id ?? '0190c3a2-7b1e-7c3d-8e4f-123456789abc';
    for (const stationId of [foreign, '0190c3a2-7b1e-7c3d-8e4f-123456789abc']) {
      const other = await get(`/analytics/insights?period=week&date=${D}&stationId=${stationId}`);
      expect(other.items.filter((i: { kind: string }) => i.kind === 'silent_nozzle')).toEqual([]);
    }
  });

  it('lifetime has no share shift', async () => {
    const ins = await get('/analytics/insights?period=lifetime');
    expect(ins.items.some((i: { kind: string }) => i.kind === 'fuel_share_shift')).toBe(false);
  });
});

describe('detailed view', () => {
  it('station comparison over a range, best first', async () => {
    const c = await get(`/analytics/station-comparison?startDate=${D}&endDate=${D}`);
    expect(c.range).toEqual({ startDate: D, endDate: D });
    expect(c.items).toEqual([
      { stationId: ids.alpha, stationName: 'Alpha', revenue: 3283.75, volume: 34.75, transactions: 3, averageTransaction: 1094.58, percentage: 85.7 },
      { stationId: ids.beta, stationName: 'Beta', revenue: 550, volume: 5, transactions: 1, averageTransaction: 550, percentage: 14.3 },
    ]);
    const only = await get(`/analytics/station-comparison?startDate=${D}&endDate=${D}&stationIds=${ids.beta}`);
    expect(only.items.map((i: { stationId: string }) => i.stationId)).toEqual([ids.beta]);
  });

  it('hourly sales: 24 buckets in IST, voided excluded', async () => {
    const h = await get(`/analytics/hourly-sales?date=${D}`);
    expect(h.date).toBe(D);
    expect(h.items).toHaveLength(24);
    const filled = h.items.filter((x: { transactions: number }) => x.transactions > 0);
    expect(filled).toEqual([
      { hour: 9, revenue: 1000, volume: 10, transactions: 1 },
      { hour: 10, revenue: 1822.5, volume: 20.25, transactions: 1 },
      { hour: 14, revenue: 461.25, volume: 4.5, transactions: 1 },
      { hour: 23, revenue: 550, volume: 5, transactions: 1 },
    ]);
    const next = await get('/analytics/hourly-sales?date=2025-03-11');
    expect(next.items.filter((x: { transactions: number }) => x.transactions > 0)).toEqual([{ hour: 0, revenue: 220, volume: 2, transactions: 1 }]);
  });

  it('hourly sales over a range of days: each hour summed over the days; the range is checked', async () => {
    const both = await get(`/analytics/hourly-sales?startDate=${D}&endDate=2025-03-11`);
    expect([both.startDate, both.endDate, both.date]).toEqual([D, '2025-03-11', '2025-03-11']);
    expect(both.items.filter((x: { transactions: number }) => x.transactions > 0)).toEqual([
      { hour: 0, revenue: 220, volume: 2, transactions: 1 },
      { hour: 9, revenue: 1000, volume: 10, transactions: 1 },
      { hour: 10, revenue: 1822.5, volume: 20.25, transactions: 1 },
      { hour: 14, revenue: 461.25, volume: 4.5, transactions: 1 },
      { hour: 23, revenue: 550, volume: 5, transactions: 1 },
    ]);
    // A range of days before the sales has none, whatever today is; the end alone is that one day.
    const before = await get('/analytics/hourly-sales?startDate=2025-02-01&endDate=2025-02-28');
    expect(before.items.every((x: { transactions: number }) => x.transactions === 0)).toBe(true);
    const endOnly = await get('/analytics/hourly-sales?endDate=2025-03-11');
    expect([endOnly.startDate, endOnly.endDate]).toEqual(['2025-03-11', '2025-03-11']);
    const peak = await get(`/analytics/peak-hours?startDate=${D}&endDate=2025-03-11`);
    expect(peak.items.map((x: { hour: number }) => x.hour)).toEqual([10, 9, 23]);

    const owner = as(t.app, a.owner);
    const backwards = await owner.get('/analytics/hourly-sales?startDate=2025-03-11&endDate=2025-03-10');
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).key).toBe('analytics.rangeOrderAtField');
    const long = await owner.get('/analytics/hourly-sales?startDate=2024-01-01&endDate=2025-03-10');
    expect(long.statusCode).toBe(400);
    expect(json(long)).toMatchObject({ key: 'analytics.hourlyRangeTooLong', message: 'Hourly sales cover at most 92 days: choose a shorter range' });
  });

  it('peak hours: the busiest three by revenue', async () => {
    const p = await get(`/analytics/peak-hours?date=${D}&stationId=${ids.alpha}`);
    expect(p.items.map((x: { hour: number }) => x.hour)).toEqual([10, 9, 14]);
  });

  it('fuel performance with growth against the range before', async () => {
    const f = await get(`/analytics/fuel-performance?startDate=2025-03-04&endDate=${D}`);
    expect(f.range).toEqual({ startDate: '2025-03-04', endDate: D });
    expect(f.items).toEqual([
      { stationId: ids.alpha, stationName: 'Alpha', fuelType: 'diesel', salesCount: 1, revenue: 1822.5, volume: 20.25, averagePrice: 90, growth: null },
      { stationId: ids.alpha, stationName: 'Alpha', fuelType: 'petrol', salesCount: 2, revenue: 1461.25, volume: 14.5, averagePrice: 100.78, growth: 192.3 },
      { stationId: ids.beta, stationName: 'Beta', fuelType: 'premium', salesCount: 1, revenue: 550, volume: 5, averagePrice: 110, growth: null },
    ]);
  });

  it('station ranking for a day; a day without sales ranks every station at zero', async () => {
    const r = await get(`/analytics/station-ranking?period=today&date=${D}`);
    expect(r.items).toEqual([
      { rank: 1, stationId: ids.alpha, name: 'Alpha', transactionCount: 3, totalSales: 3283.75, totalVolume: 34.75 },
      { rank: 2, stationId: ids.beta, name: 'Beta', transactionCount: 1, totalSales: 550, totalVolume: 5 },
    ]);
    const empty = await get('/analytics/station-ranking?period=today&date=2025-03-09');
    expect(empty.items.map((i: { totalSales: number }) => i.totalSales)).toEqual([0, 0]);
  });

  it('daily summary by station and fuel', async () => {
    const s = await get(`/analytics/daily-summary?date=${D}`);
    expect(s).toEqual({
      date: D,
      totalAmount: 3833.75,
      totalVolume: 39.75,
      totalEntries: 4,
      salesByStation: [
        { stationId: ids.alpha, stationName: 'Alpha', entriesCount: 3, nozzlesActive: 2, totalAmount: 3283.75, totalVolume: 34.75, fuelTypes: ['diesel', 'petrol'] },
        { stationId: ids.beta, stationName: 'Beta', entriesCount: 1, nozzlesActive: 1, totalAmount: 550, totalVolume: 5, fuelTypes: ['premium'] },
      ],
      salesByFuel: [
        { fuelType: 'diesel', entriesCount: 1, totalAmount: 1822.5, totalVolume: 20.25, stationsCount: 1, averagePrice: 90 },
        { fuelType: 'petrol', entriesCount: 2, totalAmount: 1461.25, totalVolume: 14.5, stationsCount: 1, averagePrice: 100.78 },
        { fuelType: 'premium', entriesCount: 1, totalAmount: 550, totalVolume: 5, stationsCount: 1, averagePrice: 110 },
      ],
    });
    const empty = await get('/analytics/daily-summary?date=2025-03-09');
    expect(empty).toEqual({ date: '2025-03-09', totalAmount: 0, totalVolume: 0, totalEntries: 0, salesByStation: [], salesByFuel: [] });
  });
});

describe('access and validation', () => {
  it('attendants are refused (403) on every analytics route', async () => {
    for (const path of ['overview', 'trends', 'breakdown', 'insights', 'station-comparison', 'hourly-sales', 'peak-hours', 'fuel-performance', 'station-ranking', 'daily-summary']) {
      const res = await as(t.app, a.attendant).get(`/analytics/${path}`);
      expect(res.statusCode, path).toBe(403);
    }
  });

  it("another tenant's station filter counts nothing of A and A's figures never include B", async () => {
    const o = await get(`/analytics/overview?period=today&date=${D}`, b.owner);
    expect(o.revenue.value).toBe(50000);
    const foreign = await get(`/analytics/overview?period=today&date=${D}&stationId=${ids.alpha}`, b.owner);
    expect(foreign.revenue.value).toBe(0);
    const r = await get(`/analytics/station-ranking?period=today&date=${D}`, b.owner);
    expect(r.items.map((i: { name: string }) => i.name)).toEqual(['Other']);
  });

  it('refuses a bad period, a bad date and a reversed range', async () => {
    expect((await as(t.app, a.owner).get('/analytics/overview?period=decade')).statusCode).toBe(400);
    expect((await as(t.app, a.owner).get('/analytics/hourly-sales?date=2025-02-30')).statusCode).toBe(400);
    const rev = await as(t.app, a.owner).get(`/analytics/fuel-performance?startDate=${D}&endDate=2025-03-01`);
    expect(rev.statusCode).toBe(400);
    expect((await as(t.app, a.owner).get('/analytics/station-comparison?stationIds=nope')).statusCode).toBe(400);
  });
});

// Last in the file: it adds readings on 20 Mar, after every other test has read the fixture.
describe('GET /analytics/overview: a station with only voided readings', () => {
  it('is not an active station, and its voided sale counts nowhere', async () => {
    const at = (s: string) => `${s}+05:30`;
    await recordReading(t.app, a.owner, { nozzleId: ids.m1!, reading: 9, recordedAt: at('2025-03-20T10:00:00') });
    const voided = await recordReading(t.app, a.owner, { nozzleId: ids.n2!, reading: 610, recordedAt: at('2025-03-20T10:30:00') });
    expect((await as(t.app, a.owner).post(`/nozzle-readings/${voided.id}/void`, { reason: 'typo' })).statusCode).toBe(200);
    const o = await get('/analytics/overview?period=today&date=2025-03-20');
    expect(o.revenue).toEqual({ value: 220, previous: 0, growth: null });
    expect(o.transactions).toEqual({ value: 1, previous: 0, growth: null });
    expect(o.activeStations).toEqual({ value: 1, previous: 0, growth: null });
  });
});
