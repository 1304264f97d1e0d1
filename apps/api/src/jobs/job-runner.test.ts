import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, testConfig, openTestDb, secondInstance, type TestApp } from '../../test/harness';
import { createNozzle, createPump, createStation, createTenant, updateInventory } from '../../test/factories';
import { buildApp } from '../app';
import { alerts, jobRuns } from '../db/schema';
import { withPlatform, withTenant } from '../db/tenant';
import { createJobRunner, periodKey, type TJob } from './job-runner';

let t: TestApp;
/** A second API instance on the same database (PostgreSQL: its own connection pool). */
let second: Awaited<ReturnType<typeof secondInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  second = await secondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const runsOf = (job: string, period: string) =>
  withPlatform(t.handle.db, (tx) => tx.select().from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.period, period))));

describe('the job runner', () => {
  it('runs each job once per period even when two instances tick together: one run row, one set of alerts', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id);
    await withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update nozzles set created_at = now() - interval '3 days' where id = ${nozzle.id}`));
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 10, capacity: 1000 });

    const now = new Date(Date.now() + 40 * 86_400_000); // a period no other test uses
    const [a, b] = await Promise.all([t.app.jobs.tick(now, [tenant.id]), second.app.jobs.tick(now, [tenant.id])]);
    const outcomes = [...a, ...b].map((r) => `${r.job}:${r.outcome}`).sort();
    expect(outcomes).toEqual(
      ['alerts.cash_reports', 'alerts.creditors', 'alerts.no_readings', 'alerts.prices', 'alerts.reconciliation', 'alerts.stock', 'onboarding.reminders', 'reports.scheduled'].flatMap((job) => [`${job}:done`, `${job}:skipped`]),
    );
    for (const job of ['alerts.no_readings', 'alerts.stock']) {
      const rows = await runsOf(job, a.find((r) => r.job === job)!.period);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'done', attempts: 1, error: null });
    }
    const active = await withPlatform(t.handle.db, (tx) =>
      tx.select({ type: alerts.type }).from(alerts).where(and(eq(alerts.tenantId, tenant.id), eq(alerts.active, true))),
    );
    expect(active.map((r) => r.type).sort()).toEqual(['low_stock', 'no_readings_24h', 'price_missing']);
    // The same period again: nothing runs.
    expect((await t.app.jobs.tick(now, [tenant.id])).every((r) => r.outcome === 'skipped')).toBe(true);
  });

  it('re-claims a run left running past the timeout (a crash), and retries a failed one a few times', async () => {
    let calls = 0;
    let fail = true;
    const job: TJob = {
      name: `test.flaky.${Date.now()}`,
      periodMs: 3_600_000,
      run: async () => {
        calls++;
        if (fail) throw new Error('boom');
      },
    };
    const runner = createJobRunner({ db: t.handle.db, jobs: [job], staleMs: 60_000 });
    const now = new Date();
    const period = periodKey(job, now);
    expect((await runner.tick(now))[0]!.outcome).toBe('failed');
    expect((await runsOf(job.name, period))[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('boom') });
    fail = false;
    expect((await runner.tick(now))[0]!.outcome).toBe('done');
    expect((await runsOf(job.name, period))[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect(calls).toBe(2);

    // A run of the next period claimed by a process that crashed: still `running`, started 2 minutes ago.
    const next = new Date(now.getTime() + 3_600_000);
    const nextPeriod = periodKey(job, next);
    await withPlatform(t.handle.db, (tx) =>
      tx.insert(jobRuns).values({ job: job.name, period: nextPeriod, status: 'running', startedAt: sql`now() - interval '30 seconds'` }),
    );
    expect((await runner.tick(next))[0]!.outcome).toBe('skipped'); // not stale yet
    await withPlatform(t.handle.db, (tx) =>
      tx.update(jobRuns).set({ startedAt: sql`now() - interval '2 minutes'` }).where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, nextPeriod))),
    );
    expect((await runner.tick(next))[0]!.outcome).toBe('done');
    expect(calls).toBe(3);
  });

  it('starts with the app only when asked, and stops on close', async () => {
    const handle = await openTestDb();
    const app = await buildApp({ config: testConfig(), db: handle.db, jobs: { enabled: true, tickMs: 60_000 } });
    await app.ready();
    expect(app.jobs.running).toBe(true);
    await app.close();
    expect(app.jobs.running).toBe(false);
    await handle.close();
    expect(t.app.jobs.running).toBe(false);
  });
});
