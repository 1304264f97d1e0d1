import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ASSET_MSG, FUEL_PRICE_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createNozzle, createPrice, createPump, createStation, createTenant, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

describe('POST /fuel-prices', () => {
  it('sets a price from now by default, answers the TFuelPrice shape, and audits it', async () => {
    const station = await createStation(t.handle.db, pro.id, { name: 'Price Station' });
    const before = Date.now();
    const res = await as(t.app, pro.manager).post('/fuel-prices', { stationId: station.id, fuelType: 'petrol', price: 102.47, costPrice: 98.1 });
    expect(res.statusCode).toBe(201);
    const data = json(res).data;
    expect(data).toEqual({
      id: expect.any(String),
      stationId: station.id,
      stationName: 'Price Station',
      fuelType: 'petrol',
      price: 102.47,
      costPrice: 98.1,
      validFrom: expect.any(String),
      validTo: null,
      isActive: true,
      isScheduled: false,
      usedByReadings: false,
      createdAt: expect.any(String),
    });
    expect(Date.parse(data.validFrom)).toBeGreaterThanOrEqual(before - 5);
    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, pro.id), eq(auditLog.entityId, data.id))),
    );
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['fuel_price.created', pro.manager.id]]);
  });

  it('validates with the spec texts: station required, price greater than 0, at most 2 decimals', async () => {
    const owner = as(t.app, pro.owner);
    const empty = json(await owner.post('/fuel-prices', {}));
    expect(empty.details).toEqual(expect.arrayContaining([{ field: 'stationId', message: FUEL_PRICE_MSG.stationRequired }]));
    const station = await createStation(t.handle.db, pro.id);
    const zero = json(await owner.post('/fuel-prices', { stationId: station.id, fuelType: 'diesel', price: 0 }));
    expect(zero.details).toEqual([{ field: 'price', message: FUEL_PRICE_MSG.priceInvalid }]);
    expect((await owner.post('/fuel-prices', { stationId: station.id, fuelType: 'diesel', price: 1.234 })).statusCode).toBe(400);
  });

  it("is 404 for another tenant's station or a deleted one, 403 for an attendant, 409 for a second price at the same instant", async () => {
    const other = await createTenant(t.app, t.handle.db);
    const theirs = await createStation(t.handle.db, other.id);
    const owner = as(t.app, pro.owner);
    const res = await owner.post('/fuel-prices', { stationId: theirs.id, fuelType: 'petrol', price: 100 });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(ASSET_MSG.stationNotFound);
    const doomed = await createStation(t.handle.db, pro.id);
    await owner.del(`/stations/${doomed.id}`);
    expect((await owner.post('/fuel-prices', { stationId: doomed.id, fuelType: 'petrol', price: 100 })).statusCode).toBe(404);
    const mine = await createStation(t.handle.db, pro.id);
    expect((await as(t.app, pro.attendant).post('/fuel-prices', { stationId: mine.id, fuelType: 'petrol', price: 100 })).statusCode).toBe(403);
    const at = '2025-01-01T00:00:00.000Z';
    expect((await owner.post('/fuel-prices', { stationId: mine.id, fuelType: 'petrol', price: 100, validFrom: at })).statusCode).toBe(201);
    const dup = await owner.post('/fuel-prices', { stationId: mine.id, fuelType: 'petrol', price: 101, validFrom: '2025-01-01T05:30:00+05:30' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toEqual({ success: false, code: 'CONFLICT', message: FUEL_PRICE_MSG.validFromTaken, key: 'fuelPrice.validFromTaken', params: {} });
  });
});

describe('GET /fuel-prices', () => {
  it('keeps history (view=all) with validTo, and view=current holds the price in effect plus the scheduled ones', async () => {
    const station = await createStation(t.handle.db, pro.id, { name: 'History Station' });
    const old = await createPrice(t.handle.db, pro.id, station.id, { price: '100.00', validFrom: ago(48 * HOUR) });
    const now = await createPrice(t.handle.db, pro.id, station.id, { price: '101.00', validFrom: ago(HOUR) });
    const next = await createPrice(t.handle.db, pro.id, station.id, { price: '103.00', validFrom: new Date(Date.now() + 24 * HOUR) });
    const diesel = await createPrice(t.handle.db, pro.id, station.id, { fuelType: 'diesel', price: '90.00', validFrom: ago(HOUR) });
    const owner = as(t.app, pro.owner);
    const all = json(await owner.get(`/fuel-prices?stationId=${station.id}&view=all`)).data;
    expect(all.total).toBe(4);
    // Ordered by station, fuel, newest start first.
    expect(all.items.map((p: { id: string }) => p.id)).toEqual([diesel.id, next.id, now.id, old.id]);
    const byId = Object.fromEntries(all.items.map((p: { id: string }) => [p.id, p]));
    expect(byId[old.id]).toMatchObject({ price: 100, isActive: false, isScheduled: false, validTo: now.validFrom.toISOString() });
    expect(byId[now.id]).toMatchObject({ price: 101, isActive: true, isScheduled: false, validTo: next.validFrom.toISOString() });
    expect(byId[next.id]).toMatchObject({ price: 103, isActive: false, isScheduled: true, validTo: null });
    const current = json(await owner.get(`/fuel-prices?stationId=${station.id}&view=current`)).data;
    expect(current.items.map((p: { id: string }) => p.id)).toEqual([diesel.id, next.id, now.id]);
    const petrol = json(await owner.get(`/fuel-prices?stationId=${station.id}&fuelType=petrol&limit=1&page=2`)).data;
    expect(petrol).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(petrol.items.map((p: { id: string }) => p.id)).toEqual([now.id]);
    expect(json(await owner.get(`/fuel-prices/${now.id}`)).data.id).toBe(now.id);
  });

  it('shows an attendant only the prices of assigned stations (others 404), and no other tenant anything', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const mine = await createStation(t.handle.db, tenant.id);
    const notMine = await createStation(t.handle.db, tenant.id);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.id);
    const a = await createPrice(t.handle.db, tenant.id, mine.id);
    const b = await createPrice(t.handle.db, tenant.id, notMine.id);
    const att = as(t.app, tenant.attendant);
    expect(json(await att.get('/fuel-prices')).data.items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect((await att.get(`/fuel-prices/${b.id}`)).statusCode).toBe(404);
    expect((await att.get(`/fuel-prices/${a.id}`)).statusCode).toBe(200);
    expect((await as(t.app, pro.owner).get(`/fuel-prices/${a.id}`)).statusCode).toBe(404);
    expect(json(await as(t.app, pro.owner).get(`/fuel-prices?stationId=${mine.id}`)).data.total).toBe(0);
  });
});

describe('PUT and DELETE /fuel-prices/{id}', () => {
  it('edits and deletes an unused price (audited with before and after); 404 for other tenants, 403 for attendants', async () => {
    const station = await createStation(t.handle.db, pro.id);
    const price = await createPrice(t.handle.db, pro.id, station.id, { price: '100.00' });
    const owner = as(t.app, pro.owner);
    const res = await owner.put(`/fuel-prices/${price.id}`, { price: 104.5, costPrice: null });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ price: 104.5, costPrice: null });
    expect((await as(t.app, pro.attendant).put(`/fuel-prices/${price.id}`, { price: 1 })).statusCode).toBe(403);
    const other = await createTenant(t.app, t.handle.db);
    expect((await as(t.app, other.owner).put(`/fuel-prices/${price.id}`, { price: 1 })).statusCode).toBe(404);
    expect((await as(t.app, other.owner).del(`/fuel-prices/${price.id}`)).statusCode).toBe(404);
    expect(json(await owner.del(`/fuel-prices/${price.id}`))).toEqual({ success: true, data: null });
    expect((await owner.get(`/fuel-prices/${price.id}`)).statusCode).toBe(404);
    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, pro.id), eq(auditLog.entityId, price.id))),
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['fuel_price.deleted', 'fuel_price.updated']);
    const updated = audits.find((a) => a.action === 'fuel_price.updated')!;
    expect(updated.details).toMatchObject({ before: { price: '100.00' }, after: { price: '104.50', costPrice: null } });
  });
});

describe('GET /fuel-prices/missing and /fuel-prices/validate/{id}', () => {
  it('lists station/fuel pairs with active nozzles on active pumps of active stations and no price in effect now', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const s = await createStation(t.handle.db, tenant.id, { name: 'Missing A' });
    const p = await createPump(t.handle.db, tenant.id, s.id);
    await createNozzle(t.handle.db, tenant.id, p.id, { fuelType: 'petrol' });
    await createNozzle(t.handle.db, tenant.id, p.id, { fuelType: 'petrol' });
    await createNozzle(t.handle.db, tenant.id, p.id, { fuelType: 'diesel' });
    await createNozzle(t.handle.db, tenant.id, p.id, { fuelType: 'premium', status: 'inactive' });
    const idle = await createStation(t.handle.db, tenant.id, { name: 'Missing B', status: 'maintenance' });
    await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, idle.id)).id);
    // A diesel price only from tomorrow does not count as in effect.
    await createPrice(t.handle.db, tenant.id, s.id, { fuelType: 'diesel', validFrom: new Date(Date.now() + 24 * HOUR) });
    const owner = as(t.app, tenant.owner);
    expect(json(await owner.get('/fuel-prices/missing')).data.items).toEqual([
      { stationId: s.id, stationName: 'Missing A', fuelType: 'diesel', activeNozzles: 1 },
      { stationId: s.id, stationName: 'Missing A', fuelType: 'petrol', activeNozzles: 2 },
    ]);
    await createPrice(t.handle.db, tenant.id, s.id, { fuelType: 'petrol' });
    expect(json(await owner.get('/fuel-prices/missing')).data.items.map((m: { fuelType: string }) => m.fuelType)).toEqual(['diesel']);
    expect(json(await as(t.app, tenant.attendant).get('/fuel-prices/missing')).data).toMatchObject({ items: [], page: 1, total: 0 });
  });

  it('validates a price: {valid, issues}', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const s = await createStation(t.handle.db, tenant.id);
    await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, s.id)).id, { fuelType: 'petrol' });
    const owner = as(t.app, tenant.owner);
    const good = await createPrice(t.handle.db, tenant.id, s.id, { price: '100.00', costPrice: '95.00', validFrom: ago(2 * HOUR) });
    const goodRes = await owner.get(`/fuel-prices/validate/${good.id}`);
    expect(json(goodRes).data, goodRes.body).toEqual({ valid: true, issues: [] });
    const odd = await createPrice(t.handle.db, tenant.id, s.id, { price: '130.00', costPrice: '131.00', validFrom: ago(HOUR) });
    expect(json(await owner.get(`/fuel-prices/validate/${odd.id}`)).data).toEqual({
      valid: false,
      issues: [FUEL_PRICE_MSG.issueCostAbovePrice, FUEL_PRICE_MSG.issueBigChange('30')],
    });
    const dieselOnly = await createPrice(t.handle.db, tenant.id, s.id, { fuelType: 'diesel' });
    expect(json(await owner.get(`/fuel-prices/validate/${dieselOnly.id}`)).data.issues).toEqual([FUEL_PRICE_MSG.issueNoActiveNozzles('Diesel')]);
    expect((await owner.get('/fuel-prices/validate/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).statusCode).toBe(404);
  });
});
