import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ASSET_MSG, planLimitMessage, planLimitText } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createNozzle, createPump, createStation, createTenant, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, nozzles, pumps } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;
let proStation: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  proStation = await createStation(t.handle.db, pro.id, { name: 'Pro Station' });
});
afterAll(() => t.close());

let serial = 0;
const newPump = (stationId: string, extra: Record<string, unknown> = {}) => ({
  stationId,
  name: `Pump ${++serial}`,
  serialNumber: `SN-PUMP-${serial}-${Date.now()}`,
  ...extra,
});

const rowsOf = (tenantId: string, pumpId: string) =>
  withPlatform(t.handle.db, async (tx) => ({
    pumps: await tx.select().from(pumps).where(and(eq(pumps.tenantId, tenantId), eq(pumps.id, pumpId))),
    nozzles: await tx.select().from(nozzles).where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.pumpId, pumpId))),
  }));

describe('POST /pumps', () => {
  it('creates a pump for owner and manager, in the TPump shape (no nozzles: needs attention)', async () => {
    const res = await as(t.app, pro.manager).post('/pumps', newPump(proStation.id, { name: 'Dispenser A', serialNumber: 'TK-2024-0001' }));
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        stationId: proStation.id,
        stationName: 'Pro Station',
        name: 'Dispenser A',
        serialNumber: 'TK-2024-0001',
        status: 'active',
        nozzleCount: 0,
        activeNozzleCount: 0,
        needsAttention: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('creates the pump with its nozzles "Nozzle 1..N", numbered 1..N, in one transaction', async () => {
    const owner = as(t.app, pro.owner);
    const res = await owner.post(
      '/pumps',
      newPump(proStation.id, { nozzles: [{ fuelType: 'petrol' }, { fuelType: 'diesel' }, { fuelType: 'premium', name: 'Speed' }] }),
    );
    expect(res.statusCode).toBe(201);
    const pump = json(res).data;
    expect(pump).toMatchObject({ nozzleCount: 3, activeNozzleCount: 3, needsAttention: false });
    const list = json(await owner.get(`/nozzles?pumpId=${pump.id}`)).data.items;
    expect(list.map((n: { nozzleNumber: number; name: string; fuelType: string; openingReading: number }) => [n.nozzleNumber, n.name, n.fuelType, n.openingReading])).toEqual([
      [1, 'Nozzle 1', 'petrol', 0],
      [2, 'Nozzle 2', 'diesel', 0],
      [3, 'Speed', 'premium', 0],
    ]);
  });

  it('creates nothing when a nozzle spec fails: bad fuel type (400), duplicate names (409), over the plan (422)', async () => {
    const owner = as(t.app, pro.owner);
    const before = json(await owner.get(`/pumps?stationId=${proStation.id}`)).data.total;
    const badFuel = await owner.post('/pumps', newPump(proStation.id, { nozzles: [{ fuelType: 'petrol' }, { fuelType: 'kerosene' }] }));
    expect(badFuel.statusCode).toBe(400);
    const dupNames = await owner.post(
      '/pumps',
      newPump(proStation.id, { nozzles: [{ fuelType: 'petrol', name: 'Left' }, { fuelType: 'diesel', name: 'left' }] }),
    );
    expect(dupNames.statusCode).toBe(409);
    expect(json(dupNames).message).toBe(ASSET_MSG.nozzleNameTaken);

    const premium = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
    const station = await createStation(t.handle.db, premium.id);
    const seven = Array.from({ length: 7 }, () => ({ fuelType: 'diesel' }));
    const overPlan = await as(t.app, premium.owner).post('/pumps', newPump(station.id, { nozzles: seven }));
    expect(overPlan.statusCode).toBe(422);
    expect(json(overPlan)).toMatchObject({ code: 'PLAN_LIMIT', message: planLimitMessage('nozzles', 6, 'Premium') });

    expect(json(await owner.get(`/pumps?stationId=${proStation.id}`)).data.total).toBe(before);
    expect(json(await as(t.app, premium.owner).get('/pumps')).data.total).toBe(0);
    const orphans = await withPlatform(t.handle.db, (tx) => tx.select().from(nozzles).where(eq(nozzles.tenantId, premium.id)));
    expect(orphans).toHaveLength(0);
  });

  it('validates with the spec texts, including the nozzle count 1–12', async () => {
    const owner = as(t.app, pro.owner);
    const empty = json(await owner.post('/pumps', {}));
    expect(empty.code).toBe('VALIDATION');
    expect(empty.details).toEqual(
      expect.arrayContaining([
        { field: 'stationId', message: 'Station is required' },
        { field: 'name', message: 'Pump name is required' },
        { field: 'serialNumber', message: 'Serial number is required' },
      ]),
    );
    const zero = await owner.post('/pumps', newPump(proStation.id, { nozzles: [] }));
    expect(zero.statusCode).toBe(400);
    expect(json(zero).details).toContainEqual({ field: 'nozzles', message: 'Nozzle count must be at least 1' });
    const thirteen = await owner.post('/pumps', newPump(proStation.id, { nozzles: Array.from({ length: 13 }, () => ({ fuelType: 'petrol' })) }));
    expect(thirteen.statusCode).toBe(400);
    expect(json(thirteen).details).toContainEqual({ field: 'nozzles', message: 'Nozzle count cannot exceed 12' });
    // Twelve is fine on Pro.
    const twelve = await owner.post('/pumps', newPump(proStation.id, { nozzles: Array.from({ length: 12 }, () => ({ fuelType: 'petrol' })) }));
    expect(twelve.statusCode).toBe(201);
    expect(json(twelve).data.nozzleCount).toBe(12);
  });

  it('enforces pumps per station on the plan: the 5th pump on Regular is 422 PLAN_LIMIT', async () => {
    const regular = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const station = await createStation(t.handle.db, regular.id);
    const owner = as(t.app, regular.owner);
    for (let i = 0; i < 4; i++) expect((await owner.post('/pumps', newPump(station.id))).statusCode).toBe(201);
    const fifth = await owner.post('/pumps', newPump(station.id));
    expect(fifth.statusCode).toBe(422);
    expect(json(fifth)).toEqual({ success: false, code: 'PLAN_LIMIT', ...planLimitText('pumps', 4, 'Regular') });
    // A deleted pump frees its place.
    const first = json(await owner.get(`/pumps?stationId=${station.id}`)).data.items[0];
    await owner.del(`/pumps/${first.id}`);
    expect((await owner.post('/pumps', newPump(station.id))).statusCode).toBe(201);
  });

  it('holds the pump limit when creates race (the station row is locked)', async () => {
    const regular = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const station = await createStation(t.handle.db, regular.id);
    const owner = as(t.app, regular.owner);
    const results = await Promise.all(Array.from({ length: 6 }, () => owner.post('/pumps', newPump(station.id))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 422, 422]);
  });

  it('refuses a duplicate serial number within the tenant (any case) with 409; another tenant may reuse it', async () => {
    const owner = as(t.app, pro.owner);
    expect((await owner.post('/pumps', newPump(proStation.id, { serialNumber: 'DUP-001' }))).statusCode).toBe(201);
    const dup = await owner.post('/pumps', newPump(proStation.id, { serialNumber: 'dup-001' }));
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toEqual({ success: false, code: 'CONFLICT', message: ASSET_MSG.serialTaken, key: 'pump.serialTaken', params: {} });
    const other = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const theirStation = await createStation(t.handle.db, other.id);
    expect((await as(t.app, other.owner).post('/pumps', newPump(theirStation.id, { serialNumber: 'DUP-001' }))).statusCode).toBe(201);
  });

  it('answers a racing duplicate serial with 409, never a 500 (the unique index backs the check)', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const stationsForRace = await Promise.all([1, 2, 3].map((i) => createStation(t.handle.db, tenant.id, { name: `Race ${i}` })));
    const owner = as(t.app, tenant.owner);
    const results = await Promise.all(stationsForRace.map((s) => owner.post('/pumps', newPump(s.id, { serialNumber: 'SAME-SERIAL' }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(json(r).message).toBe(ASSET_MSG.serialTaken);
  });

  it("answers 404 for a station of another tenant or a deleted one; attendants may not create", async () => {
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const theirs = await createStation(t.handle.db, other.id);
    const res = await as(t.app, pro.owner).post('/pumps', newPump(theirs.id));
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(ASSET_MSG.stationNotFound);
    await assignStation(t.handle.db, pro.id, pro.attendant.id, proStation.id);
    expect((await as(t.app, pro.attendant).post('/pumps', newPump(proStation.id))).statusCode).toBe(403);
  });
});

describe('GET /pumps', () => {
  it('filters by station, status and search over name and serial; attendants see only assigned stations', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const a = await createStation(t.handle.db, tenant.id, { name: 'A Station' });
    const b = await createStation(t.handle.db, tenant.id, { name: 'B Station' });
    const p1 = await createPump(t.handle.db, tenant.id, a.id, { name: 'Island 1', serialNumber: 'WAYNE-77' });
    await createNozzle(t.handle.db, tenant.id, p1.id);
    const p2 = await createPump(t.handle.db, tenant.id, a.id, { name: 'Island 2', serialNumber: 'GILB-12', status: 'maintenance' });
    const p3 = await createPump(t.handle.db, tenant.id, b.id, { name: 'Forecourt 1', serialNumber: 'TOKH-01' });
    const owner = as(t.app, tenant.owner);
    const names = async (qs: string) => json(await owner.get(`/pumps${qs}`)).data.items.map((p: { name: string }) => p.name);

    expect(await names('')).toEqual(['Island 1', 'Island 2', 'Forecourt 1']);
    expect(await names(`?stationId=${a.id}`)).toEqual(['Island 1', 'Island 2']);
    expect(await names('?status=maintenance')).toEqual(['Island 2']);
    expect(await names('?search=wayne')).toEqual(['Island 1']);
    expect(await names('?search=forecourt')).toEqual(['Forecourt 1']);
    const all = json(await owner.get('/pumps')).data.items;
    expect(all.find((p: { id: string }) => p.id === p1.id)).toMatchObject({ nozzleCount: 1, needsAttention: false, stationName: 'A Station' });
    expect(all.find((p: { id: string }) => p.id === p2.id)).toMatchObject({ needsAttention: true });
    expect((await owner.get('/pumps?stationId=nope')).statusCode).toBe(400);

    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, b.id);
    const att = as(t.app, tenant.attendant);
    expect(json(await att.get('/pumps')).data.items.map((p: { id: string }) => p.id)).toEqual([p3.id]);
    expect(json(await att.get(`/pumps?stationId=${a.id}`)).data.total).toBe(0);
    expect((await att.get(`/pumps/${p3.id}`)).statusCode).toBe(200);
    const hidden = await att.get(`/pumps/${p1.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(json(hidden).message).toBe(ASSET_MSG.pumpNotFound);
  });

  it("answers 404 for another tenant's pump on every route, and 400 for a malformed id", async () => {
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const station = await createStation(t.handle.db, other.id);
    const theirs = await createPump(t.handle.db, other.id, station.id);
    const owner = as(t.app, pro.owner);
    for (const res of [
      await owner.get(`/pumps/${theirs.id}`),
      await owner.put(`/pumps/${theirs.id}`, { name: 'Mine' }),
      await owner.patch(`/pumps/${theirs.id}/status`, { status: 'inactive' }),
      await owner.del(`/pumps/${theirs.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe('NOT_FOUND');
    }
    expect(json(await owner.get('/pumps')).data.items.some((p: { id: string }) => p.id === theirs.id)).toBe(false);
    expect((await owner.get('/pumps/123')).statusCode).toBe(400);
  });
});

describe('PUT /pumps/{id}, PATCH /pumps/{id}/status, DELETE /pumps/{id}', () => {
  it('edits a pump, moves it within limits, changes status (audited), refuses a taken serial', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const a = await createStation(t.handle.db, tenant.id, { name: 'Home' });
    const b = await createStation(t.handle.db, tenant.id, { name: 'Full' });
    for (let i = 0; i < 4; i++) await createPump(t.handle.db, tenant.id, b.id);
    const pump = await createPump(t.handle.db, tenant.id, a.id, { serialNumber: 'MINE-1' });
    await createPump(t.handle.db, tenant.id, a.id, { serialNumber: 'TAKEN-1' });
    const manager = as(t.app, tenant.manager);

    const edited = await manager.put(`/pumps/${pump.id}`, { name: 'Renamed Pump', serialNumber: 'MINE-2' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).data).toMatchObject({ name: 'Renamed Pump', serialNumber: 'MINE-2', stationId: a.id });
    expect((await manager.put(`/pumps/${pump.id}`, { serialNumber: 'taken-1' })).statusCode).toBe(409);
    const full = await manager.put(`/pumps/${pump.id}`, { stationId: b.id });
    expect(full.statusCode).toBe(422);
    expect(json(full).code).toBe('PLAN_LIMIT');
    expect(json(await manager.put(`/pumps/${pump.id}`, { name: '' })).details).toContainEqual({ field: 'name', message: 'Pump name is required' });

    const status = await manager.patch(`/pumps/${pump.id}/status`, { status: 'maintenance' });
    expect(status.statusCode).toBe(200);
    expect(json(status).data).toMatchObject({ status: 'maintenance', needsAttention: true });
    expect((await manager.patch(`/pumps/${pump.id}/status`, { status: 'broken' })).statusCode).toBe(400);
    await manager.patch(`/pumps/${pump.id}/status`, { status: 'active' });
    const att = as(t.app, tenant.attendant);
    expect((await att.patch(`/pumps/${pump.id}/status`, { status: 'inactive' })).statusCode).toBe(403);
    expect((await att.put(`/pumps/${pump.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await att.del(`/pumps/${pump.id}`)).statusCode).toBe(403);

    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, pump.id))).orderBy(auditLog.createdAt),
    );
    expect(audits.map((x) => [x.action, x.details.from, x.details.to])).toEqual([
      ['pump.status_changed', 'active', 'maintenance'],
      ['pump.status_changed', 'maintenance', 'active'],
    ]);
  });

  it('soft-deletes a pump with its nozzles, keeps the rows, audits it, and frees the serial number', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id, { name: 'Old Pump', serialNumber: 'REUSE-1' });
    const n1 = await createNozzle(t.handle.db, tenant.id, pump.id);
    await createNozzle(t.handle.db, tenant.id, pump.id);
    const owner = as(t.app, tenant.owner);
    const res = await owner.del(`/pumps/${pump.id}`);
    expect(json(res)).toEqual({ success: true, data: null });
    expect((await owner.get(`/pumps/${pump.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/nozzles/${n1.id}`)).statusCode).toBe(404);
    expect(json(await owner.get(`/stations/${station.id}`)).data).toMatchObject({ pumpCount: 0, nozzleCount: 0 });

    const kept = await rowsOf(tenant.id, pump.id);
    expect(kept.pumps).toHaveLength(1);
    expect(kept.pumps[0]!.deletedAt).toBeInstanceOf(Date);
    expect(kept.nozzles).toHaveLength(2);
    expect(kept.nozzles.every((n) => n.deletedAt && n.deletedBy === tenant.owner.id)).toBe(true);
    const [audit] = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'pump.deleted'))),
    );
    expect(audit).toMatchObject({ entityId: pump.id, actorId: tenant.owner.id, details: { name: 'Old Pump', stationId: station.id, nozzles: 2 } });
    expect((await owner.post('/pumps', newPump(station.id, { serialNumber: 'REUSE-1' }))).statusCode).toBe(201);
  });
});
