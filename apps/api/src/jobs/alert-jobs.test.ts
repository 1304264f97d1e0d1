import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../../test/harness';
import {
  as,
  assignStation,
  createCreditor,
  createNozzle,
  createPrice,
  createPricedStation,
  createPump,
  createStation,
  createTenant,
  recordCreditPayment,
  recordReading,
  type TestTenant,
} from '../../test/factories';
import { cashReports } from '../db/schema';
import { ALERT_JOBS } from './alert-jobs';
import { withPlatform, withTenant } from '../db/tenant';
import { formatDate } from '@forecourt/shared';

/** The alerts raised from real events by the jobs (creditors, cash reports, prices): raised from a real state, cleared when it goes away. */

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TAlertItem = {
  id: string;
  type: string;
  title: string;
  message: string;
  /** The texts by key (docs/decisions/061). */
  titleText: { key: string; params: Record<string, string | number> } | null;
  messageText: { key: string; params: Record<string, string | number> } | null;
  priority: string;
  stationId: string | null;
  active: boolean;
};
const alertsOf = async (user: { token: string }, query = ''): Promise<{ items: TAlertItem[]; total: number }> =>
  json(await as(t.app, user).get(`/alerts${query}`)).data;

/**
 * Runs every alert job for this tenant at `now`, directly (the runner's once-per-period claim is the
 * job runner's own test; here periods would collide with other files sharing the database).
 */
async function runJobs(tenant: TestTenant, now = new Date()) {
  for (const job of ALERT_JOBS) await job.run({ db: t.handle.db, tenantIds: [tenant.id], now });
}

const setCreditorTotals = (tenant: TestTenant, id: string, sales: string) =>
  withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update creditors set credit_sales = ${sales}::numeric where id = ${id}`));

describe('creditor limit alerts', () => {
  it('near (> 80 %) then over the limit, back to near after a payment, cleared under 80 %; another tenant never sees them', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const other = await createTenant(t.app, t.handle.db);
    const creditor = await createCreditor(t.handle.db, tenant.id, { partyName: 'Sharma Transport', creditLimit: '10000.00' });
    await createCreditor(t.handle.db, tenant.id, { creditLimit: '0.00' }); // no limit: never alerts
    await setCreditorTotals(tenant, creditor.id, '8000.00'); // exactly 80 %: not above
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(0);

    await setCreditorTotals(tenant, creditor.id, '8000.01');
    await runJobs(tenant);
    const near = (await alertsOf(tenant.owner, '?active=true')).items;
    expect(near).toHaveLength(1);
    expect(near[0]).toMatchObject({ type: 'creditor_near_limit', priority: 'high', title: 'Near credit limit: Sharma Transport', stationId: null });
    expect(near[0]!.message).toBe('Sharma Transport owes ₹8,000.01 of its ₹10,000.00 credit limit (over 80%).');
    expect([near[0]!.titleText, near[0]!.messageText]).toEqual([
      { key: 'alert.creditorNearLimitTitle', params: { partyName: 'Sharma Transport' } },
      { key: 'alert.creditorNearLimit', params: { partyName: 'Sharma Transport', balance: '₹8,000.01', limit: '₹10,000.00' } },
    ]);

    await setCreditorTotals(tenant, creditor.id, '12500.50');
    await runJobs(tenant);
    const over = (await alertsOf(tenant.owner, '?active=true')).items;
    expect(over.map((a) => [a.type, a.priority])).toEqual([['creditor_over_limit', 'urgent']]);
    expect(over[0]!.message).toBe('Sharma Transport owes ₹12,500.50 of its ₹10,000.00 credit limit. Collect a payment before more credit sales.');
    expect([over[0]!.titleText, over[0]!.messageText]).toEqual([
      { key: 'alert.creditorOverLimitTitle', params: { partyName: 'Sharma Transport' } },
      { key: 'alert.creditorOverLimit', params: { partyName: 'Sharma Transport', balance: '₹12,500.50', limit: '₹10,000.00' } },
    ]);
    expect((await alertsOf(tenant.owner, '?type=creditor_near_limit&active=false')).total).toBe(1);

    await recordCreditPayment(t.app, tenant.owner, creditor.id, '4000'); // 8,500.50: near again
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true')).items.map((a) => a.type)).toEqual(['creditor_near_limit']);
    expect((await alertsOf(other.owner)).total).toBe(0);

    await recordCreditPayment(t.app, tenant.owner, creditor.id, '1000'); // 7,500.50: cleared
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(0);
  });

  it('an inactive creditor does not alert (and its alert clears when it is made inactive)', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const creditor = await createCreditor(t.handle.db, tenant.id, { creditLimit: '1000.00' });
    await setCreditorTotals(tenant, creditor.id, '2000.00');
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(1);
    await withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update creditors set status = 'inactive' where id = ${creditor.id}`));
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(0);
  });
});

describe('cash report waiting for approval', () => {
  it('is raised 4 h after submission (attendant of another station does not see it) and cleared when reviewed', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const station = await createStation(t.handle.db, tenant.id, { name: 'Ring Road' });
    const elsewhere = await createStation(t.handle.db, tenant.id);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, elsewhere.id);
    const [report] = await withTenant(t.handle.db, tenant.id, (tx) =>
      tx
        .insert(cashReports)
        .values({ tenantId: tenant.id, stationId: station.id, businessDay: '2026-03-05', shift: 'morning', userId: tenant.manager.id, userName: 'Ravi Kumar', cashAmount: '1500.00' })
        .returning({ id: cashReports.id }),
    );
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?type=cash_report_pending')).total).toBe(0); // just submitted

    await runJobs(tenant, new Date(Date.now() + 5 * HOUR));
    const raised = (await alertsOf(tenant.owner, '?type=cash_report_pending&active=true')).items;
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ priority: 'medium', stationId: station.id, title: 'Cash report waiting for approval' });
    expect(raised[0]!.message).toBe("Ravi Kumar's morning shift cash report for Ring Road on 05 Mar 2026 is waiting for approval.");
    expect([raised[0]!.titleText, raised[0]!.messageText]).toEqual([
      { key: 'alert.cashReportPendingTitle', params: {} },
      { key: 'alert.cashReportPending', params: { user: 'Ravi Kumar', shift: 'morning', station: 'Ring Road', day: '05 Mar 2026' } },
    ]);
    expect((await alertsOf(tenant.attendant)).total).toBe(0);

    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`update cash_reports set status = 'approved', reviewed_at = now() where id = ${report!.id}`),
    );
    await runJobs(tenant, new Date(Date.now() + 6 * HOUR));
    expect((await alertsOf(tenant.owner, '?type=cash_report_pending&active=true')).total).toBe(0);
  });
});

describe('price missing', () => {
  it('is raised per station fuel with an active nozzle and no price, not for inactive nozzles, and cleared when a price is set', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const station = await createStation(t.handle.db, tenant.id, { name: 'Highway' });
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'diesel' });
    await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'diesel' });
    await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'premium', status: 'inactive' });
    await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'petrol', price: '100.00', validFrom: new Date(Date.now() - HOUR) });
    await runJobs(tenant);
    const raised = (await alertsOf(tenant.owner, '?active=true')).items;
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: 'price_missing', priority: 'high', stationId: station.id, title: 'Price missing: Diesel' });
    expect(raised[0]!.message).toBe('Highway has active Diesel nozzles but no Diesel price. Readings cannot be recorded until a price is set.');
    expect([raised[0]!.titleText, raised[0]!.messageText]).toEqual([
      { key: 'alert.priceMissingTitle', params: { fuel: 'diesel' } },
      { key: 'alert.priceMissing', params: { station: 'Highway', fuel: 'diesel' } },
    ]);

    await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'diesel', price: '90.00', validFrom: new Date(Date.now() - HOUR) });
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(0);
    expect((await alertsOf(tenant.owner, '?active=false')).items[0]).toMatchObject({ type: 'price_missing', active: false });
  });
});

describe('day not reconciled', () => {
  it("is raised for a station whose yesterday had sales and is not closed, not for one without sales, and cleared by day close", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id, { openings: ['1000.000'] });
    await createPricedStation(t.handle.db, tenant.id, { openings: ['500.000'] });
    const result = await withPlatform(t.handle.db, (tx) => tx.execute(sql`select fc_tenant_today(${tenant.id}::uuid, 1)::text as day`));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ day: string }>;
    const yesterday = rows[0]!.day;
    await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: '1010.000', recordedAt: `${yesterday}T10:00:00+05:30` });

    await runJobs(tenant);
    const raised = (await alertsOf(tenant.owner, '?type=day_not_reconciled&active=true')).items;
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ priority: 'high', stationId: station.id, title: 'Day not reconciled' });
    expect(raised[0]!.message).toBe(
      `${station.name}: the sales of ${formatDate(yesterday)} are not reconciled yet. Compare them with the cash reports and close the day.`,
    );
    expect([raised[0]!.titleText, raised[0]!.messageText]).toEqual([
      { key: 'alert.dayNotReconciledTitle', params: {} },
      { key: 'alert.dayNotReconciled', params: { station: station.name, day: formatDate(yesterday) } },
    ]);
    const reminders = json(await as(t.app, tenant.owner).get('/onboarding/reminders')).data as { kind: string; route: string }[];
    expect(reminders.filter((r) => r.kind === 'day_unreconciled')).toMatchObject([{ route: '/dashboard/reconciliation' }]);

    const closed = await as(t.app, tenant.owner).post('/reconciliation', { stationId: station.id, date: yesterday });
    expect(closed.statusCode).toBe(201);
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?type=day_not_reconciled&active=true')).total).toBe(0);
    const after = json(await as(t.app, tenant.owner).get('/onboarding/reminders')).data as { kind: string }[];
    expect(after.filter((r) => r.kind === 'day_unreconciled')).toHaveLength(0);
  });
});
