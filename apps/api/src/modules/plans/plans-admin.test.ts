import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NEW_PLAN_DEFAULTS, PLAN_FEATURE_KEYS, PLAN_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createSuperadmin, createTenant } from '../../../test/factories';

let t: TestApp;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const body = (over: Record<string, unknown> = {}) => ({
  name: `Plan ${unique()}`,
  maxStations: 5,
  maxPumpsPerStation: 10,
  maxNozzlesPerPump: 4,
  maxUsers: 5,
  // Cheaper than every seeded plan: never the upgrade other test files expect to be recommended.
  priceMonthly: 99.5,
  priceYearly: 995,
  features: ['reports', 'analytics'],
  ...over,
});

describe('superadmin plans', () => {
  it('lists the seeded plans with their tenants, creates, edits and deletes an unused plan', async () => {
    const list = json(await admin.get('/superadmin/plans')).data as Array<{ name: string; priceYearly: number; isDefault: boolean }>;
    expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(['Regular', 'Premium', 'Pro']));
    expect(list.find((p) => p.name === 'Regular')).toMatchObject({ priceMonthly: 999, priceYearly: 11988, isDefault: true });

    const created = await admin.post('/superadmin/plans', body());
    expect(created.statusCode).toBe(201);
    const plan = json(created).data;
    expect(plan).toMatchObject({ priceMonthly: 99.5, priceYearly: 995, tenantCount: 0, isDefault: false, features: ['reports', 'analytics'] });
    const edited = json(await admin.put(`/superadmin/plans/${plan.id}`, body({ name: plan.name, maxStations: 7, priceMonthly: 0, features: [] }))).data;
    expect(edited).toMatchObject({ maxStations: 7, priceMonthly: 0, features: [] });
    expect((await admin.del(`/superadmin/plans/${plan.id}`)).statusCode).toBe(200);
    expect((await admin.put(`/superadmin/plans/${plan.id}`, body())).statusCode).toBe(404);
  });

  it("refuses the spec's invalid values with its messages, and a duplicate name", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', PLAN_MSG.nameRequired],
      [{ maxStations: 0 }, 'maxStations', 'Max stations must be at least 1'],
      [{ maxPumpsPerStation: 0 }, 'maxPumpsPerStation', 'Max pumps per station must be at least 1'],
      [{ maxNozzlesPerPump: 13 }, 'maxNozzlesPerPump', 'Max nozzles per pump must be at most 12'],
      [{ priceMonthly: -1 }, 'priceMonthly', 'Monthly price must be at least 0'],
      [{ priceYearly: 10.001 }, 'priceYearly', 'At most 2 decimals'],
      [{ features: ['analytics', 'analytics'] }, 'features', PLAN_MSG.featureDuplicate],
    ];
    for (const [over, field, message] of cases) {
      const res = await admin.post('/superadmin/plans', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(json(res).details, JSON.stringify(over)).toContainEqual({ field, message });
    }
    const dup = await admin.post('/superadmin/plans', body({ name: 'premium' }));
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe(PLAN_MSG.nameTaken);
  });

  it('takes features from the catalogue only: an unknown key is 400; left out, a new plan gets every key and an edit keeps its own (docs/decisions/064)', async () => {
    for (const features of [['Priority support'], ['analytics', 'Analytics'], ['reports', '']]) {
      const res = await admin.post('/superadmin/plans', body({ features }));
      expect(res.statusCode, JSON.stringify(features)).toBe(400);
      expect(json(res).code).toBe('VALIDATION');
      expect(json(res).details.map((d: { message: string }) => d.message), JSON.stringify(features)).toContain(PLAN_MSG.featureUnknown);
    }
    const { features: _, ...withoutFeatures } = body();
    const created = await admin.post('/superadmin/plans', withoutFeatures);
    expect(created.statusCode, created.body).toBe(201);
    const plan = json(created).data;
    expect(plan.features).toEqual([...PLAN_FEATURE_KEYS]);
    const narrowed = json(await admin.put(`/superadmin/plans/${plan.id}`, { ...withoutFeatures, name: plan.name, features: ['reports'] })).data;
    expect(narrowed.features).toEqual(['reports']);
    const kept = await admin.put(`/superadmin/plans/${plan.id}`, { ...withoutFeatures, name: plan.name, maxStations: 6 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).data).toMatchObject({ maxStations: 6, features: ['reports'] });
    expect(json(await admin.put(`/superadmin/plans/${plan.id}`, { ...withoutFeatures, name: plan.name, features: [] })).data.features).toEqual([]);
    expect((await admin.del(`/superadmin/plans/${plan.id}`)).statusCode).toBe(200);
  });

  it("takes a plan without maxUsers (the specification's plan has none): a new plan gets the default, an edit keeps the stored value", async () => {
    const { maxUsers: _, ...withoutUsers } = body();
    const created = await admin.post('/superadmin/plans', withoutUsers);
    expect(created.statusCode, created.body).toBe(201);
    const plan = json(created).data;
    expect(plan.maxUsers).toBe(NEW_PLAN_DEFAULTS.maxUsers);
    expect(json(await admin.put(`/superadmin/plans/${plan.id}`, { ...body({ name: plan.name }), maxUsers: 12 })).data.maxUsers).toBe(12);
    const kept = await admin.put(`/superadmin/plans/${plan.id}`, { ...withoutUsers, name: plan.name, maxStations: 8 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).data).toMatchObject({ maxStations: 8, maxUsers: 12 });
    const zero = await admin.put(`/superadmin/plans/${plan.id}`, { ...withoutUsers, name: plan.name, maxUsers: 0 });
    expect(zero.statusCode).toBe(400);
    expect(json(zero).details).toContainEqual({ field: 'maxUsers', message: 'Max users must be at least 1' });
    expect((await admin.del(`/superadmin/plans/${plan.id}`)).statusCode).toBe(200);
  });

  it('refuses deleting a plan in use (409), and the default plan', async () => {
    const plan = json(await admin.post('/superadmin/plans', body())).data;
    const tenant = await createTenant(t.app, t.handle.db);
    const moved = await admin.patch(`/superadmin/tenants/${tenant.id}/plan`, { planId: plan.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const inUse = await admin.del(`/superadmin/plans/${plan.id}`);
    expect(inUse.statusCode, inUse.body).toBe(409);
    expect(json(inUse).message).toBe(PLAN_MSG.inUse(1));
    expect(json(await admin.get('/superadmin/plans')).data.find((p: { id: string }) => p.id === plan.id).tenantCount).toBe(1);
    const regular = (json(await admin.get('/superadmin/plans')).data as Array<{ id: string; name: string; isDefault: boolean }>).find((p) => p.isDefault)!;
    expect((await admin.del(`/superadmin/plans/${regular.id}`)).statusCode).toBe(409);
  });

  // The sign-up default is platform-wide: switched only on this file's own database (PGlite), never on
  // the PostgreSQL database the other test files share at the same time.
  it.runIf(inject('apiDb').driver === 'pglite')('making another plan the default moves sign-ups to it; the default cannot be deleted', async () => {

    const spare = json(await admin.post('/superadmin/plans', body({ isDefault: true }))).data;
    expect(spare.isDefault).toBe(true);
    const plans = json(await admin.get('/superadmin/plans')).data as Array<{ id: string; isDefault: boolean }>;
    expect(plans.filter((p) => p.isDefault).map((p) => p.id)).toEqual([spare.id]);
    // A sign-up now lands on it.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'New Owner', email: `new.${unique()}@owner.example`, password: 'Test@12345', businessName: 'New Fuels' },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(json(await as(t.app, { token: json(signUp).data.token }).get('/settings/plan')).data.currentPlan.id).toBe(spare.id);
    const isDefault = await admin.del(`/superadmin/plans/${spare.id}`);
    expect(isDefault.statusCode).toBe(409);
    // Back to Regular as the default, for the rest of the suite on a shared database.
    const regular = plans.find((p) => (p as unknown as { name: string }).name === 'Regular')!;
    await admin.put(`/superadmin/plans/${regular.id}`, { ...(regular as object), isDefault: true });
    expect(json(await admin.get('/superadmin/plans')).data.find((p: { id: string }) => p.id === regular.id).isDefault).toBe(true);
  });
});
