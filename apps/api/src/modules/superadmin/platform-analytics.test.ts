import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createStationTree, createSuperadmin, createTenant, type TestTenant } from '../../../test/factories';

/**
 * Platform analytics against a hand-built platform of three tenants on a plan of their own: one with two
 * stations, one with a station of two pumps, one suspended without stations. On PGlite this file's
 * database holds nothing else, so every figure is checked exactly; on the PostgreSQL database the
 * other files share at the same time, the figures of the plan of their own are.
 */
const exact = inject('apiDb').driver === 'pglite';
let t: TestApp;
let admin: ReturnType<typeof as>;
let tenants: TestTenant[];
let planId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
  const plan = await admin.post('/superadmin/plans', {
    name: `Fixture ${Date.now()}`,
    maxStations: 5,
    maxPumpsPerStation: 5,
    maxNozzlesPerPump: 4,
    maxUsers: 10,
    priceMonthly: 500.5,
    priceYearly: 10000,
  });
  planId = json(plan).data.id;
  tenants = [];
  for (const name of ['Alpha Fuels', 'Beta Fuels', 'Gamma Fuels']) {
    const tenant = await createTenant(t.app, t.handle.db, { name: `${name} ${Date.now()}` });
    expect((await admin.patch(`/superadmin/tenants/${tenant.id}/plan`, { planId })).statusCode).toBe(200);
    tenants.push(tenant);
  }
  const [alpha, beta, gamma] = tenants as [TestTenant, TestTenant, TestTenant];
  const first = await createStationTree(t.handle.db, alpha.id, { pumps: 1, nozzlesPerPump: 2 });
  await createStationTree(t.handle.db, alpha.id, { pumps: 1, nozzlesPerPump: 2 });
  await createStationTree(t.handle.db, beta.id, { pumps: 2, nozzlesPerPump: 3 });
  await assignStation(t.handle.db, alpha.id, alpha.attendant.id, first.station.id);
  const report = await as(t.app, alpha.attendant).post('/attendant/cash-report', { stationId: first.station.id, shift: 'morning', cashAmount: 1500 });
  expect(report.statusCode, report.body).toBe(201);
  expect((await admin.patch(`/superadmin/tenants/${gamma.id}/status`, { status: 'suspended' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /superadmin/analytics/usage', () => {
  it('gives the plan distribution: tenants, active tenants and the monthly revenue of the active ones', async () => {
    const data = json(await admin.get('/superadmin/analytics/usage')).data;
    const row = data.planDistribution.find((p: { planId: string }) => p.planId === planId);
    expect(row).toMatchObject({ tenantCount: 3, activeTenantCount: 2, monthlyRevenue: 1001 });
    // The same object on the spec's other path.
    expect(json(await admin.get('/analytics/superadmin')).data.planDistribution).toEqual(data.planDistribution);
  });

  it.runIf(exact)('counts every figure of the fixture exactly', async () => {
    const data = json(await admin.get('/superadmin/analytics/usage')).data;
    const [alpha, , gamma] = tenants as [TestTenant, TestTenant, TestTenant];
    expect(data.systemStats).toEqual({
      totalTenants: 3,
      activeTenants: 2,
      totalStations: 3,
      totalPumps: 4,
      totalNozzles: 10,
      totalUsers: 9,
      activeUsersWeek: 9, // every user of the fixture signed in (the factory signs each in)
      reportsToday: 1,
      reportsMonth: 1,
      adminUsers: 1,
      plans: 4,
      openAlerts: 0,
    });
    expect(data.planDistribution.map((p: { planName: string; tenantCount: number; monthlyRevenue: number }) => [p.planName, p.tenantCount, p.monthlyRevenue])).toEqual([
      [expect.stringMatching(/^Fixture/), 3, 1001],
      ['Regular', 0, 0],
      ['Premium', 0, 0],
      ['Pro', 0, 0],
    ]);
    expect(data.signupsThisMonth).toBe(3);
    expect(data.signupsLastMonth).toBe(0);
    expect(data.monthlyGrowth).toBeNull();
    expect(data.recentTenants.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [gamma.id, 'suspended'],
      [tenants[1]!.id, 'active'],
      [alpha.id, 'active'],
    ]);
    // Three plan moves, the cash report, the suspension: newest first.
    expect(data.activitySummary.activeUsers).toBe(9);
    expect(data.activitySummary.weekActivities).toBe(5);
    expect(data.activitySummary.recentActivities.map((a: { type: string; description: string; tenantName: string }) => [a.type, a.description, a.tenantName])).toEqual([
      ['tenant', 'Tenant status changed to suspended', gamma.name],
      ['cash_report', 'Cash report submitted', alpha.name],
      ['tenant', expect.stringMatching(/^Tenant plan changed \(plan Fixture/), gamma.name],
      ['tenant', expect.stringMatching(/^Tenant plan changed/), tenants[1]!.name],
      ['tenant', expect.stringMatching(/^Tenant plan changed/), alpha.name],
    ]);
  });
});

describe('GET /superadmin/system', () => {
  it('reports real checks: the database answering with its latency, the version, uptime, sessions, sign-in limits', async () => {
    const data = json(await admin.get('/superadmin/system')).data;
    expect(data.database).toMatchObject({ driver: exact ? 'pglite' : 'postgres', reachable: true });
    expect(data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(data.database.serverVersion).toMatch(/^\d+/);
    expect(data.version).toBe('0.1.0');
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.jobs.runnerActive).toBe(false);
    if (exact) expect(data.jobs.lastRun).toBeNull();
    expect(data.security).toMatchObject({ loginMaxFailures: 5, loginWindowSeconds: 900 });
    expect(data.security.activeSessions).toBeGreaterThanOrEqual(exact ? 10 : 1);
    expect(data.security.adminSessions).toBeGreaterThanOrEqual(1);
    expect(data.platform).toMatchObject({ defaultPlan: 'Regular', timeZone: 'Asia/Kolkata' });
    // The test database is in memory: no data directory on disk.
    if (exact) expect(data.database.dataDirBytes).toBeNull();
  });

  it.runIf(exact)("measures the embedded database's data directory on disk", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fc-datadir-'));
    mkdirSync(path.join(dir, 'base'));
    writeFileSync(path.join(dir, 'PG_VERSION'), 'x'.repeat(1000));
    writeFileSync(path.join(dir, 'base', '1'), 'y'.repeat(234));
    const other = await createTestApp({ dataDir: dir });
    try {
      const boss = as(other.app, await createSuperadmin(other.app, other.handle.db));
      expect(json(await boss.get('/superadmin/system')).data.database.dataDirBytes).toBe(1234);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(exact)("shows the job runner's last run once a job has run", async () => {
    await t.app.jobs.tick(new Date());
    const data = json(await admin.get('/superadmin/system')).data;
    expect(data.jobs.lastRun).toMatchObject({ status: 'done' });
    expect(data.jobs.failedLast24h).toBe(0);
  });
});
