import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { alertText, alertTextEn, type TAlertTextRef } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  as,
  assignStation,
  createNozzle,
  createPrice,
  createPump,
  createStation,
  createSuperadmin,
  createTenant,
  recordReading,
  updateInventory,
} from '../../../test/factories';
import { cashReports, notificationStates } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { raiseAlerts } from './alerts.queries';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TTask = {
  id: string;
  category: string;
  priority: string;
  title: string;
  message: string;
  titleText: TAlertTextRef | null;
  messageText: TAlertTextRef | null;
  route: string;
};
const feedOf = async (user: { token: string }): Promise<{ businessDay: string; tasks: TTask[] }> => {
  const res = await as(t.app, user).get('/notifications/feed');
  expect(res.statusCode).toBe(200);
  return json(res).data;
};
const dismiss = (user: { token: string }, taskId: string, scope: string) =>
  as(t.app, user).put(`/notifications/feed/${encodeURIComponent(taskId)}/dismiss`, { scope });

/** How many notification states the tenant's own transaction sees. */
const statesOf = async (tenantId: string) =>
  (await withTenant(t.handle.db, tenantId, (tx) => tx.select({ id: notificationStates.id }).from(notificationStates))).length;

async function setUp() {
  const tenant = await createTenant(t.app, t.handle.db);
  const station = await createStation(t.handle.db, tenant.id, { name: 'Ring Road' });
  const pump = await createPump(t.handle.db, tenant.id, station.id);
  const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol', openingReading: '1000.000' });
  await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol' });
  await createPrice(t.handle.db, tenant.id, station.id, { price: '100.00', validFrom: new Date(Date.now() - 86_400_000) });
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, station.id);
  return { tenant, station, nozzle };
}

describe('GET /notifications/feed', () => {
  it('per role: alerts for all who may see them, cash reports to approve for reviewers, readings not yet recorded for the attendant', async () => {
    const { tenant, station, nozzle } = await setUp();
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 100, capacity: 1000, minimumLevel: 200 }); // critical
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.insert(cashReports).values({ tenantId: tenant.id, stationId: station.id, businessDay: '2026-03-05', shift: 'night', userId: tenant.attendant.id, userName: 'Asha', cashAmount: '10.00' }),
    );

    const owner = await feedOf(tenant.owner);
    expect(owner.businessDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(owner.tasks.map((x) => [x.category, x.priority, x.route])).toEqual([
      ['stock', 'urgent', '/dashboard/inventory'],
      ['approval', 'high', '/dashboard/cash-reports'],
    ]);
    expect(owner.tasks[0]!.id).toMatch(/^alert:/);
    // A task of an alert carries its alert's texts by key (docs/decisions/061).
    expect(owner.tasks[0]).toMatchObject({
      title: 'Critical stock: Petrol',
      titleText: { key: 'alert.criticalStockTitle', params: { fuel: 'petrol' } },
      messageText: {
        key: 'alert.criticalStockBelowMinimumOfCapacity',
        params: { fuel: 'petrol', station: 'Ring Road', litres: '100.000 L', percent: 10, capacity: '1,000.000 L', minimum: '200.000 L' },
      },
    });
    expect(owner.tasks[0]!.message).toBe(alertTextEn('alert.criticalStockBelowMinimumOfCapacity', owner.tasks[0]!.messageText!.params));
    expect(owner.tasks[1]).toMatchObject({
      id: 'cash_reports:pending',
      title: 'Cash reports to approve',
      message: '1 cash report is waiting for your review.',
      titleText: { key: 'feed.cashReportsTaskTitle', params: {} },
      messageText: { key: 'feed.cashReportsTask', params: { count: 1 } },
    });
    expect((await feedOf(tenant.manager)).tasks).toHaveLength(2);

    const attendant = await feedOf(tenant.attendant);
    expect(attendant.tasks.map((x) => [x.category, x.route])).toEqual([
      ['stock', '/attendant/inventory'],
      ['reading_entry', '/attendant/readings'],
    ]);
    expect(attendant.tasks[1]).toMatchObject({
      id: `readings:${attendant.businessDay}`,
      title: "Today's readings",
      message: '2 nozzles have no reading yet today.',
      titleText: { key: 'feed.readingsTaskTitle', params: {} },
      messageText: { key: 'feed.readingsTask', params: { count: 2 } },
    });
    await recordReading(t.app, tenant.attendant, { nozzleId: nozzle.id, reading: 1010 });
    expect((await feedOf(tenant.attendant)).tasks[1]).toMatchObject({
      message: '1 nozzle has no reading yet today.',
      messageText: { key: 'feed.readingsTask', params: { count: 1 } },
    });

    // An acknowledged alert is no longer a task.
    const alertId = owner.tasks[0]!.id.slice('alert:'.length);
    expect((await as(t.app, tenant.manager).put(`/alerts/${alertId}/acknowledge`)).statusCode).toBe(200);
    expect((await feedOf(tenant.owner)).tasks.map((x) => x.id)).toEqual(['cash_reports:pending']);
  });

  it("an attendant's feed and alerts leave out the alerts an attendant cannot act on (approvals, day closes, prices, credit); the owner's keep them", async () => {
    const { tenant, station } = await setUp();
    const conditions = (['cash_report_pending', 'day_not_reconciled', 'price_missing', 'creditor_near_limit'] as const).map((type) => ({
      type,
      subject: `${type}:${station.id}`,
      stationId: station.id,
      title: alertText('alert.dayNotReconciledTitle'),
      message: alertText('alert.dayNotReconciled', { station: station.name, day: '05 Mar 2026' }),
      priority: 'high' as const,
    }));
    await withTenant(t.handle.db, tenant.id, (tx) => raiseAlerts(tx, tenant.id, conditions));
    const owner = await feedOf(tenant.owner);
    expect(owner.tasks.filter((x) => x.id.startsWith('alert:'))).toHaveLength(4);
    const attendant = await feedOf(tenant.attendant);
    expect(attendant.tasks.filter((x) => x.id.startsWith('alert:'))).toEqual([]);
    expect(attendant.tasks.map((x) => x.category)).toEqual(['reading_entry']);
    // The same rule on the attendant's alerts list and acknowledging (the alerts stay the managers').
    expect(json(await as(t.app, tenant.attendant).get('/alerts')).data.total).toBe(0);
    const hidden = owner.tasks.find((x) => x.id.startsWith('alert:'))!.id.slice('alert:'.length);
    expect((await as(t.app, tenant.attendant).put(`/alerts/${hidden}/acknowledge`)).statusCode).toBe(404);
    expect(json(await as(t.app, tenant.owner).get('/alerts')).data.total).toBe(4);
  });

  it('dismissed for today and for ever are kept per user on the server; another tenant sees nothing of them', async () => {
    const { tenant, station } = await setUp();
    const other = await createTenant(t.app, t.handle.db);
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.insert(cashReports).values({ tenantId: tenant.id, stationId: station.id, businessDay: '2026-03-05', shift: 'night', userId: tenant.attendant.id, userName: 'Asha', cashAmount: '10.00' }),
    );
    const res = await dismiss(tenant.owner, 'cash_reports:pending', 'today');
    expect(res.statusCode).toBe(200);
    const day = (await feedOf(tenant.owner)).businessDay;
    expect(json(res).data).toEqual({ taskId: 'cash_reports:pending', scope: 'today', dismissedOn: day });
    expect((await feedOf(tenant.owner)).tasks).toEqual([]);
    expect((await feedOf(tenant.manager)).tasks.map((x) => x.id)).toEqual(['cash_reports:pending']); // per user

    // Yesterday's dismissal no longer hides it.
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`update notification_states set dismissed_on = dismissed_on - 1 where user_id = ${tenant.owner.id}`),
    );
    expect((await feedOf(tenant.owner)).tasks.map((x) => x.id)).toEqual(['cash_reports:pending']);

    expect(json(await dismiss(tenant.owner, 'cash_reports:pending', 'forever')).data).toEqual({ taskId: 'cash_reports:pending', scope: 'forever', dismissedOn: null });
    expect((await feedOf(tenant.owner)).tasks).toEqual([]);
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`update notification_states set dismissed_on = null where user_id = ${tenant.owner.id}`),
    );
    expect((await feedOf(tenant.owner)).tasks).toEqual([]);

    expect((await feedOf(other.owner)).tasks).toEqual([]);
    expect(await statesOf(other.id)).toBe(0);
  });

  it('refuses a bad task id or scope (nothing stored), and the superadmin', async () => {
    const { tenant } = await setUp();
    expect((await dismiss(tenant.owner, 'no spaces allowed', 'today')).statusCode).toBe(400);
    expect((await dismiss(tenant.owner, 'cash_reports:pending', 'someday')).statusCode).toBe(400);
    expect(await statesOf(tenant.id)).toBe(0);
    const admin = await createSuperadmin(t.app, t.handle.db);
    expect((await as(t.app, admin).get('/notifications/feed')).statusCode).toBe(403);
  });
});
