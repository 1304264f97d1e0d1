import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_MSG } from '@forecourt/shared';
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
  features: ['Basic Dashboard', 'Custom thing'],
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
    expect(plan).toMatchObject({ priceMonthly: 99.5, priceYearly: 995, tenantCount: 0, isDefault: false, features: ['Basic Dashboard', 'Custom thing'] });
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
      [{ features: ['API Access', 'api access'] }, 'features', PLAN_MSG.featureDuplicate],
      [{ features: ['  '] }, 'features.0', PLAN_MSG.featureEmpty],
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
