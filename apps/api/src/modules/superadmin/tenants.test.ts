import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, PLAN_MSG, SUPERADMIN_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  as,
  createPrice,
  createStationTree,
  createSuperadmin,
  createTenant,
  recordReading,
  signIn,
} from '../../../test/factories';
import { auditLog, plans } from '../../db/schema';
import { withPlatform } from '../../db/tenant';

let t: TestApp;
let admin: ReturnType<typeof as>;
let planIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
  const rows = await withPlatform(t.handle.db, (tx) => tx.select({ id: plans.id, name: plans.name }).from(plans));
  planIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function newTenant(plan = 'Regular') {
  const tag = unique();
  const body = { name: `Super Fuels ${tag}`, planId: planIds[plan], ownerName: 'Asha Rao', ownerEmail: `asha.${tag}@owner.example`, ownerPassword: 'initial-pass' };
  const res = await admin.post('/superadmin/tenants', body);
  expect(res.statusCode, res.body).toBe(201);
  const owner = { token: await signIn(t.app, body.ownerEmail, body.ownerPassword) };
  return { tenant: json(res).data, owner, body };
}

describe('superadmin tenants', () => {
  it('creates a tenant on a plan with its owner, who signs in; lists, finds and shows it', async () => {
    const { tenant, owner, body } = await newTenant('Premium');
    expect(tenant).toMatchObject({ name: body.name, status: 'active', planName: 'Premium', ownerName: 'Asha Rao', ownerEmail: body.ownerEmail, stationCount: 0, userCount: 1 });
    expect(tenant.limits).toEqual({ maxStations: 3, maxPumpsPerStation: 8, maxNozzlesPerPump: 6, maxUsers: 15 });
    expect(tenant.users).toEqual([expect.objectContaining({ name: 'Asha Rao', email: body.ownerEmail, role: 'owner', status: 'active' })]);
    // The owner works in their tenant at once.
    expect((await as(t.app, owner).post('/stations', { name: 'First Station', address: 'MG Road' })).statusCode).toBe(201);

    const found = json(await admin.get(`/superadmin/tenants?search=${encodeURIComponent(body.ownerEmail)}`)).data;
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: tenant.id, stationCount: 1 });
    const detail = json(await admin.get(`/superadmin/tenants/${tenant.id}`)).data;
    expect(detail.stations).toEqual([expect.objectContaining({ name: 'First Station', pumpCount: 0, pumps: [] })]);
    expect(detail.usage).toEqual({ currentStations: 1, totalUsers: 1 });
    const [entry] = await withPlatform(t.handle.db, (tx) => tx.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id)));
    expect(entry).toMatchObject({ action: 'tenant.created', actorRole: 'superadmin' });
  });

  it('refuses a bad create with the spec texts, and a taken email, changing nothing', async () => {
    const short = await admin.post('/superadmin/tenants', { name: 'X', planId: planIds.Regular, ownerName: 'Y', ownerEmail: `y.${unique()}@x.example`, ownerPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(json(short).details).toContainEqual({ field: 'ownerPassword', message: SUPERADMIN_MSG.ownerPasswordHint });
    const existing = await createTenant(t.app, t.handle.db);
    const taken = await admin.post('/superadmin/tenants', { name: 'Dup', planId: planIds.Regular, ownerName: 'Y', ownerEmail: existing.owner.email.toUpperCase(), ownerPassword: 'long-enough' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(MSG.emailTaken);
    const noPlan = await admin.post('/superadmin/tenants', { name: 'P', planId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', ownerName: 'Y', ownerEmail: `p.${unique()}@x.example`, ownerPassword: 'long-enough' });
    expect(noPlan.statusCode).toBe(422);
    expect(json(noPlan).message).toBe(PLAN_MSG.notFound);
    expect(json(await admin.get('/superadmin/tenants?search=Dup')).data.items.filter((i: { name: string }) => i.name === 'Dup')).toEqual([]);
    expect((await admin.get('/superadmin/tenants/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).statusCode).toBe(404);
    expect((await admin.get('/superadmin/tenants/not-a-uuid')).statusCode).toBe(400);
  });

  it("suspending refuses the tenant's tokens at once and its sign-in; reactivating lets the same tokens work; cancelled likewise", async () => {
    const victim = await createTenant(t.app, t.handle.db);
    const bystander = await createTenant(t.app, t.handle.db);
    expect((await as(t.app, victim.manager).get('/stations')).statusCode).toBe(200);
    const suspended = await admin.patch(`/superadmin/tenants/${victim.id}/status`, { status: 'suspended' });
    expect(json(suspended).data.status).toBe('suspended');
    for (const user of [victim.owner, victim.manager, victim.attendant]) {
      const res = await as(t.app, user).get('/stations');
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: 'TENANT_SUSPENDED', message: MSG.tenantSuspended });
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: victim.owner.email, password: 'Test@12345' } });
    expect(login.statusCode).toBe(403);
    expect((await as(t.app, bystander.owner).get('/stations')).statusCode).toBe(200);

    await admin.patch(`/superadmin/tenants/${victim.id}/status`, { status: 'cancelled' });
    expect(json(await as(t.app, victim.owner).get('/stations')).message).toBe(MSG.tenantCancelled);
    expect((await admin.patch(`/superadmin/tenants/${victim.id}/status`, { status: 'active' })).statusCode).toBe(200);
    expect((await as(t.app, victim.owner).get('/stations')).statusCode).toBe(200);
    expect((await admin.patch(`/superadmin/tenants/${victim.id}/status`, { status: 'paused' })).statusCode).toBe(400);
  });

  it("changing a tenant's plan moves its limits from its next request; editing the plan moves them for all its tenants", async () => {
    const { tenant, owner } = await newTenant('Regular');
    const me = as(t.app, owner);
    expect((await me.post('/stations', { name: 'One', address: 'A' })).statusCode).toBe(201);
    const refused = await me.post('/stations', { name: 'Two', address: 'B' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).code).toBe('PLAN_LIMIT');

    const moved = await admin.patch(`/superadmin/tenants/${tenant.id}/plan`, { planId: planIds.Premium });
    expect(json(moved).data).toMatchObject({ planName: 'Premium', limits: { maxStations: 3 } });
    expect((await me.post('/stations', { name: 'Two', address: 'B' })).statusCode).toBe(201);
    expect(json(await me.get('/settings/plan')).data.utilization.stations).toMatchObject({ current: 2, limit: 3 });

    // A plan of its own: one station, edited to two.
    const plan = json(
      await admin.post('/superadmin/plans', { name: `Edge ${unique()}`, maxStations: 2, maxPumpsPerStation: 1, maxNozzlesPerPump: 1, maxUsers: 5, priceMonthly: 10, priceYearly: 100 } /* cheaper than the seeded plans: never another file's recommended upgrade */),
    ).data;
    await admin.patch(`/superadmin/tenants/${tenant.id}/plan`, { planId: plan.id });
    expect(json(await me.post('/stations', { name: 'Three', address: 'C' })).code).toBe('PLAN_LIMIT');
    expect((await admin.put(`/superadmin/plans/${plan.id}`, { ...plan, maxStations: 3 })).statusCode).toBe(200);
    expect((await me.post('/stations', { name: 'Three', address: 'C' })).statusCode).toBe(201);
    // The users limit too: lowered to the live count, the next user is refused.
    expect((await admin.put(`/superadmin/plans/${plan.id}`, { ...plan, maxStations: 3, maxUsers: 1 })).statusCode).toBe(200);
    const user = await me.post('/users', { name: 'Late Hire', email: `late.${unique()}@x.example`, role: 'manager', password: 'secret1' });
    expect(user.statusCode).toBe(422);
    expect(json(user).code).toBe('PLAN_LIMIT');
  });

  it('deletes a tenant without history with everything it owns; one with readings answers 409 and is kept', async () => {
    const empty = await createTenant(t.app, t.handle.db);
    const tree = await createStationTree(t.handle.db, empty.id, { pumps: 2, nozzlesPerPump: 2 });
    await createPrice(t.handle.db, empty.id, tree.station.id);
    await admin.put(`/admin/tenants/${empty.id}/settings/features.allow_export`, { value: 'false' });
    expect((await admin.del(`/superadmin/tenants/${empty.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/superadmin/tenants/${empty.id}`)).statusCode).toBe(404);
    // Its users are gone: their tokens no longer work.
    expect((await as(t.app, empty.owner).get('/stations')).statusCode).toBe(401);
    expect((await admin.del(`/superadmin/tenants/${empty.id}`)).statusCode).toBe(404);

    const busy = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const busyTree = await createStationTree(t.handle.db, busy.id, { pumps: 1, nozzlesPerPump: 1 });
    await createPrice(t.handle.db, busy.id, busyTree.station.id);
    await recordReading(t.app, busy.owner, { nozzleId: busyTree.pumps[0]!.nozzles[0]!.id, reading: 100 });
    const refused = await admin.del(`/superadmin/tenants/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(SUPERADMIN_MSG.tenantHasHistory);
    const kept = json(await admin.get(`/superadmin/tenants/${busy.id}`)).data;
    expect(kept.historyCount).toBe(1);
    expect(kept.stations[0].pumps[0].nozzles).toHaveLength(1);
    expect((await as(t.app, busy.owner).get('/stations')).statusCode).toBe(200);
  });

  it('renames a tenant and records it; the platform routes refuse tenant tokens even with a tenant header', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const renamed = await admin.put(`/superadmin/tenants/${tenant.id}`, { name: 'Renamed Fuels' });
    expect(json(renamed).data.name).toBe('Renamed Fuels');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/superadmin/tenants',
      headers: { authorization: `Bearer ${tenant.owner.token}`, 'x-tenant-id': tenant.id },
    });
    expect(res.statusCode).toBe(403);
  });
});
