import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../src/app';
import { openDb, type DbHandle } from '../src/db/client';
import { testConfig } from './harness';
import { settleGenerations } from '../src/modules/reports/reports.service';
import { as, assignStation, createPrice, createStation, createStationTree, createSuperadmin, createTenant, recordReading, TEST_PASSWORD, type TestTenant } from './factories';

/**
 * Round trips are the cost (DESIGN.md §3, docs/decisions/013, 026): the round trips a request makes to
 * PostgreSQL are counted at the driver (the statements a pooled connection sends in one turn of the event
 * loop are one round trip, as the pool pipelines them) and held to a budget per route. PostgreSQL only (PGlite runs in-process, where a "round trip" is a function call).
 */
const target = inject('apiDb');
const onPostgres = target.driver === 'postgres';

let handle: DbHandle;
let app: FastifyInstance;
let tenant: TestTenant;
let nozzleIds: string[];
let stationId: string;
let counting = false;
let count = 0;
let answered = true;
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  if (!onPostgres) return;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    // The pool pipelines (db/tenant.ts): statements sent one after another with no answer read
    // in between travel together and wait for one answer, so they are one round trip; a statement sent
    // after an answer has come back starts the next one.
    if (counting && answered) {
      count++;
      answered = false;
    }
    // pool.query (a statement on its own) calls the client with a callback; drizzle's statements get a promise.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        answered = true;
        return (callback as (...r: unknown[]) => unknown)(...result);
      };
    }
    const sent = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    if (sent instanceof Promise) sent.then(() => (answered = true), () => (answered = true));
    return sent;
  } as typeof originalQuery;
  handle = await openDb({ driver: 'postgres', url: target.url, poolSize: 4 });
  app = await buildApp({ config: testConfig(), db: handle.db });
  await app.ready();
  tenant = await createTenant(app, handle.db, { plan: 'Pro' });
  const tree = await createStationTree(handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 3 });
  for (const fuelType of ['petrol', 'diesel', 'premium'] as const) await createPrice(handle.db, tenant.id, tree.station.id, { fuelType });
  nozzleIds = tree.pumps[0]!.nozzles.map((n) => n.id);
  stationId = tree.station.id;
  await assignStation(handle.db, tenant.id, tenant.attendant.id, stationId);
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  if (!onPostgres) return;
  await app.close();
  await handle.close();
});

/** Round trips of one call (after a warm-up call, so that prepared statements exist on the connection). */
async function roundTrips(call: () => Promise<{ statusCode: number }>, expected: number[]): Promise<number> {
  counting = true;
  count = 0;
  answered = true;
  const res = await call();
  counting = false;
  expect(expected).toContain(res.statusCode);
  return count;
}

describe('round trips per request', () => {
  it.runIf(onPostgres)('PostgreSQL only: a reading is 1 (one statement: settings, caller check, the write, commit on return); a list is 2 (BEGIN, settings and check written with the page and summary; COMMIT)', async () => {
    const owner = as(app, tenant.owner);
    let value = 1000;
    await recordReading(app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: (value += 10) });

    const post = await roundTrips(() => owner.post('/nozzle-readings', { nozzleId: nozzleIds[0], reading: (value += 10) }), [201]);
    const created = (await recordReading(app, tenant.owner, { nozzleId: nozzleIds[1]!, reading: 500 })) as { id: string };
    const correct = await roundTrips(() => owner.put(`/nozzle-readings/${created.id}`, { reading: 510, reason: 'typo' }), [200]);
    const voided = await roundTrips(() => owner.post(`/nozzle-readings/${created.id}/void`, { reason: 'test' }), [200]);
    const readings = await roundTrips(() => owner.get('/nozzle-readings?limit=10'), [200]);
    const sales = await roundTrips(() => owner.get('/sales?limit=10'), [200]);
    const stations = await roundTrips(() => owner.get('/stations'), [200]);
    const refused = await roundTrips(() => owner.post('/nozzle-readings', { nozzleId: nozzleIds[0], reading: 1 }), [422]);

    // Asked again, and after a write: the same two (no answer is kept, docs/decisions/057).
    const kept = await roundTrips(() => owner.get('/nozzle-readings?limit=10'), [200]);
    await recordReading(app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: (value += 10) });
    const afterWrite = await roundTrips(() => owner.get('/nozzle-readings?limit=10'), [200]);

    const figures = { post, correct, voided, readings, sales, stations, refused, kept, afterWrite };
    console.info('[round trips]', JSON.stringify(figures));
    expect(post).toBe(1);
    expect(correct).toBe(1);
    expect(voided).toBe(1);
    // A refusal: the same one statement, whose own transaction ends with the error.
    expect(refused).toBe(1);
    expect(readings).toBe(2);
    expect(sales).toBe(2);
    expect(stations).toBe(2);
    expect(kept).toBe(2);
    expect(afterWrite).toBe(2);
  });
  it.runIf(onPostgres)('PostgreSQL only: team management (issue 9) stays within its budget', async () => {
    const owner = as(app, tenant.owner);
    const station = (await owner.get('/stations')).json().data.items[0].id as string;
    await owner.get('/users');
    const list = await roundTrips(() => owner.get('/users?limit=20'), [200]);
    const body = (n: number) => ({ name: `Round Trip ${n}`, email: `rt.${Date.now()}.${n}@team.example`, role: 'attendant', password: 'secret1', stationIds: [station] });
    await owner.post('/users', body(0));
    const create = await roundTrips(() => owner.post('/users', body(1)), [201]);
    const id = (await owner.get('/users?search=Round%20Trip%201')).json().data.items[0].id as string;
    const one = await roundTrips(() => owner.get(`/users/${id}`), [200]);
    const update = await roundTrips(() => owner.put(`/users/${id}`, { name: 'Round Trip One' }), [200]);
    const reset = await roundTrips(() => owner.post(`/users/${id}/reset-password`, { newPassword: 'secret2', confirmPassword: 'secret2' }), [200]);
    const remove = await roundTrips(() => owner.del(`/users/${id}`), [200]);
    // A password change: a read-only transaction for the current hash, then the write (hashing between).
    const me = as(app, tenant.manager);
    const change = await roundTrips(() => me.post(`/users/${tenant.manager.id}/change-password`, { currentPassword: TEST_PASSWORD, newPassword: 'changed-1' }), [200]);
    await me.post(`/users/${tenant.manager.id}/change-password`, { currentPassword: 'changed-1', newPassword: TEST_PASSWORD });
    const figures = { list, one, create, update, reset, remove, change };
    console.info('[round trips: users]', JSON.stringify(figures));
    // A read: the settings and caller check with its statement, then COMMIT.
    expect(list).toBe(2);
    expect(one).toBe(2);
    expect(create).toBeLessThanOrEqual(6);
    expect(update).toBeLessThanOrEqual(5);
    expect(reset).toBeLessThanOrEqual(5);
    expect(remove).toBeLessThanOrEqual(5);
    expect(change).toBeLessThanOrEqual(6);
  });

  it.runIf(onPostgres)("PostgreSQL only: the attendant's reading is 1, the portal's reads 2, nozzles with prices 3", async () => {
    const att = as(app, tenant.attendant);
    let value = 5000;
    await att.post('/attendant/readings', { nozzleId: nozzleIds[2], reading: (value += 10) });
    const post = await roundTrips(() => att.post('/attendant/readings', { nozzleId: nozzleIds[2], reading: (value += 10) }), [201]);
    const readings = await roundTrips(() => att.get('/attendant/readings'), [200]);
    const summary = await roundTrips(() => att.get('/attendant/todays-summary'), [200]);
    const nozzles = await roundTrips(() => att.get('/attendant/nozzles?limit=100'), [200]);
    const pumps = await roundTrips(() => att.get(`/attendant/pumps?stationId=${stationId}`), [200]);
    const stations = await roundTrips(() => att.get('/attendant/stations'), [200]);
    const figures = { post, readings, summary, nozzles, pumps, stations };
    console.info('[round trips, attendant]', JSON.stringify(figures));
    expect(post).toBe(1);
    expect(readings).toBe(2);
    expect(summary).toBe(2);
    expect(nozzles).toBe(3);
    expect(pumps).toBe(2);
    expect(stations).toBe(2);
  });

  it.runIf(onPostgres)('PostgreSQL only: a cash report submission is 3 (settings with the rules and day gate, the write with its audit, commit); a review 2; lists 3; reads 2', async () => {
    const station = await createStation(handle.db, tenant.id);
    await assignStation(handle.db, tenant.id, tenant.attendant.id, station.id);
    const attendant = as(app, tenant.attendant);
    const manager = as(app, tenant.manager);
    await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 1 });

    const created = await roundTrips(() => attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'night', cashAmount: 100 }), [201]);
    const updated = await roundTrips(() => attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'night', cashAmount: 120 }), [200]);
    const replayed = await roundTrips(() => attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'night', cashAmount: 120 }), [200]);
    const list = await roundTrips(() => manager.get('/cash-reports?limit=10'), [200]);
    const own = await roundTrips(() => attendant.get('/attendant/cash-reports'), [200]);
    const reports = (await manager.get('/cash-reports')).json().data.items as Array<{ id: string }>;
    const one = await roundTrips(() => attendant.get(`/cash-reports/${reports[0]!.id}`), [200]);
    const submitters = await roundTrips(() => manager.get('/cash-reports/submitters'), [200]);
    const approve = await roundTrips(() => manager.post(`/cash-reports/${reports[0]!.id}/approve`), [200]);
    const reject = await roundTrips(() => manager.post(`/cash-reports/${reports[1]!.id}/reject`, { reason: 'short' }), [200]);

    const figures = { created, updated, replayed, list, own, one, submitters, approve, reject };
    console.info('[round trips, cash reports]', JSON.stringify(figures));
    expect(created).toBe(3);
    expect(updated).toBe(3);
    // A replay reads the stored report instead of writing: the same count.
    expect(replayed).toBe(3);
    expect(list).toBeLessThanOrEqual(3);
    expect(own).toBeLessThanOrEqual(3);
    expect(one).toBe(2);
    expect(submitters).toBe(2);
    expect(approve).toBe(2);
    expect(reject).toBe(2);
  });
});

describe('round trips of the creditor routes (docs/decisions/015)', () => {
  it.runIf(onPostgres)('PostgreSQL only: a credit sale is still 1; the list, statement and balance within 3; a payment within 4', async () => {
    const owner = as(app, tenant.owner);
    const creditor = (await owner.post('/creditors', { partyName: 'Round Trip Roadways', creditLimit: 9_999_999 })).json().data as { id: string };
    let value = 90_000; // above what the other tests of this file record on the same nozzle
    await recordReading(app, tenant.owner, { nozzleId: nozzleIds[2]!, reading: (value += 10), paymentMethod: 'credit', creditorId: creditor.id });
    await owner.post('/creditors/payments', { creditorId: creditor.id, amount: 10 });

    const sale = await roundTrips(
      () => owner.post('/nozzle-readings', { nozzleId: nozzleIds[2], reading: (value += 10), paymentMethod: 'credit', creditorId: creditor.id }),
      [201],
    );
    const payment = await roundTrips(() => owner.post('/creditors/payments', { creditorId: creditor.id, amount: 25.5, paymentMethod: 'upi' }), [201]);
    const list = await roundTrips(() => owner.get('/creditors?search=round'), [200]);
    const one = await roundTrips(() => owner.get(`/creditors/${creditor.id}`), [200]);
    const statement = await roundTrips(() => owner.get(`/creditors/${creditor.id}/statement`), [200]);
    const balance = await roundTrips(() => owner.get(`/creditors/${creditor.id}/balance`), [200]);
    const payments = await roundTrips(() => owner.get(`/creditors/${creditor.id}/payments`), [200]);
    const top = await roundTrips(() => owner.get('/creditors/top'), [200]);
    const create = await roundTrips(() => owner.post('/creditors', { partyName: 'Another Fleet' }), [201]);

    const figures = { sale, payment, list, one, statement, balance, payments, top, create };
    console.info('[round trips, creditors]', JSON.stringify(figures));
    expect(sale).toBe(1);
    expect(payment).toBeLessThanOrEqual(4);
    for (const read of [list, one, statement, balance, payments, top]) expect(read).toBeLessThanOrEqual(3);
    expect(create).toBeLessThanOrEqual(4);
  });
});

describe('round trips of the analytics routes (docs/decisions/020)', () => {
  it.runIf(onPostgres)('PostgreSQL only: each analytics read is 2 (insights 3)', async () => {
    const owner = as(app, tenant.owner);
    const paths = [
      '/analytics/overview?period=week',
      '/analytics/overview?period=lifetime',
      '/analytics/trends?period=month',
      '/analytics/trends?period=lifetime',
      '/analytics/breakdown?period=quarter',
      '/analytics/insights?period=week',
      '/analytics/station-comparison',
      '/analytics/hourly-sales',
      '/analytics/peak-hours',
      '/analytics/fuel-performance',
      '/analytics/station-ranking?period=month',
      '/analytics/daily-summary',
    ];
    const figures: Record<string, number> = {};
    for (const path of paths) {
      await owner.get(path);
      figures[path] = await roundTrips(() => owner.get(path), [200]);
    }
    console.info('[round trips, analytics]', JSON.stringify(figures));
    for (const [path, n] of Object.entries(figures)) expect(n, path).toBe(path.startsWith('/analytics/insights') ? 3 : 2);
  });
});

describe('round trips of the dashboard routes (docs/decisions/019)', () => {
  it.runIf(onPostgres)('PostgreSQL only: every dashboard read is 2 (BEGIN, settings, caller check and the statement together; COMMIT)', async () => {
    const owner = as(app, tenant.owner);
    const paths = [
      '/todays-sales/summary',
      '/dashboard/sales-trend?days=7',
      '/dashboard/fuel-breakdown',
      '/dashboard/payment-methods',
      '/dashboard/sales-summary',
      '/dashboard/top-creditors',
      '/dashboard/station-metrics',
      '/dashboard/top-stations',
      '/dashboard/recent-activities',
      '/dashboard/alerts-summary',
    ];
    const figures: Record<string, number> = {};
    for (const path of paths) {
      await owner.get(path);
      figures[path] = await roundTrips(() => owner.get(path), [200]);
    }
    console.info('[round trips, dashboard]', JSON.stringify(figures));
    for (const path of paths) expect(figures[path], path).toBe(2);
  });
});

describe('round trips of the onboarding and plan routes (issue 10)', () => {
  it.runIf(onPostgres)('PostgreSQL only: setup status and plan info 2; reminders 3 (their sync and list); writes within 3', async () => {
    const owner = as(app, tenant.owner);
    // Warm-up calls create the prepared statements.
    await owner.get('/setup-status');
    await owner.get('/settings/plan');
    await owner.get('/onboarding/reminders');
    await owner.get('/onboarding/setup-guide');
    await owner.get('/onboarding/preferences');
    await owner.put('/onboarding/preferences', { dailyReminders: true });
    const now = new Date().toISOString();
    await owner.post('/onboarding/track', { action: 'warm', context: {}, timestamp: now });

    const setup = await roundTrips(() => owner.get('/setup-status'), [200]);
    const plan = await roundTrips(() => owner.get('/settings/plan'), [200]);
    const reminders = await roundTrips(() => owner.get('/onboarding/reminders'), [200]);
    const guide = await roundTrips(() => owner.get('/onboarding/setup-guide'), [200]);
    const prefs = await roundTrips(() => owner.get('/onboarding/preferences'), [200]);
    const savePrefs = await roundTrips(() => owner.put('/onboarding/preferences', { readingAlerts: true }), [200]);
    const track = await roundTrips(() => owner.post('/onboarding/track', { action: 'dashboard.open', context: {}, timestamp: now }), [200]);
    const help = await roundTrips(() => owner.get('/onboarding/help?route=/dashboard'), [200]);

    const figures = { setup, plan, reminders, guide, prefs, savePrefs, track, help };
    console.info('[round trips, onboarding]', JSON.stringify(figures));
    expect(setup).toBe(2);
    expect(plan).toBe(2);
    expect(reminders).toBeLessThanOrEqual(3);
    expect(guide).toBeLessThanOrEqual(3);
    expect(prefs).toBe(2);
    expect(savePrefs).toBeLessThanOrEqual(2);
    expect(track).toBeLessThanOrEqual(2);
    expect(help).toBe(0);
  });
});

describe('round trips of the notification feed', () => {
  it.runIf(onPostgres)('PostgreSQL only: the feed is 2 (the alerts, and the pending work with my dismissals, issued together; COMMIT); a dismissal within 2', async () => {
    const owner = as(app, tenant.owner);
    const attendant = as(app, tenant.attendant);
    const feed = await roundTrips(() => owner.get('/notifications/feed'), [200]);
    const attendantFeed = await roundTrips(() => attendant.get('/notifications/feed'), [200]);
    const dismiss = await roundTrips(() => owner.put('/notifications/feed/cash_reports:pending/dismiss', { scope: 'today' }), [200]);
    console.info('[round trips, notification feed]', JSON.stringify({ feed, attendantFeed, dismiss }));
    expect(feed).toBe(2);
    expect(attendantFeed).toBe(2);
    expect(dismiss).toBeLessThanOrEqual(2);
  });
});

describe('round trips of reconciliation (docs/decisions/024)', () => {
  it.runIf(onPostgres)('PostgreSQL only: the summary, the detail and the lists 2; close and reopen 3; approve and notes 2', async () => {
    const station = await createStation(handle.db, tenant.id);
    const owner = as(app, tenant.owner);
    const manager = as(app, tenant.manager);
    // Days that have ended in any zone (two and three UTC days back); the first calls warm the connection.
    const dayBefore = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const earlier = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await owner.get(`/reconciliation/summary?stationId=${station.id}&date=${earlier}`);
    await owner.post('/reconciliation', { stationId: station.id, date: earlier });

    const summary = await roundTrips(() => manager.get(`/reconciliation/summary?stationId=${station.id}&date=${dayBefore}`), [200]);
    const close = await roundTrips(() => manager.post('/reconciliation', { stationId: station.id, date: dayBefore, notes: 'round trips' }), [201]);
    const id = (await manager.get(`/reconciliation?stationId=${station.id}&dateFrom=${dayBefore}`)).json().data.items[0].id as string;
    const list = await roundTrips(() => manager.get(`/reconciliation?stationId=${station.id}`), [200]);
    const records = await roundTrips(() => manager.get('/reconciliation/records?limit=10'), [200]);
    const detail = await roundTrips(() => manager.get(`/reconciliation/${id}`), [200]);
    const notes = await roundTrips(() => manager.put(`/reconciliation/records/${id}`, { notes: 'counted twice' }), [200]);
    const approve = await roundTrips(() => owner.post(`/reconciliation/${id}/approve`), [200]);
    const reopen = await roundTrips(() => owner.post(`/reconciliation/${id}/reopen`, { reason: 'recount' }), [200]);
    const refused = await roundTrips(() => owner.post('/reconciliation', { stationId: station.id, date: earlier }), [409]);

    const figures = { summary, close, list, records, detail, notes, approve, reopen, refused };
    console.info('[round trips, reconciliation]', JSON.stringify(figures));
    expect(summary).toBe(2);
    expect(detail).toBe(2);
    expect(list).toBe(2);
    expect(records).toBe(2);
    expect(close).toBe(3);
    expect(reopen).toBe(3);
    expect(notes).toBe(2);
    expect(approve).toBe(2);
    // A refusal: the settings with the close function that raises, the rollback.
    expect(refused).toBeLessThanOrEqual(2);
  });
});

describe('round trips of the reports centre', () => {
  it.runIf(onPostgres)('PostgreSQL only: reads 2, the export 4, a report or schedule 4, a one-chunk download 2, the DSR 6', async () => {
    const owner = as(app, tenant.owner);
    const range = { startDate: '2025-03-01', endDate: '2025-03-31' };
    const body = { name: 'Round trip', type: 'sales', format: 'csv', dateRange: range, filters: { stationId } };
    await owner.post('/reports', body);
    await settleGenerations();
    const create = await roundTrips(() => owner.post('/reports', body), [202]);
    await settleGenerations();
    const id = (await owner.get('/reports?limit=1')).json().data.items[0].id as string;
    const list = await roundTrips(() => owner.get('/reports?limit=20'), [200]);
    const one = await roundTrips(() => owner.get(`/reports/${id}`), [200]);
    const download = await roundTrips(() => owner.get(`/reports/${id}/download`), [200]);
    const exported = await roundTrips(() => owner.post('/reports/export', { type: 'sales', dateRange: range, filters: { stationId } }), [200]);
    const dsr = await roundTrips(() => owner.get(`/reports/dsr?stationId=${stationId}&date=2025-03-15`), [200]);
    const schedule = await roundTrips(() => owner.post('/reports/schedule', { ...body, frequency: 'weekly' }), [201]);
    const schedules = await roundTrips(() => owner.get('/reports/schedules'), [200]);
    const scheduleId = (await owner.get('/reports/schedules')).json().data.items[0].id as string;
    const unschedule = await roundTrips(() => owner.del(`/reports/schedules/${scheduleId}`), [200]);
    const figures = { create, list, one, download, exported, dsr, schedule, schedules, unschedule };
    console.info('[round trips, reports]', JSON.stringify(figures));
    expect(create).toBeLessThanOrEqual(4);
    expect(list).toBe(2);
    expect(one).toBe(2);
    expect(download).toBe(2);
    expect(exported).toBeLessThanOrEqual(4);
    expect(dsr).toBeLessThanOrEqual(6);
    expect(schedule).toBeLessThanOrEqual(4);
    expect(schedules).toBe(2);
    expect(unschedule).toBeLessThanOrEqual(2);
  });
});

describe('round trips of the superadmin portal (docs/decisions/027)', () => {
  it.runIf(onPostgres)('PostgreSQL only: every read is 2 (the admin check travels with the statements; COMMIT); writes within their budgets', async () => {
    const superadmin = await createSuperadmin(app, handle.db);
    const boss = as(app, superadmin);
    const warm = [
      '/superadmin/tenants?limit=20',
      `/superadmin/tenants/${tenant.id}`,
      '/superadmin/plans',
      '/superadmin/users',
      `/admin/tenants/${tenant.id}/settings`,
      '/superadmin/analytics/usage',
      '/superadmin/settings/testimonials',
    ];
    for (const url of warm) await boss.get(url);
    const tenants = await roundTrips(() => boss.get('/superadmin/tenants?limit=20'), [200]);
    const detail = await roundTrips(() => boss.get(`/superadmin/tenants/${tenant.id}`), [200]);
    const plans = await roundTrips(() => boss.get('/superadmin/plans'), [200]);
    const admins = await roundTrips(() => boss.get('/superadmin/users'), [200]);
    const settings = await roundTrips(() => boss.get(`/admin/tenants/${tenant.id}/settings`), [200]);
    const analytics = await roundTrips(() => boss.get('/superadmin/analytics/usage'), [200]);
    const testimonials = await roundTrips(() => boss.get('/superadmin/settings/testimonials'), [200]);
    // The system read-outs: a timed `select` of its own beside the admin's reads, sent at the same time.
    const system = await roundTrips(() => boss.get('/superadmin/system'), [200]);

    const other = await createTenant(app, handle.db);
    await boss.patch(`/superadmin/tenants/${other.id}/status`, { status: 'active' });
    const status = await roundTrips(() => boss.patch(`/superadmin/tenants/${other.id}/status`, { status: 'suspended' }), [200]);
    await boss.patch(`/superadmin/tenants/${other.id}/status`, { status: 'active' });
    const setting = await roundTrips(() => boss.put(`/admin/tenants/${other.id}/settings/features.allow_export`, { value: 'false' }), [200]);
    const exportRefused = await roundTrips(() => as(app, other.owner).get('/sales/export'), [403]);
    const exportAllowed = await roundTrips(() => as(app, tenant.owner).get('/sales/export'), [200]);

    const figures = { tenants, detail, plans, admins, settings, analytics, testimonials, system, status, setting, exportRefused, exportAllowed };
    console.info('[round trips, superadmin]', JSON.stringify(figures));
    expect(tenants).toBe(2);
    expect(detail).toBe(2);
    expect(plans).toBe(2);
    expect(admins).toBe(2);
    expect(settings).toBe(2);
    expect(analytics).toBe(2);
    expect(testimonials).toBe(2);
    expect(system).toBe(2);
    // Lock and read, update with its audit, COMMIT; then the detail it answers (1).
    expect(status).toBeLessThanOrEqual(6);
    expect(setting).toBeLessThanOrEqual(5);
    // The export setting is read with the first batch of the export.
    expect(exportRefused).toBe(2);
    expect(exportAllowed).toBe(2);
  });
});

describe('round trips of issue 13 (docs/decisions/028)', () => {
  it.runIf(onPostgres)('PostgreSQL only: a language change costs what the profile read costs; a refusal report is 3 (2 when repeated)', async () => {
    const attendant = as(app, tenant.attendant);
    // Warm-up calls create the prepared statements.
    await attendant.get('/auth/profile');
    await attendant.put('/auth/profile/locale', { locale: 'en' });
    const report = (entryId: string) => ({
      entryId,
      kind: 'reading',
      stationId,
      takenAt: new Date().toISOString(),
      status: 409,
      code: 'DAY_CLOSED',
      message: 'Day already finalized for this station.',
      summary: 'Nozzle 1 (Pump 1): 1,234.5 L',
    });
    await attendant.post('/attendant/sync-refusals', report(uuidv7()));

    const profile = await roundTrips(() => attendant.get('/auth/profile'), [200]);
    const locale = await roundTrips(() => attendant.put('/auth/profile/locale', { locale: 'hi' }), [200]);
    const entryId = uuidv7();
    const refusal = await roundTrips(() => attendant.post('/attendant/sync-refusals', report(entryId)), [201]);
    const repeated = await roundTrips(() => attendant.post('/attendant/sync-refusals', report(entryId)), [200]);
    const figures = { profile, locale, refusal, repeated };
    console.info('[round trips, issue 13]', JSON.stringify(figures));
    // The signed-in guard's own account check (2), then the update in the tenant's transaction (2).
    expect(locale).toBeLessThanOrEqual(profile);
    // Settings with the context (station, zone, name, an earlier report), the alert with its audit, COMMIT.
    expect(refusal).toBe(3);
    // The earlier report is found with the settings: nothing is written, COMMIT.
    expect(repeated).toBe(2);
  });
});

describe('round trips of the landing page and Contact Sales (docs/decisions/063)', () => {
  it.runIf(onPostgres)('PostgreSQL only: the landing content, a message sent, the inbox and marking one handled within their budgets', async () => {
    const boss = as(app, await createSuperadmin(app, handle.db));
    let n = 0;
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/public/contact',
        payload: { name: 'Round Trip', email: `rt.${Date.now()}.${++n}@example.test`, businessName: 'RT Fuels', message: 'Counting the round trips.' },
        remoteAddress: `198.51.100.${n}`,
      });
    const landing = () => app.inject({ method: 'GET', url: '/api/v1/public/landing' });
    await landing();
    const id = (await send()).json().data.id as string;
    await boss.get('/superadmin/contact-messages?limit=20');
    await boss.patch(`/superadmin/contact-messages/${id}`, { handled: false });

    const content = await roundTrips(landing, [200]);
    const sent = await roundTrips(send, [201]);
    const inbox = await roundTrips(() => boss.get('/superadmin/contact-messages?limit=20'), [200]);
    const mark = await roundTrips(() => boss.patch(`/superadmin/contact-messages/${id}`, { handled: true }), [200]);
    const figures = { content, sent, inbox, mark };
    console.info('[round trips, landing and contact]', JSON.stringify(figures));
    // One statement with the opening (BEGIN, settings), then COMMIT.
    expect(content).toBe(2);
    expect(sent).toBe(2);
    // The admin check, the page, its total and the open count sent together; COMMIT.
    expect(inbox).toBe(2);
    // The admin check with the update; the message it answers; COMMIT.
    expect(mark).toBe(3);
  });
});
