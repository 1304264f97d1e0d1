import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_COLUMNS, REPORT_MSG, addCalendarDays as addDays } from '@forecourt/shared';
import { createTestApp, json, secondInstance, type TestApp } from '../../../test/harness';
import { as, createStation, createTenant } from '../../../test/factories';
import { jobRuns } from '../../db/schema';
import { withPlatform } from '../../db/tenant';
import { lastPeriod, nextRunOn } from './report-periods';
import { runDueSchedules } from './reports.service';
import { parseCsv } from '../../../test/report-files';

/** Scheduled reports: generated once per period by the job, whichever of several processes runs it. */

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

describe('report periods', () => {
  it('daily is yesterday, weekly the last Monday–Sunday, monthly the last calendar month', () => {
    expect(lastPeriod('daily', '2025-03-01')).toEqual({ startDate: '2025-02-28', endDate: '2025-02-28' });
    expect(lastPeriod('weekly', '2025-03-19')).toEqual({ startDate: '2025-03-10', endDate: '2025-03-16' }); // a Wednesday
    expect(lastPeriod('weekly', '2025-03-17')).toEqual({ startDate: '2025-03-10', endDate: '2025-03-16' }); // a Monday
    expect(lastPeriod('weekly', '2025-03-16')).toEqual({ startDate: '2025-03-03', endDate: '2025-03-09' }); // a Sunday
    expect(lastPeriod('monthly', '2025-03-01')).toEqual({ startDate: '2025-02-01', endDate: '2025-02-28' });
    expect(lastPeriod('monthly', '2024-03-31')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(lastPeriod('monthly', '2025-01-10')).toEqual({ startDate: '2024-12-01', endDate: '2024-12-31' });
    expect(nextRunOn('daily', '2025-12-31')).toBe('2026-01-01');
    expect(nextRunOn('weekly', '2025-03-19')).toBe('2025-03-24');
    expect(nextRunOn('weekly', '2025-03-16')).toBe('2025-03-17');
    expect(nextRunOn('monthly', '2025-12-05')).toBe('2026-01-01');
  });
});

describe('scheduled reports', () => {
  it('a daily schedule: listed with its next run, generated once by two app instances ticking together, then in the reports list', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const station = await createStation(t.handle.db, tenant.id, { name: 'Highway' });
    const owner = as(t.app, tenant.owner);

    const created = await owner.post('/reports/schedule', { name: 'Daily sales', type: 'sales', format: 'csv', frequency: 'daily', filters: { stationId: station.id } });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = json(created).data;
    const today = (await withPlatform(t.handle.db, (tx) => tx.execute(sql`select fc_tenant_today(${tenant.id}::uuid, 0)::text as d`))) as unknown as { rows: Array<{ d: string }> };
    const day = (today.rows ?? (today as unknown as Array<{ d: string }>))[0]!.d;
    expect(schedule).toMatchObject({ name: 'Daily sales', type: 'sales', format: 'csv', frequency: 'daily', filters: { stationId: station.id }, stationName: 'Highway', nextRunOn: addDays(day, 1), lastReportAt: null });
    expect(json(await owner.get('/reports/schedules')).data).toMatchObject({ items: [{ id: schedule.id }], total: 1 });

    // Nothing is due today (today's period has not ended).
    expect(await runDueSchedules(t.handle.db, tenant.id)).toBe(0);

    // Two days later, tomorrow's period has ended: its report is due.
    const later = new Date(Date.now() + 2 * 86_400_000);
    const due = addDays(day, 1);
    const [a, b] = await Promise.all([t.app.jobs.tick(later, [tenant.id]), second.app.jobs.tick(later, [tenant.id])]);
    const outcomes = [...a, ...b].filter((r) => r.job === 'reports.scheduled').map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['done', 'skipped']);
    const run = a.find((r) => r.job === 'reports.scheduled')!;
    expect(await withPlatform(t.handle.db, (tx) => tx.select().from(jobRuns).where(and(eq(jobRuns.job, 'reports.scheduled'), eq(jobRuns.period, run.period))))).toHaveLength(1);

    const list = json(await owner.get('/reports')).data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ name: 'Daily sales', type: 'sales', format: 'csv', status: 'completed', scheduleId: schedule.id, dateRange: { startDate: due, endDate: due }, filters: { stationId: station.id } });
    const file = await owner.get(`/reports/${list.items[0].id}/download`);
    expect(file.statusCode).toBe(200);
    expect(parseCsv(file.body.replace(/^\uFEFF/, ''))).toEqual([REPORT_COLUMNS.sales.map((c) => c.label)]);
    // The same period again (a retried run, another process): nothing new.
    expect(await runDueSchedules(t.handle.db, tenant.id, later)).toBe(0);
    expect(json(await owner.get('/reports/schedules')).data.items[0].lastReportAt).not.toBeNull();
  });

  it('delete stops a schedule (its reports stay); another tenant cannot see or delete it; input is checked', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const owner = as(t.app, tenant.owner);
    const schedule = json(await owner.post('/reports/schedule', { name: 'Monthly stock', type: 'inventory', format: 'pdf', frequency: 'monthly', filters: {} })).data;
    const stranger = await createTenant(t.app, t.handle.db);
    expect(json(await as(t.app, stranger.owner).get('/reports/schedules')).data.total).toBe(0);
    const foreign = await as(t.app, stranger.owner).del(`/reports/schedules/${schedule.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe(REPORT_MSG.scheduleNotFound);
    expect((await owner.del(`/reports/schedules/${schedule.id}`)).statusCode).toBe(200);
    expect((await owner.del(`/reports/schedules/${schedule.id}`)).statusCode).toBe(404);
    expect(json(await owner.get('/reports/schedules')).data.total).toBe(0);
    expect(await runDueSchedules(t.handle.db, tenant.id, new Date(Date.now() + 40 * 86_400_000))).toBe(0);

    const noName = await owner.post('/reports/schedule', { type: 'sales', format: 'pdf', frequency: 'daily' });
    expect(noName.statusCode).toBe(400);
    expect(json(noName).details.map((d: { message: string }) => d.message)).toContain(REPORT_MSG.nameRequired);
    expect((await owner.post('/reports/schedule', { name: 'A', type: 'sales', format: 'pdf', frequency: 'hourly' })).statusCode).toBe(400);
    expect((await as(t.app, tenant.attendant).get('/reports/schedules')).statusCode).toBe(403);
  });
});
