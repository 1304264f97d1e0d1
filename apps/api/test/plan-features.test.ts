import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PLAN_FEATURE_KEYS, SEED_PLANS, type TPlanFeature } from '@forecourt/shared';
import { migrationsFolder, openDb } from '../src/db/client';
import { resultRows } from '../src/db/sql-fragments';
import { withPlatform } from '../src/db/tenant';
import { ALERT_JOBS } from '../src/jobs/alert-jobs';
import { runDueSchedules } from '../src/modules/reports/reports.service';
import { createTestApp, json, type TestApp } from './harness';
import { as, createPricedStation, createSuperadmin, createTenant, recordReading, type TestTenant } from './factories';
import { envelopeProblem } from './failure-envelope';

/**
 * Plan features (docs/decisions/064): a fixed catalogue of keys that the server enforces. A tenant whose
 * plan lacks one is refused 403 PLAN_FEATURE on that area's routes, by the caller check of the request's
 * own opening, and nowhere else.
 */
let t: TestApp;
let admin: ReturnType<typeof as>;
const madePlans: string[] = [];
const madeTenants: TestTenant[] = [];
let regularId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
  regularId = (json(await admin.get('/superadmin/plans')).data as Array<{ id: string; name: string }>).find((p) => p.name === 'Regular')!.id;
});
afterAll(async () => {
  // Off the made plans (a shared PostgreSQL database serves other files), then the plans go.
  for (const tenant of madeTenants) await admin.patch(`/superadmin/tenants/${tenant.id}/plan`, { planId: regularId });
  for (const id of madePlans) await admin.del(`/superadmin/plans/${id}`);
  await t.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A plan with these features, cheaper than every seeded plan (never an upgrade other files expect). */
async function planWith(features: TPlanFeature[]): Promise<{ id: string; name: string }> {
  const res = await admin.post('/superadmin/plans', {
    name: `Features ${unique()}`,
    maxStations: 5,
    maxPumpsPerStation: 10,
    maxNozzlesPerPump: 4,
    maxUsers: 10,
    priceMonthly: 49,
    priceYearly: 490,
    features,
  });
  expect(res.statusCode, res.body).toBe(201);
  madePlans.push(json(res).data.id);
  return json(res).data;
}

async function moveTo(tenant: TestTenant, planId: string): Promise<void> {
  const res = await admin.patch(`/superadmin/tenants/${tenant.id}/plan`, { planId });
  expect(res.statusCode, res.body).toBe(200);
}

async function tenantOn(planId: string): Promise<TestTenant> {
  const tenant = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
  madeTenants.push(tenant);
  await moveTo(tenant, planId);
  return tenant;
}

const without = (feature: TPlanFeature) => PLAN_FEATURE_KEYS.filter((k) => k !== feature);

/** Requests of each feature's area that pass with it (valid input, an empty tenant). */
const AREA_CALLS: Record<TPlanFeature, string[]> = {
  analytics: ['/analytics/overview?period=month', '/analytics/trends', '/analytics/station-ranking'],
  reports: ['/reports', '/reports/schedules', '/sales/export'],
  reconciliation: ['/reconciliation', '/reconciliation/records'],
};
/** Requests of no feature: every plan may make them. */
const EVERYWHERE = ['/sales', '/stations', '/cash-reports', '/settings/plan', '/dashboard/sales-summary', '/onboarding/reminders'];

/** The feature a route belongs to, by its area (the expectation the routes' `config.feature` is held to). */
function expectedFeature(method: string, url: string, access: string): TPlanFeature | undefined {
  if (access === 'superadmin') return undefined; // /analytics/superadmin is the platform's own
  if (url === '/api/v1/analytics' || url.startsWith('/api/v1/analytics/')) return 'analytics';
  if (url === '/api/v1/reconciliation' || url.startsWith('/api/v1/reconciliation/')) return 'reconciliation';
  if (url === '/api/v1/reports' || url.startsWith('/api/v1/reports/')) return 'reports';
  if (method === 'GET' && url === '/api/v1/sales/export') return 'reports';
  return undefined;
}

describe('plan features: the catalogue', () => {
  it('every route of an area of the catalogue declares its feature, and no other route declares one', () => {
    const wrong = t.app.apiRoutes
      .filter((r) => r.feature !== expectedFeature(r.method, r.url, r.access))
      .map((r) => `${r.method} ${r.url}: ${r.feature ?? 'none'}, expected ${expectedFeature(r.method, r.url, r.access) ?? 'none'}`);
    expect(wrong).toEqual([]);
    const declared = new Set(t.app.apiRoutes.map((r) => r.feature).filter(Boolean));
    expect([...declared].sort()).toEqual([...PLAN_FEATURE_KEYS].sort());
  });

  it('the seeded plans have every key (no tenant loses an area), and GET /settings/plan answers the keys', async () => {
    for (const plan of SEED_PLANS) expect([...plan.features].sort(), plan.name).toEqual([...PLAN_FEATURE_KEYS].sort());
    const plans = json(await admin.get('/superadmin/plans')).data as Array<{ name: string; features: string[] }>;
    for (const name of ['Regular', 'Premium', 'Pro']) expect(plans.find((p) => p.name === name)!.features.sort(), name).toEqual([...PLAN_FEATURE_KEYS].sort());

    const plan = await planWith(['reports']);
    const tenant = await tenantOn(plan.id);
    const info = json(await as(t.app, tenant.owner).get('/settings/plan')).data;
    expect(info.currentPlan).toMatchObject({ id: plan.id, features: ['reports'] });
    expect(info.availablePlans.find((p: { name: string }) => p.name === 'Pro').features.sort()).toEqual([...PLAN_FEATURE_KEYS].sort());
  });
});

describe('plan features: enforced by the server', () => {
  for (const feature of PLAN_FEATURE_KEYS) {
    it(`a plan without ${feature}: 403 PLAN_FEATURE with its key on its routes, 200 elsewhere; a plan with it again: 200 from the next request`, async () => {
      const plan = await planWith(without(feature));
      const tenant = await tenantOn(plan.id);
      for (const user of [tenant.owner, tenant.manager]) {
        for (const url of AREA_CALLS[feature]) {
          const res = await as(t.app, user).get(url);
          expect(res.statusCode, `${user.role} ${url}: ${res.body}`).toBe(403);
          expect(envelopeProblem(res.statusCode, json(res)), url).toBeUndefined();
          expect(json(res)).toMatchObject({
            code: 'PLAN_FEATURE',
            key: 'plan.featureMissing',
            params: { plan: plan.name, feature },
            message: `Your ${plan.name} plan does not include ${feature}. Upgrade your plan to use it.`,
          });
        }
        const others = PLAN_FEATURE_KEYS.filter((k) => k !== feature).flatMap((k) => AREA_CALLS[k]);
        for (const url of [...others, ...EVERYWHERE]) {
          const res = await as(t.app, user).get(url);
          expect(res.statusCode, `${user.role} ${url}: ${res.body}`).toBe(200);
        }
      }
      // A write of the area is refused the same way (the check is in every transaction's opening).
      if (feature === 'reports') {
        const created = await as(t.app, tenant.owner).post('/reports', { name: 'Sales', type: 'sales', format: 'csv', dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' } });
        expect([created.statusCode, json(created).code], created.body).toEqual([403, 'PLAN_FEATURE']);
      }

      await moveTo(tenant, regularId);
      for (const url of AREA_CALLS[feature]) expect((await as(t.app, tenant.owner).get(url)).statusCode, url).toBe(200);
    });
  }

  it('walks every route of a feature on a plan with none: each is 403 PLAN_FEATURE (or 400 when its input is refused first), never served', async () => {
    const tenant = await tenantOn((await planWith([])).id);
    const owner = tenant.owner;
    const refused: string[] = [];
    const problems: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.feature)) {
      const url = route.url.replace(/:[A-Za-z]+/g, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${owner.token}` }, payload: method === 'GET' ? undefined : {} });
      const body = res.headers['content-type']?.toString().includes('json') ? json(res) : undefined;
      if (res.statusCode === 403 && body?.code === 'PLAN_FEATURE' && body.params.feature === route.feature) refused.push(`${route.method} ${route.url}`);
      else if (res.statusCode !== 400) problems.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (body && res.statusCode >= 400) {
        const problem = envelopeProblem(res.statusCode, body);
        if (problem) problems.push(`${route.method} ${route.url}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // Every route whose input an empty request satisfies reached the check: the lists, the details, the deletes.
    expect(refused).toEqual(expect.arrayContaining(['GET /api/v1/reports', 'DELETE /api/v1/reports/schedules/:id', 'GET /api/v1/reports/:id/download', 'GET /api/v1/reconciliation/:id', 'POST /api/v1/reconciliation/:id/approve', 'GET /api/v1/analytics/overview', 'GET /api/v1/sales/export']));
  });
});

describe('plan features: the background work of an area', () => {
  it("a plan without reports runs no scheduled report; without reconciliation, no 'day not reconciled' alert or reminder", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    madeTenants.push(tenant);
    const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id, { openings: ['1000.000'] });
    const schedule = await as(t.app, tenant.owner).post('/reports/schedule', { name: 'Daily', type: 'sales', format: 'csv', frequency: 'daily', filters: { stationId: station.id } });
    expect(schedule.statusCode, schedule.body).toBe(201);
    const result = await withPlatform(t.handle.db, (tx) => tx.execute(sql`select fc_tenant_today(${tenant.id}::uuid, 1)::text as day`));
    const yesterday = resultRows<{ day: string }>(result)[0]!.day;
    await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: '1010.000', recordedAt: `${yesterday}T10:00:00+05:30` });

    await moveTo(tenant, (await planWith([])).id);
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await runDueSchedules(t.handle.db, tenant.id, later)).toBe(0);
    for (const job of ALERT_JOBS) await job.run({ db: t.handle.db, tenantIds: [tenant.id], now: new Date() });
    const alerts = async () => json(await as(t.app, tenant.owner).get('/alerts?type=day_not_reconciled&active=true')).data.total;
    const reminders = async () => (json(await as(t.app, tenant.owner).get('/onboarding/reminders')).data as Array<{ kind: string }>).filter((r) => r.kind === 'day_unreconciled').length;
    expect(await alerts()).toBe(0);
    expect(await reminders()).toBe(0);

    // Back on a plan with both: the schedule's report is made, the day is asked to be closed.
    await moveTo(tenant, regularId);
    expect(await runDueSchedules(t.handle.db, tenant.id, later)).toBe(1);
    for (const job of ALERT_JOBS) await job.run({ db: t.handle.db, tenantIds: [tenant.id], now: new Date() });
    expect(await alerts()).toBe(1);
    expect(await reminders()).toBe(1);
  });
});

describe('plan features: the migration (drizzle/0042_plan_features.sql)', () => {
  it('gives every plan that existed before it every key, whatever its free-text lines were, and leaves one fc_assert_caller', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-plan-features-'));
    const handle = await openDb({ driver: 'pglite' });
    try {
      // The migrations before this one.
      const before = path.join(dir, 'drizzle');
      cpSync(migrationsFolder(), before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
      const at = journal.entries.findIndex((e) => e.tag === '0042_plan_features');
      expect(at).toBeGreaterThan(0);
      writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      await migratePglite(handle.db as never, { migrationsFolder: before });
      await handle.db.execute(sql`insert into plans (id, name, price_monthly, max_stations, max_pumps_per_station, max_nozzles_per_pump, max_users, features) values
        (gen_random_uuid(), 'Regular', 999, 1, 4, 4, 5, '["1 station", "Nozzle readings and sales", "Creditors"]'),
        (gen_random_uuid(), 'Pro', 4999, 3, 12, 12, 999, '["Analytics", "Priority support"]'),
        (gen_random_uuid(), 'Custom', 10, 2, 2, 2, 2, '[]')`);

      // This migration and the definitions after it, as at start-up.
      await handle.migrate();
      const plans = resultRows<{ name: string; features: string[] }>(await handle.db.execute(sql`select name, features from plans order by name`));
      expect(plans.map((p) => [p.name, [...p.features].sort()])).toEqual(['Custom', 'Pro', 'Regular'].map((name) => [name, [...PLAN_FEATURE_KEYS].sort()]));
      const overloads = resultRows<{ args: string }>(
        await handle.db.execute(sql`select pg_get_function_identity_arguments(oid) as args from pg_proc where proname = 'fc_assert_caller'`),
      );
      expect(overloads.map((o) => o.args)).toEqual(['p_user uuid, p_role text, p_feature text']);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
