import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ASSET_MSG, planLimitText } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createStation, createStationTree, createTenant, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, nozzles, pumps, stations } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

const newStation = (name: string, extra: Record<string, unknown> = {}) => ({ name, address: '12 MG Road, Bengaluru', ...extra });

describe('POST /stations', () => {
  it('creates a station (owner and manager) in the one response shape, with zero counts', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
    const res = await as(t.app, tenant.owner).post(
      '/stations',
      newStation('Sharma Fuels — Indiranagar', { city: 'Bengaluru', phone: '98450 12345', email: 'Ops@Example.com' }),
    );
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        name: 'Sharma Fuels — Indiranagar',
        address: '12 MG Road, Bengaluru',
        city: 'Bengaluru',
        state: null,
        zipCode: null,
        phone: '9845012345',
        email: 'ops@example.com',
        status: 'active',
        pumpCount: 0,
        activePumpCount: 0,
        nozzleCount: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updatedAt: expect.any(String),
        metrics: { totalPumps: 0, activePumps: 0, totalNozzles: 0, activeNozzles: 0, todaySales: 0, todayVolume: 0, todayTransactions: 0 },
      },
    });
    const byManager = await as(t.app, tenant.manager).post('/stations', newStation('Manager Station'));
    expect(byManager.statusCode).toBe(201);
  });

  it('refuses attendants every write with 403, and creates nothing', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const station = await createStation(t.handle.db, tenant.id);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, station.id);
    const att = as(t.app, tenant.attendant);
    for (const res of [
      await att.post('/stations', newStation('Nope')),
      await att.put(`/stations/${station.id}`, { name: 'Renamed' }),
      await att.del(`/stations/${station.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).code).toBe('FORBIDDEN');
    }
    const list = json(await as(t.app, tenant.owner).get('/stations'));
    expect(list.data.items.map((s: { name: string }) => s.name)).toEqual([station.name]);
  });

  it('validates with the spec texts: name and address required, phone and email checked', async () => {
    const owner = as(t.app, pro.owner);
    const noName = await owner.post('/stations', { address: 'Somewhere' });
    expect(noName.statusCode).toBe(400);
    expect(json(noName).code).toBe('VALIDATION');
    expect(json(noName).details).toContainEqual({ field: 'name', message: 'Station name is required' });
    const blankName = await owner.post('/stations', { name: '   ', address: 'Somewhere' });
    expect(json(blankName).details).toContainEqual({ field: 'name', message: 'Station name is required' });
    const noAddress = await owner.post('/stations', { name: 'No Address' });
    expect(json(noAddress).details).toContainEqual({ field: 'address', message: 'Address is required' });
    const badPhone = await owner.post('/stations', newStation('Bad Phone', { phone: '12345' }));
    expect(badPhone.statusCode).toBe(400);
    expect(json(badPhone).details).toContainEqual({ field: 'phone', message: 'Phone must be 10 digits starting with 6-9' });
    const badEmail = await owner.post('/stations', newStation('Bad Email', { email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail).details[0].field).toBe('email');
    const badStatus = await owner.post('/stations', newStation('Bad Status', { status: 'closed' }));
    expect(badStatus.statusCode).toBe(400);
  });

  it("enforces the plan's station limit with 422 PLAN_LIMIT naming the plan, counting only live stations", async () => {
    const regular = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const owner = as(t.app, regular.owner);
    const first = await owner.post('/stations', newStation('First'));
    expect(first.statusCode).toBe(201);
    const second = await owner.post('/stations', newStation('Second'));
    expect(second.statusCode).toBe(422);
    expect(json(second)).toEqual({ success: false, code: 'PLAN_LIMIT', ...planLimitText('stations', 1, 'Regular') });
    expect(json(second).message).toContain('Regular');
    expect((await owner.del(`/stations/${json(first).data.id}`)).statusCode).toBe(200);
    expect((await owner.post('/stations', newStation('Second'))).statusCode).toBe(201);
  });

  it('holds the limit when creates race (serialised per tenant)', async () => {
    const premium = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
    const owner = as(t.app, premium.owner);
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => owner.post('/stations', newStation(`Race ${i}`))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(2);
  });

  it('refuses a duplicate name in the tenant (any case) with 409, and allows the name of a deleted station', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const owner = as(t.app, tenant.owner);
    const first = await owner.post('/stations', newStation('Highway Fuels'));
    const dup = await owner.post('/stations', newStation('highway fuels'));
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toEqual({ success: false, code: 'CONFLICT', message: ASSET_MSG.stationNameTaken, key: 'station.nameTaken', params: {} });
    // Another tenant may use the same name.
    expect((await as(t.app, pro.owner).post('/stations', newStation('Highway Fuels'))).statusCode).toBe(201);
    await owner.del(`/stations/${json(first).data.id}`);
    expect((await owner.post('/stations', newStation('Highway Fuels'))).statusCode).toBe(201);
  });
});

describe('GET /stations', () => {
  it('lists live stations with search over name and address (case-insensitive), status, paging and metrics', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const db = t.handle.db;
    const tree = await createStationTree(db, tenant.id, { pumps: 2, nozzlesPerPump: 3, name: 'Alpha Fuels' });
    await createStation(db, tenant.id, { name: 'Beta Fuels', address: '4 Ring Road, Pune', status: 'maintenance' });
    await createStation(db, tenant.id, { name: 'Gamma 100% Fuels', address: 'NH 48, Gurugram' });
    await as(t.app, tenant.owner).patch(`/pumps/${tree.pumps[0]!.id}/status`, { status: 'maintenance' });
    const owner = as(t.app, tenant.owner);

    const all = json(await owner.get('/stations?includeMetrics=true'));
    expect(all.data).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(all.data.items.map((s: { name: string }) => s.name)).toEqual(['Alpha Fuels', 'Beta Fuels', 'Gamma 100% Fuels']);
    expect(all.data.items[0]).toMatchObject({
      pumpCount: 2,
      activePumpCount: 1,
      nozzleCount: 6,
      metrics: { totalPumps: 2, activePumps: 1, totalNozzles: 6, activeNozzles: 6, todaySales: 0, todayVolume: 0, todayTransactions: 0 },
    });
    expect(all.data.items[1].metrics).toEqual({ totalPumps: 0, activePumps: 0, totalNozzles: 0, activeNozzles: 0, todaySales: 0, todayVolume: 0, todayTransactions: 0 });

    const plain = json(await owner.get('/stations'));
    expect(plain.data.items[0].metrics).toBeUndefined();
    expect(plain.data.items[0].pumpCount).toBe(2);

    const byAddress = json(await owner.get('/stations?search=PUNE'));
    expect(byAddress.data.items.map((s: { name: string }) => s.name)).toEqual(['Beta Fuels']);
    const byName = json(await owner.get('/stations?search=alpha'));
    expect(byName.data.total).toBe(1);
    const literalPercent = json(await owner.get(`/stations?search=${encodeURIComponent('100%')}`));
    expect(literalPercent.data.items.map((s: { name: string }) => s.name)).toEqual(['Gamma 100% Fuels']);
    const byStatus = json(await owner.get('/stations?status=maintenance'));
    expect(byStatus.data.items.map((s: { name: string }) => s.name)).toEqual(['Beta Fuels']);

    const page2 = json(await owner.get('/stations?page=2&limit=2'));
    expect(page2.data).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.data.items).toHaveLength(1);
    expect(json(await owner.get('/stations?limit=500')).data.limit).toBe(100);
    expect((await owner.get('/stations?status=closed')).statusCode).toBe(400);
  });

  it("never shows another tenant's stations; their ids are 404 for reads and writes", async () => {
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const theirs = await createStation(t.handle.db, other.id, { name: 'Not Yours' });
    const owner = as(t.app, pro.owner);
    const list = json(await owner.get('/stations?search=Not Yours'));
    expect(list.data.total).toBe(0);
    for (const res of [
      await owner.get(`/stations/${theirs.id}`),
      await owner.get(`/stations/${theirs.id}/metrics`),
      await owner.put(`/stations/${theirs.id}`, { name: 'Mine Now' }),
      await owner.del(`/stations/${theirs.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: ASSET_MSG.stationNotFound, key: 'station.notFound', params: {} });
    }
    expect(json(await as(t.app, other.owner).get(`/stations/${theirs.id}`)).data.name).toBe('Not Yours');
    const malformed = await owner.get('/stations/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).code).toBe('VALIDATION');
  });

  it('shows an attendant only the assigned stations; an unassigned id is 404, not 403', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await createStation(t.handle.db, tenant.id, { name: 'Assigned' });
    const notMine = await createStation(t.handle.db, tenant.id, { name: 'Unassigned' });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.id);
    const att = as(t.app, tenant.attendant);
    const list = json(await att.get('/stations'));
    expect(list.data.items.map((s: { name: string }) => s.name)).toEqual(['Assigned']);
    expect(list.data.total).toBe(1);
    expect((await att.get(`/stations/${mine.id}`)).statusCode).toBe(200);
    const hidden = await att.get(`/stations/${notMine.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(json(hidden).code).toBe('NOT_FOUND');
    expect((await att.get(`/stations/${mine.id}/metrics`)).statusCode).toBe(403);
    // Owner and manager see all.
    expect(json(await as(t.app, tenant.manager).get('/stations')).data.total).toBe(2);
  });
});

describe('PUT /stations/{id} and GET /stations/{id}/metrics', () => {
  it('updates fields and status (audited), refuses a taken name, and reports real counts', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 2, nozzlesPerPump: 2 });
    const other = await createStation(t.handle.db, tenant.id, { name: 'Taken Name' });
    const owner = as(t.app, tenant.manager);
    const id = tree.station.id;
    const res = await owner.put(`/stations/${id}`, { name: 'Renamed Station', address: 'New Address', status: 'maintenance' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id, name: 'Renamed Station', address: 'New Address', status: 'maintenance', pumpCount: 2 });
    expect((await owner.put(`/stations/${id}`, { name: 'taken name' })).statusCode).toBe(409);
    expect((await owner.put(`/stations/${other.id}`, { name: 'Taken Name' })).statusCode).toBe(200);
    const invalid = await owner.put(`/stations/${id}`, { name: '' });
    expect(json(invalid).details).toContainEqual({ field: 'name', message: 'Station name is required' });

    const metrics = await owner.get(`/stations/${id}/metrics`);
    expect(json(metrics)).toEqual({ success: true, data: { totalPumps: 2, activePumps: 2, totalNozzles: 4, activeNozzles: 4, todaySales: 0, todayVolume: 0, todayTransactions: 0 } });

    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, id))),
    );
    expect(audits.map((a) => a.action)).toEqual(['station.status_changed']);
    expect(audits[0]!.details).toMatchObject({ from: 'active', to: 'maintenance' });
    expect(audits[0]!.actorId).toBe(tenant.manager.id);
  });
});

describe('PUT /stations/{id} optional fields', () => {
  it('clears an optional field sent empty or null, and keeps one left out', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const owner = as(t.app, tenant.owner);
    const created = await owner.post('/stations', newStation('Clearable', { phone: '98765 43210', email: 'ops@clear.example', city: 'Pune' }));
    const id = json(created).data.id;
    expect(json(created).data).toMatchObject({ phone: '9876543210', email: 'ops@clear.example', city: 'Pune' });
    const cleared = await owner.put(`/stations/${id}`, { phone: '', email: null });
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared).data).toMatchObject({ phone: null, email: null, city: 'Pune' });
    const badPhone = await owner.put(`/stations/${id}`, { phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(json(await owner.get(`/stations/${id}`)).data).toMatchObject({ phone: null, city: 'Pune' });
  });
});

describe('DELETE /stations/{id}', () => {
  it('soft-deletes the station with its pumps and nozzles in one go, keeps the rows, and audits who and what', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 2, nozzlesPerPump: 2, name: 'Doomed' });
    const owner = as(t.app, tenant.owner);
    const res = await owner.del(`/stations/${tree.station.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: null });

    expect((await owner.get(`/stations/${tree.station.id}`)).statusCode).toBe(404);
    expect((await owner.del(`/stations/${tree.station.id}`)).statusCode).toBe(404);
    expect(json(await owner.get('/stations')).data.total).toBe(0);
    expect(json(await owner.get('/pumps')).data.total).toBe(0);
    expect(json(await owner.get('/nozzles')).data.total).toBe(0);
    expect((await owner.get(`/pumps/${tree.pumps[0]!.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/nozzles/${tree.pumps[0]!.nozzles[0]!.id}`)).statusCode).toBe(404);

    const kept = await withPlatform(t.handle.db, async (tx) => ({
      stations: await tx.select().from(stations).where(eq(stations.tenantId, tenant.id)),
      pumps: await tx.select().from(pumps).where(eq(pumps.tenantId, tenant.id)),
      nozzles: await tx.select().from(nozzles).where(eq(nozzles.tenantId, tenant.id)),
      audit: await tx.select().from(auditLog).where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'station.deleted'))),
    }));
    expect(kept.stations).toHaveLength(1);
    expect(kept.pumps).toHaveLength(2);
    expect(kept.nozzles).toHaveLength(4);
    for (const row of [...kept.stations, ...kept.pumps, ...kept.nozzles]) {
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.deletedBy).toBe(tenant.owner.id);
    }
    expect(kept.audit).toHaveLength(1);
    expect(kept.audit[0]).toMatchObject({ actorId: tenant.owner.id, actorRole: 'owner', entityType: 'station', entityId: tree.station.id });
    expect(kept.audit[0]!.details).toEqual({ name: 'Doomed', pumps: tree.pumps.map((p) => p.name).sort(), nozzles: 4 });
  });
});
