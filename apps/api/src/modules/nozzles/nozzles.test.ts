import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ASSET_MSG, planLimitMessage, planLimitText } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createNozzle, createPump, createStation, createTenant, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, nozzles } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;
let pump: { id: string; name: string };
let station: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  station = await createStation(t.handle.db, pro.id, { name: 'Nozzle Station' });
  pump = await createPump(t.handle.db, pro.id, station.id, { name: 'Nozzle Pump' });
});
afterAll(() => t.close());

describe('POST /nozzles', () => {
  it('adds a nozzle with its opening reading, numbered with the next free number, in the TNozzle shape', async () => {
    const owner = as(t.app, pro.owner);
    const res = await owner.post('/nozzles', { pumpId: pump.id, name: 'Front Left', fuelType: 'diesel', openingReading: 152340.125 });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        pumpId: pump.id,
        pumpName: 'Nozzle Pump',
        stationId: station.id,
        stationName: 'Nozzle Station',
        nozzleNumber: 1,
        name: 'Front Left',
        fuelType: 'diesel',
        status: 'active',
        openingReading: 152340.125,
        currentReading: 152340.125,
        lastReadingAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const second = json(await as(t.app, pro.manager).post('/nozzles', { pumpId: pump.id, name: 'Front Right', fuelType: 'petrol' })).data;
    expect(second).toMatchObject({ nozzleNumber: 2, openingReading: 0 });
    // Deleting number 1 frees it for the next nozzle.
    await owner.del(`/nozzles/${json(res).data.id}`);
    const third = json(await owner.post('/nozzles', { pumpId: pump.id, name: 'Front Left', fuelType: 'premium' })).data;
    expect(third.nozzleNumber).toBe(1);
  });

  it('validates: pump, name and fuel type required; reading not negative, at most 3 decimals', async () => {
    const owner = as(t.app, pro.owner);
    const empty = json(await owner.post('/nozzles', {}));
    expect(empty.details).toEqual(
      expect.arrayContaining([
        { field: 'pumpId', message: 'Pump is required' },
        { field: 'name', message: 'Nozzle name is required' },
        { field: 'fuelType', message: 'Fuel type is required' },
      ]),
    );
    expect((await owner.post('/nozzles', { pumpId: pump.id, name: 'X', fuelType: 'gasoline' })).statusCode).toBe(400);
    expect((await owner.post('/nozzles', { pumpId: pump.id, name: 'X', fuelType: 'petrol', openingReading: -1 })).statusCode).toBe(400);
    expect((await owner.post('/nozzles', { pumpId: pump.id, name: 'X', fuelType: 'petrol', openingReading: 1.2345 })).statusCode).toBe(400);
  });

  it('refuses a duplicate name on the same pump (any case) with 409; the same name on another pump is fine', async () => {
    const owner = as(t.app, pro.owner);
    const p = await createPump(t.handle.db, pro.id, station.id);
    expect((await owner.post('/nozzles', { pumpId: p.id, name: 'Main', fuelType: 'petrol' })).statusCode).toBe(201);
    const dup = await owner.post('/nozzles', { pumpId: p.id, name: 'MAIN', fuelType: 'diesel' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toEqual({ success: false, code: 'CONFLICT', message: ASSET_MSG.nozzleNameTaken, key: 'nozzle.nameTaken', params: {} });
    const other = await createPump(t.handle.db, pro.id, station.id);
    expect((await owner.post('/nozzles', { pumpId: other.id, name: 'Main', fuelType: 'petrol' })).statusCode).toBe(201);
  });

  it('enforces nozzles per pump: the plan limit on Regular (4), and never a 13th even on Pro', async () => {
    const regular = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const rs = await createStation(t.handle.db, regular.id);
    const rp = await createPump(t.handle.db, regular.id, rs.id);
    const owner = as(t.app, regular.owner);
    for (let i = 1; i <= 4; i++) expect((await owner.post('/nozzles', { pumpId: rp.id, name: `N${i}`, fuelType: 'petrol' })).statusCode).toBe(201);
    const fifth = await owner.post('/nozzles', { pumpId: rp.id, name: 'N5', fuelType: 'petrol' });
    expect(fifth.statusCode).toBe(422);
    expect(json(fifth)).toEqual({ success: false, code: 'PLAN_LIMIT', ...planLimitText('nozzles', 4, 'Regular') });

    const big = await createPump(t.handle.db, pro.id, station.id);
    for (let i = 1; i <= 12; i++) await createNozzle(t.handle.db, pro.id, big.id);
    const thirteenth = await as(t.app, pro.owner).post('/nozzles', { pumpId: big.id, name: 'N13', fuelType: 'petrol' });
    expect(thirteenth.statusCode).toBe(422);
    expect(json(thirteenth)).toMatchObject({ code: 'PLAN_LIMIT', message: planLimitMessage('nozzles', 12, 'Pro') });
  });

  it('holds the limit and the numbering when creates race (the pump row is locked)', async () => {
    const regular = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const rs = await createStation(t.handle.db, regular.id);
    const rp = await createPump(t.handle.db, regular.id, rs.id);
    const owner = as(t.app, regular.owner);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => owner.post('/nozzles', { pumpId: rp.id, name: `Race ${i}`, fuelType: 'petrol' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 422, 422]);
    const numbers = results.filter((r) => r.statusCode === 201).map((r) => json(r).data.nozzleNumber);
    expect(numbers.sort()).toEqual([1, 2, 3, 4]);
  });

  it("answers 404 for another tenant's pump and a deleted pump; attendants may not create", async () => {
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const os = await createStation(t.handle.db, other.id);
    const op = await createPump(t.handle.db, other.id, os.id);
    const owner = as(t.app, pro.owner);
    const foreign = await owner.post('/nozzles', { pumpId: op.id, name: 'X', fuelType: 'petrol' });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe(ASSET_MSG.pumpNotFound);
    const gone = await createPump(t.handle.db, pro.id, station.id);
    await owner.del(`/pumps/${gone.id}`);
    expect((await owner.post('/nozzles', { pumpId: gone.id, name: 'X', fuelType: 'petrol' })).statusCode).toBe(404);
    expect((await as(t.app, pro.attendant).post('/nozzles', { pumpId: pump.id, name: 'X', fuelType: 'petrol' })).statusCode).toBe(403);
  });
});

describe('GET /nozzles', () => {
  it('filters by pump, station, fuel type, status and search over nozzle, fuel type, pump and station names', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const db = t.handle.db;
    const a = await createStation(db, tenant.id, { name: 'Andheri Fuels' });
    const b = await createStation(db, tenant.id, { name: 'Bandra Fuels' });
    const pa = await createPump(db, tenant.id, a.id, { name: 'Island A' });
    const pb = await createPump(db, tenant.id, b.id, { name: 'Island B' });
    await createNozzle(db, tenant.id, pa.id, { name: 'Left', fuelType: 'petrol' });
    await createNozzle(db, tenant.id, pa.id, { name: 'Right', fuelType: 'diesel', status: 'maintenance' });
    await createNozzle(db, tenant.id, pb.id, { name: 'Left', fuelType: 'premium' });
    const owner = as(t.app, tenant.owner);
    const seen = async (qs: string) =>
      json(await owner.get(`/nozzles${qs}`)).data.items.map((n: { pumpName: string; name: string }) => `${n.pumpName}/${n.name}`);

    expect(await seen('')).toEqual(['Island A/Left', 'Island A/Right', 'Island B/Left']);
    expect(await seen(`?pumpId=${pb.id}`)).toEqual(['Island B/Left']);
    expect(await seen(`?stationId=${a.id}`)).toEqual(['Island A/Left', 'Island A/Right']);
    expect(await seen('?fuelType=diesel')).toEqual(['Island A/Right']);
    expect(await seen('?status=maintenance')).toEqual(['Island A/Right']);
    expect(await seen('?search=PREM')).toEqual(['Island B/Left']);
    expect(await seen('?search=bandra')).toEqual(['Island B/Left']);
    expect(await seen('?search=island a')).toEqual(['Island A/Left', 'Island A/Right']);
    expect(await seen('?search=right')).toEqual(['Island A/Right']);
    const paged = json(await owner.get('/nozzles?limit=2&page=2')).data;
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect((await owner.get('/nozzles?fuelType=kerosene')).statusCode).toBe(400);

    await assignStation(db, tenant.id, tenant.attendant.id, a.id);
    const att = as(t.app, tenant.attendant);
    const mine = json(await att.get('/nozzles')).data;
    expect(mine.total).toBe(2);
    expect(json(await att.get(`/nozzles?pumpId=${pb.id}`)).data.total).toBe(0);
    const hiddenId = json(await owner.get(`/nozzles?pumpId=${pb.id}`)).data.items[0].id;
    expect((await att.get(`/nozzles/${hiddenId}`)).statusCode).toBe(404);
    expect((await att.get(`/nozzles/${mine.items[0].id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's nozzle on every route, and 400 for a malformed id", async () => {
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const os = await createStation(t.handle.db, other.id);
    const op = await createPump(t.handle.db, other.id, os.id);
    const theirs = await createNozzle(t.handle.db, other.id, op.id);
    const owner = as(t.app, pro.owner);
    for (const res of [
      await owner.get(`/nozzles/${theirs.id}`),
      await owner.get(`/nozzles/${theirs.id}/settings`),
      await owner.put(`/nozzles/${theirs.id}`, { name: 'Mine' }),
      await owner.put(`/nozzles/${theirs.id}/settings`, { name: 'Mine' }),
      await owner.del(`/nozzles/${theirs.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: ASSET_MSG.nozzleNotFound, key: 'nozzle.notFound', params: {} });
    }
    expect((await owner.get('/nozzles/xyz')).statusCode).toBe(400);
  });
});

describe('PUT /nozzles/{id}, /nozzles/{id}/settings, DELETE /nozzles/{id}', () => {
  it('edits name, fuel type and status through both routes (status audited), refusing a taken name', async () => {
    const p = await createPump(t.handle.db, pro.id, station.id);
    const n1 = await createNozzle(t.handle.db, pro.id, p.id, { name: 'One' });
    await createNozzle(t.handle.db, pro.id, p.id, { name: 'Two' });
    const manager = as(t.app, pro.manager);
    const edited = await manager.put(`/nozzles/${n1.id}`, { name: 'Uno', fuelType: 'premium' });
    expect(json(edited).data).toMatchObject({ name: 'Uno', fuelType: 'premium', nozzleNumber: 1 });
    const settings = await manager.put(`/nozzles/${n1.id}/settings`, { status: 'inactive' });
    expect(json(settings).data.status).toBe('inactive');
    expect(json(await manager.get(`/nozzles/${n1.id}/settings`)).data).toMatchObject({ name: 'Uno', fuelType: 'premium', status: 'inactive' });
    const taken = await manager.put(`/nozzles/${n1.id}`, { name: 'two' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(ASSET_MSG.nozzleNameTaken);
    expect((await manager.put(`/nozzles/${n1.id}`, { name: 'uno' })).statusCode).toBe(200);
    expect(json(await manager.put(`/nozzles/${n1.id}`, { fuelType: 'cng' })).code).toBe('VALIDATION');
    const att = as(t.app, pro.attendant);
    expect((await att.put(`/nozzles/${n1.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await att.put(`/nozzles/${n1.id}/settings`, { name: 'x' })).statusCode).toBe(403);
    expect((await att.del(`/nozzles/${n1.id}`)).statusCode).toBe(403);

    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, pro.id), eq(auditLog.entityId, n1.id))),
    );
    expect(audits.map((a) => [a.action, a.details.from, a.details.to])).toEqual([['nozzle.status_changed', 'active', 'inactive']]);
  });

  it('soft-deletes a nozzle: gone from lists and reads, row kept with who and when, audited, name reusable', async () => {
    const p = await createPump(t.handle.db, pro.id, station.id);
    const n = await createNozzle(t.handle.db, pro.id, p.id, { name: 'Goner' });
    const owner = as(t.app, pro.owner);
    expect(json(await owner.del(`/nozzles/${n.id}`))).toEqual({ success: true, data: null });
    expect((await owner.get(`/nozzles/${n.id}`)).statusCode).toBe(404);
    expect((await owner.del(`/nozzles/${n.id}`)).statusCode).toBe(404);
    expect(json(await owner.get(`/nozzles?pumpId=${p.id}`)).data.total).toBe(0);
    expect(json(await owner.get(`/pumps/${p.id}`)).data).toMatchObject({ nozzleCount: 0, needsAttention: true });
    const [row] = await withPlatform(t.handle.db, (tx) => tx.select().from(nozzles).where(eq(nozzles.id, n.id)));
    expect(row).toMatchObject({ name: 'Goner', deletedBy: pro.owner.id });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [audit] = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.entityId, n.id), eq(auditLog.action, 'nozzle.deleted'))),
    );
    expect(audit).toMatchObject({ actorId: pro.owner.id, details: { name: 'Goner', nozzleNumber: 1, pumpId: p.id } });
    expect((await owner.post('/nozzles', { pumpId: p.id, name: 'Goner', fuelType: 'petrol' })).statusCode).toBe(201);
  });
});
