import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createNozzle, createPrice, createPump, createStation, createTenant, recordReading } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('figures that readings feed', () => {
  it("nozzles' currentReading and lastReadingAt follow the latest non-voided reading; /attendant/nozzles carry the price now; station metrics count today", async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const petrol = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol', openingReading: '500.000' });
    const premium = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'premium', openingReading: '10.000' });
    await createPrice(t.handle.db, tenant.id, station.id, { price: '100.00', validFrom: new Date(Date.now() - 30 * 24 * HOUR) });
    await createPrice(t.handle.db, tenant.id, station.id, { price: '104.25', validFrom: new Date(Date.now() - 30 * 60_000) });
    await createPrice(t.handle.db, tenant.id, station.id, { price: '120.00', validFrom: new Date(Date.now() + 24 * HOUR) });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, station.id);
    const owner = as(t.app, tenant.owner);

    expect(json(await owner.get(`/nozzles/${petrol.id}`)).data).toMatchObject({ currentReading: 500, lastReadingAt: null });
    // Two days ago (not today in any zone), then twice now; the last one voided.
    await recordReading(t.app, tenant.owner, { nozzleId: petrol.id, reading: 510, recordedAt: new Date(Date.now() - 48 * HOUR) });
    const kept = await recordReading(t.app, tenant.attendant, { nozzleId: petrol.id, reading: 512.5 });
    const voided = await recordReading(t.app, tenant.owner, { nozzleId: petrol.id, reading: 600 });
    expect(json(await owner.get(`/nozzles/${petrol.id}`)).data).toMatchObject({ currentReading: 600, lastReadingAt: voided.recordedAt });
    await owner.post(`/nozzle-readings/${voided.id}/void`, { reason: 'wrong nozzle' });
    const nozzleList = json(await owner.get(`/nozzles?pumpId=${pump.id}`)).data.items;
    expect(nozzleList.find((n: { id: string }) => n.id === petrol.id)).toMatchObject({ currentReading: 512.5, lastReadingAt: kept.recordedAt });
    expect(nozzleList.find((n: { id: string }) => n.id === premium.id)).toMatchObject({ currentReading: 10, lastReadingAt: null });

    const mine = json(await as(t.app, tenant.attendant).get(`/attendant/nozzles?pumpId=${pump.id}`)).data.items;
    expect(mine.map((n: { fuelType: string; currentPrice: number | null }) => [n.fuelType, n.currentPrice])).toEqual([
      ['petrol', 104.25],
      ['premium', null],
    ]);

    // Today: only the kept reading (2.5 L × 104.25 = 260.63, half-up from 260.625); the voided one and the old one do not count.
    const metrics = json(await owner.get(`/stations/${station.id}/metrics`)).data;
    expect(metrics).toMatchObject({ todaySales: 260.63, todayVolume: 2.5, todayTransactions: 1 });
    const listed = json(await owner.get('/stations?includeMetrics=true')).data.items[0];
    expect(listed.metrics).toMatchObject({ todaySales: 260.63, todayVolume: 2.5, todayTransactions: 1 });
  });
});
