import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUEL_TYPES, SEED_PLANS, saleAmount, volumeBetween } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, signIn } from '../../../test/factories';
import { DEMO_LOGINS, DEMO_STATIONS, seedDemo } from '../../db/seed-demo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.handle.db);
});
afterAll(() => t.close());

const login = (role: 'owner' | 'attendant') => DEMO_LOGINS.find((l) => l.role === role)!;

describe('the demo business', () => {
  it('has 3 stations within its Premium plan, with pumps and nozzles of all three fuel types and real opening readings', async () => {
    const premium = SEED_PLANS.find((p) => p.name === 'Premium')!;
    expect(DEMO_STATIONS.length).toBeLessThanOrEqual(premium.maxStations);
    const owner = { token: await signIn(t.app, login('owner').email, login('owner').password) };
    const stations = json(await as(t.app, owner).get('/stations?includeMetrics=true')).data;
    expect(stations.total).toBe(3);
    for (const s of stations.items) {
      expect(s.name).toMatch(/^Sharma Fuels — /);
      expect(s.pumpCount).toBeGreaterThanOrEqual(2);
      expect(s.pumpCount).toBeLessThanOrEqual(Math.min(4, premium.maxPumpsPerStation));
    }
    const nozzles = json(await as(t.app, owner).get('/nozzles?limit=100')).data.items;
    expect(new Set(nozzles.map((n: { fuelType: string }) => n.fuelType))).toEqual(new Set(FUEL_TYPES));
    expect(nozzles.every((n: { openingReading: number }) => n.openingReading > 0)).toBe(true);
    const pumps = json(await as(t.app, owner).get('/pumps?limit=100')).data.items;
    expect(pumps.every((p: { nozzleCount: number; serialNumber: string }) => p.nozzleCount <= premium.maxNozzlesPerPump && p.serialNumber)).toBe(true);
  });

  it('assigns the demo attendant to exactly one station', async () => {
    const attendant = { token: await signIn(t.app, login('attendant').email, login('attendant').password) };
    const mine = json(await as(t.app, attendant).get('/attendant/stations')).data;
    expect(mine.items.map((s: { name: string }) => s.name)).toEqual([DEMO_STATIONS.find((s) => s.attendant)!.name]);
  });
});

describe('the demo money path', () => {
  it('has prices for every station and fuel (with changes), and readings whose stored figures follow the rules', async () => {
    const owner = { token: await signIn(t.app, login('owner').email, login('owner').password) };
    const api = as(t.app, owner);
    expect(json(await api.get('/fuel-prices/missing')).data).toEqual([]);
    const current = json(await api.get('/fuel-prices?view=current&limit=100')).data.items;
    expect(current).toHaveLength(9);
    for (const p of current) {
      const [lo, hi] = p.fuelType === 'petrol' ? [102, 106] : p.fuelType === 'diesel' ? [88, 94] : [110, 115];
      expect(p.price, `${p.stationName} ${p.fuelType}`).toBeGreaterThanOrEqual(lo);
      expect(p.price).toBeLessThanOrEqual(hi);
    }
    expect(json(await api.get('/fuel-prices?view=all&limit=100')).data.total).toBe(13);

    const readings = json(await api.get('/nozzle-readings?limit=100&sortBy=recordedAt&sortOrder=asc')).data;
    expect(readings.total).toBeGreaterThan(100);
    expect(readings.summary.weekReadings).toBe(readings.total);
    const methods = new Set(readings.items.map((r: { paymentMethod: string }) => r.paymentMethod));
    expect(methods.size).toBeGreaterThanOrEqual(3);
    const byNozzle = new Map<string, Array<{ reading: number; previousReading: number; volume: number; amount: number; pricePerLitre: number }>>();
    for (const r of readings.items) byNozzle.set(r.nozzleId, [...(byNozzle.get(r.nozzleId) ?? []), r]);
    for (const list of byNozzle.values()) {
      for (let i = 1; i < list.length; i++) expect(list[i]!.previousReading).toBe(list[i - 1]!.reading);
      for (const r of list) {
        expect(saleAmount(volumeBetween(r.previousReading, r.reading), r.pricePerLitre)).toBe(r.amount.toFixed(2));
      }
    }
    const sales = json(await api.get('/sales')).data;
    expect(sales.summary.count).toBe(readings.total);
    expect(sales.summary.totalSales).toBeGreaterThan(0);
    // Recorded by the demo users: the attendant at MG Road among them.
    expect(new Set(readings.items.map((r: { recordedBy: string }) => r.recordedBy))).toContain(login('attendant').name);
  });
});
