import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INVENTORY_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  as,
  assignStation,
  createNozzle,
  createPrice,
  createPump,
  createStation,
  createTenant,
  recordReading,
  updateInventory,
  type TestTenant,
} from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { fuelTanks } from '../../db/schema';
import { ledgerSum } from './inventory.queries';

let t: TestApp;
let pro: TestTenant;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

async function tree(fuelType: 'petrol' | 'diesel' = 'petrol', tenant = pro) {
  const station = await createStation(t.handle.db, tenant.id);
  const pump = await createPump(t.handle.db, tenant.id, station.id);
  const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType, openingReading: '1000.000' });
  await createPrice(t.handle.db, tenant.id, station.id, { fuelType, price: '100.00', validFrom: new Date(Date.now() - 30 * DAY) });
  return { station, pump, nozzle };
}

async function item(user: { token: string }, stationId: string, fuelType = 'petrol') {
  const res = await as(t.app, user).get(`/fuel-inventory?stationId=${stationId}&fuelType=${fuelType}`);
  expect(res.statusCode).toBe(200);
  return json(res).data.items[0];
}

/** The stored book stock and the exact sum of the ledger, read on the platform path. */
async function bookAndLedger(tenantId: string, stationId: string, fuelType: 'petrol' | 'diesel' = 'petrol') {
  return withPlatform(t.handle.db, async (tx) => {
    const [tank] = await tx
      .select({ id: fuelTanks.id, stock: fuelTanks.stock })
      .from(fuelTanks)
      .where(and(eq(fuelTanks.tenantId, tenantId), eq(fuelTanks.stationId, stationId), eq(fuelTanks.fuelType, fuelType)));
    return { book: tank?.stock, ledger: tank ? await ledgerSum(tx, tenantId, tank.id) : undefined };
  });
}

describe('the stock ledger', () => {
  it('readings, voids, corrections and updates add up to the book stock exactly', async () => {
    const { station, nozzle } = await tree();
    const api = as(t.app, pro.manager);
    const first = await updateInventory(t.app, pro.manager, { stationId: station.id, fuelType: 'petrol', newStock: 10000, capacity: 20000, minimumLevel: 1000, note: 'opening dip' });
    expect(first).toMatchObject({ currentStock: 10000, capacity: 20000, minimumLevel: 1000, fillPercentage: 50, status: 'normal', isSetUp: true });

    const r1 = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: '1100.105' });
    expect((await item(pro.owner, station.id)).currentStock).toBe(9899.895);
    const r2 = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: '1150.355' });
    expect((await item(pro.owner, station.id)).currentStock).toBe(9849.645);
    expect((await api.post(`/nozzle-readings/${r2.id}/void`, { reason: 'typed twice' })).statusCode).toBe(200);
    expect((await item(pro.owner, station.id)).currentStock).toBe(9899.895);
    // Correct the (now latest) first reading to 1200.000: volume 100.105 → 200.000, 99.895 L more sold.
    expect((await api.put(`/nozzle-readings/${r1.id}`, { reading: 1200, reason: 'misread' })).statusCode).toBe(200);
    expect((await item(pro.owner, station.id)).currentStock).toBe(9800);
    const after = await updateInventory(t.app, pro.owner, { stationId: station.id, fuelType: 'petrol', newStock: '9700.123' });
    expect(after).toMatchObject({ currentStock: 9700.123, capacity: 20000, minimumLevel: 1000 });

    const movements = json(await api.get(`/fuel-inventory/${first.id}/movements`)).data;
    expect(movements.total).toBe(6);
    expect(movements.items.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity])).toEqual([
      ['adjustment', -99.877],
      ['correction', -99.895],
      ['void', 50.25],
      ['sale', -50.25],
      ['sale', -100.105],
      ['adjustment', 10000],
    ]);
    expect(movements.items[0]).toMatchObject({ by: expect.stringMatching(/^owner /), note: null, readingId: null });
    expect(movements.items[2]).toMatchObject({ readingId: r2.id, note: 'typed twice', by: expect.stringMatching(/^manager /) });
    expect(movements.items[5].note).toBe('opening dip');
    expect(await bookAndLedger(pro.id, station.id)).toEqual({ book: '9700.123', ledger: '9700.123' });
  });

  it('a fuel sold with no tank records its sales and shows "no tank set up", below zero as critical', async () => {
    const { station, nozzle } = await tree('diesel');
    // An active nozzle with no sales yet: an item with stock 0.
    expect(await item(pro.owner, station.id, 'diesel')).toMatchObject({ id: null, isSetUp: false, currentStock: 0, capacity: null, status: 'normal' });
    await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: '1012.5' });
    expect(await item(pro.owner, station.id, 'diesel')).toMatchObject({ id: null, isSetUp: false, currentStock: -12.5, status: 'critical', fillPercentage: null });
    expect(await bookAndLedger(pro.id, station.id, 'diesel')).toEqual({ book: '-12.500', ledger: '-12.500' });
    // Setting the tank up later keeps the ledger: adjustment = 5000 − (−12.5).
    const tank = await updateInventory(t.app, pro.owner, { stationId: station.id, fuelType: 'diesel', newStock: 5000 });
    expect(tank).toMatchObject({ isSetUp: true, currentStock: 5000, capacity: null, status: 'normal' });
    const movements = json(await as(t.app, pro.owner).get(`/fuel-inventory/${tank.id}/movements`)).data.items;
    expect(movements.map((m: { quantity: number }) => m.quantity)).toEqual([5012.5, -12.5]);
  });
});

describe('status thresholds at their edges', () => {
  it('critical at or below the minimum, low at or below 25% of capacity, overstocked above capacity', async () => {
    const { station } = await tree();
    const set = async (newStock: string) =>
      (await updateInventory(t.app, pro.owner, { stationId: station.id, fuelType: 'petrol', newStock, capacity: 10000, minimumLevel: 1000 })).status;
    expect(await set('10000.001')).toBe('overstocked');
    expect(await set('10000')).toBe('normal');
    expect(await set('2500.001')).toBe('normal');
    expect(await set('2500')).toBe('low');
    expect(await set('1000.001')).toBe('low');
    expect(await set('1000')).toBe('critical');
    expect(await set('0')).toBe('critical');
  });

  it('without a minimum level, only the 25% line and zero apply', async () => {
    const { station, nozzle } = await tree();
    const tank = await updateInventory(t.app, pro.owner, { stationId: station.id, fuelType: 'petrol', newStock: '250.001', capacity: 1000 });
    expect(tank.status).toBe('normal');
    await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: '1000.001' });
    expect((await item(pro.owner, station.id)).status).toBe('low');
    await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: '1260' });
    expect(await item(pro.owner, station.id)).toMatchObject({ currentStock: -9.999, status: 'critical' });
  });
});

describe('GET /fuel-inventory and the summary', () => {
  it('lists every tank and untanked fuel of the filter with the summary over all of them', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const a = await tree('petrol', tenant);
    await createNozzle(t.handle.db, tenant.id, a.pump.id, { fuelType: 'diesel', openingReading: '0' });
    await updateInventory(t.app, tenant.owner, { stationId: a.station.id, fuelType: 'petrol', newStock: 2000, capacity: 10000 });
    const b = await tree('petrol', tenant);
    await updateInventory(t.app, tenant.owner, { stationId: b.station.id, fuelType: 'petrol', newStock: 6000, capacity: 8000, minimumLevel: 500 });
    await updateInventory(t.app, tenant.owner, { stationId: b.station.id, fuelType: 'premium', newStock: 300 });

    const res = json(await as(t.app, tenant.manager).get('/fuel-inventory'));
    expect(res.data).toMatchObject({ page: 1, limit: 20, total: 4 });
    expect(res.data.items.map((i: { stationId: string; fuelType: string; isSetUp: boolean }) => [i.stationId, i.fuelType, i.isSetUp])).toEqual(
      expect.arrayContaining([
        [a.station.id, 'petrol', true],
        [a.station.id, 'diesel', false],
        [b.station.id, 'petrol', true],
        [b.station.id, 'premium', true],
      ]),
    );
    const summary = { totalTanks: 3, lowStockCount: 1, averageFillPercentage: 47.5, totalCapacity: 18000, totalCurrentStock: 8300 };
    expect(res.data.summary).toEqual(summary);
    expect(json(await as(t.app, tenant.manager).get('/fuel-inventory/summary')).data).toEqual(summary);
    expect(json(await as(t.app, tenant.manager).get(`/fuel-inventory/summary?stationId=${b.station.id}`)).data).toEqual({
      totalTanks: 2,
      lowStockCount: 0,
      averageFillPercentage: 75,
      totalCapacity: 8000,
      totalCurrentStock: 6300,
    });
    const paged = json(await as(t.app, tenant.manager).get('/fuel-inventory?limit=3&page=2')).data;
    expect(paged).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(paged.items).toHaveLength(1);
  });

  it("attendants read their assigned stations' inventory only; others are 404; updates are 403", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await tree('petrol', tenant);
    const other = await tree('petrol', tenant);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const myTank = await updateInventory(t.app, tenant.owner, { stationId: mine.station.id, fuelType: 'petrol', newStock: 100, capacity: 1000 });
    const otherTank = await updateInventory(t.app, tenant.owner, { stationId: other.station.id, fuelType: 'petrol', newStock: 100, capacity: 1000 });
    const api = as(t.app, tenant.attendant);
    const list = json(await api.get('/fuel-inventory')).data;
    expect(list.items.map((i: { stationId: string }) => i.stationId)).toEqual([mine.station.id]);
    expect(json(await api.get(`/fuel-inventory?stationId=${other.station.id}`)).data.total).toBe(0);
    expect((await api.get(`/fuel-inventory/${myTank.id}/movements`)).statusCode).toBe(200);
    expect((await api.get(`/fuel-inventory/${otherTank.id}/movements`)).statusCode).toBe(404);
    expect((await api.post('/inventory/update', { stationId: mine.station.id, fuelType: 'petrol', newStock: 5 })).statusCode).toBe(403);
    // Another tenant's tank and station are 404 to an owner.
    expect((await as(t.app, pro.owner).get(`/fuel-inventory/${myTank.id}/movements`)).statusCode).toBe(404);
    expect((await as(t.app, pro.owner).post('/inventory/update', { stationId: mine.station.id, fuelType: 'petrol', newStock: 5 })).statusCode).toBe(404);
  });

  it("refuses an update without the required fields with the spec's text", async () => {
    const res = await as(t.app, pro.owner).post('/inventory/update', { fuelType: 'petrol', newStock: 10 });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain(INVENTORY_MSG.requiredFields);
    const negative = await as(t.app, pro.owner).post('/inventory/update', { stationId: pro.id, fuelType: 'petrol', newStock: -1 });
    expect(negative.statusCode).toBe(400);
    expect(json(negative).message).toContain(INVENTORY_MSG.stockBelowZero);
  });
});
