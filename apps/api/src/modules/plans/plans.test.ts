import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PLANS } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createPump, createStation, createTenant } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const planInfo = async (user: { token: string }) => json(await as(t.app, user).get('/settings/plan')).data;

describe('GET /settings/plan', () => {
  it("gives the tenant's real plan, its usage from live counts, and the plans it may move to", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    let info = await planInfo(tenant.owner);
    expect(info.currentPlan).toMatchObject({ name: 'Regular', priceMonthly: 999, features: SEED_PLANS[0]!.features });
    // Three users (owner, manager, attendant) of 5; no station of 1; pumps of 1 × 4.
    expect(info.utilization).toEqual({
      stations: { current: 0, limit: 1, percentage: 0, unlimited: false },
      pumps: { current: 0, limit: 4, percentage: 0, unlimited: false },
      users: { current: 3, limit: 5, percentage: 60, unlimited: false },
    });
    expect(info.needsUpgrade).toBe(false);
    expect(info.upgradeRecommendation).toBeNull();
    // The seeded plans (the superadmin may add others; the test files on a shared database do).
    const seeded = info.availablePlans.filter((p: any) => SEED_PLANS.some((s) => s.name === p.name));
    expect(seeded.map((p: any) => [p.name, p.priceMonthly, p.isCurrent, p.canUpgrade])).toEqual([
      ['Regular', 999, true, false],
      ['Premium', 2499, false, true],
      ['Pro', 4999, false, true],
    ]);

    // The one station allowed is used: 100 % → needs an upgrade; Premium is the cheapest plan with room.
    const { id: stationId } = await createStation(t.handle.db, tenant.id);
    await createPump(t.handle.db, tenant.id, stationId);
    info = await planInfo(tenant.manager);
    expect(info.utilization.stations).toEqual({ current: 1, limit: 1, percentage: 100, unlimited: false });
    expect(info.utilization.pumps).toEqual({ current: 1, limit: 4, percentage: 25, unlimited: false });
    expect(info.needsUpgrade).toBe(true);
    expect(info.upgradeRecommendation).toMatchObject({ name: 'Premium', priceMonthly: 2499 });

    // A deleted station no longer counts.
    expect((await as(t.app, tenant.owner).del(`/stations/${stationId}`)).statusCode).toBe(200);
    info = await planInfo(tenant.owner);
    expect(info.utilization.stations.current).toBe(0);
    expect(info.utilization.pumps.current).toBe(0);
    expect(info.needsUpgrade).toBe(false);
  });

  it('shows 999 as unlimited and nothing dearer to move to on the top plan', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const info = await planInfo(tenant.owner);
    expect(info.currentPlan.name).toBe('Pro');
    expect(info.utilization.users).toEqual({ current: 3, limit: 999, percentage: 0, unlimited: true });
    expect(info.utilization.pumps.limit).toBe(36);
    expect(info.availablePlans.filter((p: any) => p.canUpgrade)).toEqual([]);
  });

  it("counts only the caller's tenant and refuses attendants", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
    const other = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
    await createStation(t.handle.db, other.id);
    const info = await planInfo(tenant.owner);
    expect(info.currentPlan.name).toBe('Premium');
    expect(info.utilization.stations.current).toBe(0);
    expect(info.utilization.users.current).toBe(3);
    expect((await as(t.app, tenant.attendant).get('/settings/plan')).statusCode).toBe(403);
  });
});
