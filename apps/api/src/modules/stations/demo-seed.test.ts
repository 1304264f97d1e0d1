import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUEL_TYPES, SEED_PLANS } from '@forecourt/shared';
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
