import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorTextEn, TANK_MSG } from '@forecourt/shared';
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
import { auditLog, fuelTanks, inventoryMovements, nozzles } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

/** A station with two pumps: pump A petrol + diesel, pump B diesel + diesel; diesel priced a month back. */
async function station(tenant: TestTenant = pro) {
  const s = await createStation(t.handle.db, tenant.id);
  const a = await createPump(t.handle.db, tenant.id, s.id);
  const b = await createPump(t.handle.db, tenant.id, s.id);
  const petrol = await createNozzle(t.handle.db, tenant.id, a.id, { fuelType: 'petrol', openingReading: '1000' });
  const dieselA = await createNozzle(t.handle.db, tenant.id, a.id, { fuelType: 'diesel', openingReading: '2000' });
  const dieselB1 = await createNozzle(t.handle.db, tenant.id, b.id, { fuelType: 'diesel', openingReading: '3000' });
  const dieselB2 = await createNozzle(t.handle.db, tenant.id, b.id, { fuelType: 'diesel', openingReading: '4000' });
  await createPrice(t.handle.db, tenant.id, s.id, { fuelType: 'diesel', price: '88.74', validFrom: new Date(Date.now() - 30 * 86_400_000) });
  return { station: s, pumpA: a, petrol, dieselA, dieselB1, dieselB2 };
}

const ledgerOf = (tenantId: string, tankId: string) =>
  withPlatform(t.handle.db, async (tx) => {
    const [tank] = await tx.select({ stock: fuelTanks.stock }).from(fuelTanks).where(and(eq(fuelTanks.tenantId, tenantId), eq(fuelTanks.id, tankId)));
    const lines = await tx.select({ kind: inventoryMovements.kind, quantity: inventoryMovements.quantity }).from(inventoryMovements).where(and(eq(inventoryMovements.tenantId, tenantId), eq(inventoryMovements.tankId, tankId)));
    return { stock: tank?.stock, lines };
  });

describe('tanks', () => {
  it('an owner adds two diesel tanks, each feeding its nozzles; GET /tanks lists them with stock and nozzleIds', async () => {
    const s = await station();
    const owner = as(t.app, pro.owner);
    const first = await owner.post('/tanks', { stationId: s.station.id, name: 'Diesel tank 1', fuelType: 'diesel', capacity: 15000, minimumLevel: 1500, nozzleIds: [s.dieselA.id] });
    expect(first.statusCode).toBe(201);
    expect(json(first).data).toEqual({
      id: expect.any(String),
      stationId: s.station.id,
      stationName: s.station.name,
      name: 'Diesel tank 1',
      fuelType: 'diesel',
      capacity: 15000,
      minimumLevel: 1500,
      stock: 0,
      nozzleIds: [s.dieselA.id],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await as(t.app, pro.manager).post('/tanks', { stationId: s.station.id, name: 'Diesel tank 2', fuelType: 'diesel', capacity: '15000.5', nozzleIds: [s.dieselB1.id, s.dieselB2.id] });
    expect(second.statusCode).toBe(201);
    const list = json(await owner.get(`/tanks?stationId=${s.station.id}`)).data;
    expect(list.total).toBe(2);
    expect(list.items.map((x: { name: string; nozzleIds: string[]; capacity: number }) => [x.name, x.nozzleIds, x.capacity])).toEqual([
      ['Diesel tank 1', [s.dieselA.id], 15000],
      ['Diesel tank 2', [s.dieselB1.id, s.dieselB2.id], 15000.5],
    ]);
    const audit = await withPlatform(t.handle.db, (tx) => tx.select().from(auditLog).where(and(eq(auditLog.tenantId, pro.id), eq(auditLog.entityId, json(first).data.id))));
    expect(audit.map((a) => a.action)).toEqual(['tank.created']);
  });

  it("books each reading's litres to its nozzle's tank, exactly; the inventory lists both tanks and a stock update must name one", async () => {
    const s = await station();
    const owner = as(t.app, pro.owner);
    const one = json(await owner.post('/tanks', { stationId: s.station.id, name: 'D1', fuelType: 'diesel', capacity: 15000, nozzleIds: [s.dieselA.id] })).data;
    const two = json(await owner.post('/tanks', { stationId: s.station.id, name: 'D2', fuelType: 'diesel', capacity: 15000, nozzleIds: [s.dieselB1.id, s.dieselB2.id] })).data;
    await recordReading(t.app, pro.manager, { nozzleId: s.dieselA.id, reading: '2012.345' });
    await recordReading(t.app, pro.manager, { nozzleId: s.dieselB1.id, reading: '3001.001' });
    await recordReading(t.app, pro.manager, { nozzleId: s.dieselB2.id, reading: '4002.5' });
    expect(await ledgerOf(pro.id, one.id)).toEqual({ stock: '-12.345', lines: [{ kind: 'sale', quantity: '-12.345' }] });
    expect((await ledgerOf(pro.id, two.id)).stock).toBe('-3.501');

    const inventory = json(await owner.get(`/fuel-inventory?stationId=${s.station.id}&fuelType=diesel`)).data;
    expect(inventory.items.map((i: { id: string; tankName: string; currentStock: number }) => [i.id, i.tankName, i.currentStock])).toEqual([
      [one.id, 'D1', -12.345],
      [two.id, 'D2', -3.501],
    ]);
    expect(inventory.summary.totalCurrentStock).toBe(-15.846);

    const unnamed = await owner.post('/inventory/update', { stationId: s.station.id, fuelType: 'diesel', newStock: 9000 });
    expect([unnamed.statusCode, json(unnamed).message]).toEqual([422, errorTextEn('inventory.chooseTank', { fuel: 'diesel' })]);
    expect((await ledgerOf(pro.id, two.id)).lines).toHaveLength(2);
    const named = await updateInventory(t.app, pro.owner, { stationId: s.station.id, fuelType: 'diesel', tankId: two.id, newStock: 9000 } as never);
    expect([named.id, named.tankName, named.currentStock]).toEqual([two.id, 'D2', 9000]);
    expect((await ledgerOf(pro.id, two.id)).lines.at(-1)).toEqual({ kind: 'adjustment', quantity: '9003.501' });
    expect((await ledgerOf(pro.id, one.id)).stock).toBe('-12.345');
  });

  it('a nozzle without a tank books to the station\'s first tank of its fuel; with none, the ledger opens one', async () => {
    const s = await station();
    // No tank at all: the first sale opens "Diesel tank" (not set up) and feeds the ledger.
    await recordReading(t.app, pro.manager, { nozzleId: s.dieselA.id, reading: '2010' });
    const opened = json(await as(t.app, pro.owner).get(`/tanks?stationId=${s.station.id}`)).data.items;
    expect(opened.map((x: { name: string; stock: number; capacity: number | null; nozzleIds: string[] }) => [x.name, x.stock, x.capacity, x.nozzleIds])).toEqual([['Diesel tank', -10, null, []]]);
    await recordReading(t.app, pro.manager, { nozzleId: s.dieselB1.id, reading: '3005' });
    expect((await ledgerOf(pro.id, opened[0].id)).stock).toBe('-15.000');
  });

  it('refuses nozzles of another station or fuel, a second name, a change of station or fuel, with 422/409 and changes nothing', async () => {
    const s = await station();
    const elsewhere = await station();
    const owner = as(t.app, pro.owner);
    const base = { stationId: s.station.id, name: 'Main', fuelType: 'diesel', capacity: 10000 };
    const foreign = await owner.post('/tanks', { ...base, nozzleIds: [elsewhere.dieselA.id] });
    expect([foreign.statusCode, json(foreign).message]).toEqual([422, errorTextEn('tank.nozzleNotHere')]);
    const fuel = await owner.post('/tanks', { ...base, nozzleIds: [s.petrol.id] });
    expect(fuel.statusCode).toBe(422);
    expect(json(fuel).key).toBe('tank.nozzleFuel');
    expect(json(await owner.get(`/tanks?stationId=${s.station.id}`)).data.total).toBe(0);

    const tank = json(await owner.post('/tanks', { ...base, nozzleIds: [s.dieselA.id] })).data;
    const again = await owner.post('/tanks', { ...base, name: 'MAIN' });
    expect([again.statusCode, json(again).message]).toEqual([409, errorTextEn('tank.nameTaken')]);
    const moved = await owner.put(`/tanks/${tank.id}`, { fuelType: 'petrol' });
    expect([moved.statusCode, json(moved).message]).toEqual([422, errorTextEn('tank.fixed')]);
    const bad = await owner.post('/tanks', { stationId: s.station.id, fuelType: 'diesel', capacity: 0, nozzleIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(new RegExp(`${TANK_MSG.nameRequired}|${TANK_MSG.capacityNotPositive}`));
    expect(json(await owner.get(`/tanks/${tank.id}`)).data).toMatchObject({ name: 'Main', fuelType: 'diesel', nozzleIds: [s.dieselA.id] });
  });

  it('PUT moves nozzles between tanks and renames; DELETE refuses a tank with stock, then deletes an empty one and its nozzles fall back', async () => {
    const s = await station();
    const owner = as(t.app, pro.owner);
    const one = json(await owner.post('/tanks', { stationId: s.station.id, name: 'D1', fuelType: 'diesel', capacity: 15000, nozzleIds: [s.dieselA.id, s.dieselB1.id] })).data;
    const two = json(await owner.post('/tanks', { stationId: s.station.id, name: 'D2', fuelType: 'diesel', capacity: 15000, nozzleIds: [s.dieselB2.id] })).data;
    // B1 moves to D2: it leaves D1.
    const put = await owner.put(`/tanks/${two.id}`, { name: 'Diesel rear', nozzleIds: [s.dieselB1.id, s.dieselB2.id] });
    expect(put.statusCode).toBe(200);
    expect(json(put).data).toMatchObject({ name: 'Diesel rear', nozzleIds: [s.dieselB1.id, s.dieselB2.id] });
    expect(json(await owner.get(`/tanks/${one.id}`)).data.nozzleIds).toEqual([s.dieselA.id]);

    await updateInventory(t.app, pro.owner, { stationId: s.station.id, fuelType: 'diesel', tankId: two.id, newStock: 500 } as never);
    const full = await owner.del(`/tanks/${two.id}`);
    expect([full.statusCode, json(full).key]).toEqual([409, 'tank.notEmpty']);
    await updateInventory(t.app, pro.owner, { stationId: s.station.id, fuelType: 'diesel', tankId: two.id, newStock: 0 } as never);
    expect((await owner.del(`/tanks/${two.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/tanks/${two.id}`)).statusCode).toBe(404);
    const rows = await withPlatform(t.handle.db, (tx) => tx.select({ id: nozzles.id, tankId: nozzles.tankId }).from(nozzles).where(and(eq(nozzles.tenantId, pro.id), eq(nozzles.pumpId, s.pumpA.id))));
    expect(rows.every((r) => r.tankId !== two.id)).toBe(true);
    // Its ledger stays; B2 now books to D1, the station's first diesel tank.
    expect((await ledgerOf(pro.id, two.id)).lines).toHaveLength(2);
    await recordReading(t.app, pro.manager, { nozzleId: s.dieselB2.id, reading: '4001' });
    expect((await ledgerOf(pro.id, one.id)).stock).toBe('-1.000');
  });

  it("raises a stock alert per tank, naming a tank that has a name of its own; a sale crossing the line names it too", async () => {
    const s = await station();
    const owner = as(t.app, pro.owner);
    const one = json(await owner.post('/tanks', { stationId: s.station.id, name: 'Diesel tank', fuelType: 'diesel', capacity: 10000, nozzleIds: [s.dieselA.id] })).data;
    const two = json(await owner.post('/tanks', { stationId: s.station.id, name: 'Rear diesel', fuelType: 'diesel', capacity: 10000, nozzleIds: [s.dieselB1.id] })).data;
    await updateInventory(t.app, pro.owner, { stationId: s.station.id, fuelType: 'diesel', tankId: one.id, newStock: 2000 } as never);
    await updateInventory(t.app, pro.owner, { stationId: s.station.id, fuelType: 'diesel', tankId: two.id, newStock: 2510 } as never);
    const stockAlerts = async () =>
      (json(await owner.get('/alerts?active=true&limit=100')).data.items as Array<{ type: string; message: string; stationId: string }>).filter(
        (a) => a.stationId === s.station.id && a.type === 'low_stock',
      );
    // Tank one is at 20 % (low); tank two at 25.1 % is not.
    expect((await stockAlerts()).map((a) => a.message)).toEqual([expect.stringMatching(new RegExp(`^Diesel at ${s.station.name} is down to`))]);
    // A sale of 20 L takes tank two to 24.9 %: its own alert, named.
    await recordReading(t.app, pro.manager, { nozzleId: s.dieselB1.id, reading: 3020 });
    const messages = (await stockAlerts()).map((a) => a.message).sort();
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => m.startsWith(`Diesel at ${s.station.name} · Rear diesel is down to`))).toBe(true);
  });

  it('a nozzle that changes fuel leaves its tank', async () => {
    const s = await station();
    const owner = as(t.app, pro.owner);
    const tank = json(await owner.post('/tanks', { stationId: s.station.id, name: 'D', fuelType: 'diesel', capacity: 15000, nozzleIds: [s.dieselA.id, s.dieselB1.id] })).data;
    expect((await owner.put(`/nozzles/${s.dieselA.id}`, { fuelType: 'premium' })).statusCode).toBe(200);
    expect((await owner.put(`/nozzles/${s.dieselB1.id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect(json(await owner.get(`/tanks/${tank.id}`)).data.nozzleIds).toEqual([s.dieselB1.id]);
  });

  it("attendants read the tanks of their stations only and cannot manage them; another tenant's tank is a 404", async () => {
    const s = await station();
    const hidden = await station();
    await assignStation(t.handle.db, pro.id, pro.attendant.id, s.station.id);
    const owner = as(t.app, pro.owner);
    const mine = json(await owner.post('/tanks', { stationId: s.station.id, name: 'D', fuelType: 'diesel', capacity: 15000 })).data;
    const theirs = json(await owner.post('/tanks', { stationId: hidden.station.id, name: 'D', fuelType: 'diesel', capacity: 15000 })).data;
    const attendant = as(t.app, pro.attendant);
    const seen = json(await attendant.get('/tanks')).data.items.map((x: { id: string }) => x.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(theirs.id);
    expect((await attendant.get(`/tanks/${theirs.id}`)).statusCode).toBe(404);
    expect((await attendant.post('/tanks', { stationId: s.station.id, name: 'X', fuelType: 'diesel', capacity: 1 })).statusCode).toBe(403);

    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    expect((await as(t.app, other.owner).get(`/tanks/${mine.id}`)).statusCode).toBe(404);
    expect((await as(t.app, other.owner).put(`/tanks/${mine.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await as(t.app, other.owner).del(`/tanks/${mine.id}`)).statusCode).toBe(404);
    expect((await as(t.app, other.owner).post('/tanks', { stationId: s.station.id, name: 'X', fuelType: 'diesel', capacity: 1 })).statusCode).toBe(404);
    expect(json(await owner.get(`/tanks/${mine.id}`)).data.name).toBe('D');
  });
});
