import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ASSET_MSG, DAY_MSG, RECONCILIATION_MSG } from '@forecourt/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { as, createCreditor, createPricedStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { readRecordDay } from './reconciliation.service';
import { pdfText } from '../../../test/report-files';
import { resultRows } from '../../db/sql-fragments';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The tenant's business day `daysBack` days before today (its zone, as the API computes it). */
async function businessDay(tenantId: string, daysBack: number): Promise<string> {
  const rows = await withPlatform(t.handle.db, (tx) => tx.execute(sql`select fc_tenant_today(${tenantId}::uuid, ${daysBack}::int)::text as day`));
  return String(resultRows(rows)[0]!.day);
}

async function audits(tenantId: string, entityId: string) {
  const rows = await withPlatform(t.handle.db, (tx) =>
    tx.execute(sql`select action, actor_role, details from audit_log where tenant_id = ${tenantId} and entity_id = ${entityId} order by id`),
  );
  return resultRows(rows).map((r) => ({ action: r.action, role: r.actor_role, details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details }));
}

/** An instant of a business day at a local time in Asia/Kolkata (the tenants' default zone). */
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+05:30`;

/**
 * The hand-computed day (yesterday), price ₹102.47 on two petrol nozzles (openings 1000 and 2000):
 *   A 1010.000 cash   10.000 L  1024.70
 *   A 1025.500 card   15.500 L  1588.285 → 1588.29
 *   A 1030.000 upi     4.500 L   461.115 →  461.12
 *   B 2020.000 credit 20.000 L  2049.40
 *   B 2033.333 cash   13.333 L  1366.23251 → 1366.23
 *   B 2040.000 cash    6.667 L   683.17, VOIDED (not counted)
 * System: cash 2390.93, card 1588.29, upi 461.12, credit 2049.40, total 6489.74, volume 63.333 L.
 * Cash reports: morning (manager) cash 1000.00 + card 1588.29; afternoon (owner) cash 1385.50 + upi 461.12
 * + credit 2049.40; night (manager) cash 999.99, REJECTED (not counted).
 * Declared: cash 2385.50, card 1588.29, upi 461.12, credit 2049.40, total 6484.31.
 * Differences: cash −5.43, others 0.00, total −5.43. Accuracy: 100 − 5.43 ÷ (6489.74 − 2049.40) × 100
 * = 100 − 0.1222884 = 99.88 (2 decimals). Mismatch (|−5.43| ≥ 1), within the ₹100 tolerance.
 */
async function handComputedDay() {
  const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id, { openings: ['1000.000', '2000.000'] });
  const [a, b] = nozzleIds as [string, string];
  const creditor = await createCreditor(t.handle.db, tenant.id, { stationId: station.id, partyName: 'Sharma Transport' });
  const day = await businessDay(tenant.id, 1);
  const owner = as(t.app, tenant.owner);
  const manager = as(t.app, tenant.manager);
  await recordReading(t.app, tenant.owner, { nozzleId: a, reading: '1010.000', paymentMethod: 'cash', recordedAt: at(day, '09:00') });
  await recordReading(t.app, tenant.owner, { nozzleId: a, reading: '1025.500', paymentMethod: 'card', recordedAt: at(day, '10:00') });
  await recordReading(t.app, tenant.owner, { nozzleId: a, reading: '1030.000', paymentMethod: 'upi', recordedAt: at(day, '11:00') });
  await recordReading(t.app, tenant.owner, { nozzleId: b, reading: '2020.000', paymentMethod: 'credit', creditorId: creditor.id, recordedAt: at(day, '12:00') });
  await recordReading(t.app, tenant.owner, { nozzleId: b, reading: '2033.333', paymentMethod: 'cash', recordedAt: at(day, '13:00') });
  const voided = await recordReading(t.app, tenant.owner, { nozzleId: b, reading: '2040.000', paymentMethod: 'cash', recordedAt: at(day, '14:00') });
  expect((await owner.post(`/nozzle-readings/${voided.id}/void`, { reason: 'Meter misread' })).statusCode).toBe(200);

  const morning = await manager.post('/cash-reports', { stationId: station.id, date: day, shift: 'morning', cashAmount: 1000, cardAmount: 1588.29 });
  const afternoon = await owner.post('/cash-reports', {
    stationId: station.id,
    date: day,
    shift: 'afternoon',
    cashAmount: 1385.5,
    upiAmount: 461.12,
    creditAmount: 2049.4,
    creditorId: creditor.id,
  });
  const night = await manager.post('/cash-reports', { stationId: station.id, date: day, shift: 'night', cashAmount: 999.99 });
  for (const res of [morning, afternoon, night]) expect(res.statusCode, res.body).toBe(201);
  return {
    tenant,
    station,
    nozzleIds: [a, b] as const,
    day,
    reports: { morning: morning.json().data.id as string, afternoon: afternoon.json().data.id as string, night: night.json().data.id as string },
  };
}

const EXPECTED_SUMMARY = {
  systemCalculated: { totalRevenue: 6489.74, cashSales: 2390.93, cardSales: 1588.29, upiSales: 461.12, creditSales: 2049.4, totalVolume: 63.333, salesCount: 5 },
  userEntered: { cashCollected: 2385.5, cardCollected: 1588.29, upiCollected: 461.12, creditGiven: 2049.4, totalCollected: 6484.31 },
  differences: { cash: -5.43, card: 0, upi: 0, credit: 0, total: -5.43 },
  accuracy: 99.88,
  matched: false,
};

describe('reconciliation of a hand-computed day', () => {
  let fx: Awaited<ReturnType<typeof handComputedDay>>;
  let recordId: string;

  beforeAll(async () => {
    fx = await handComputedDay();
  });

  it('counts pending reports on the declared side (flagged), refuses to close while one is pending, and matches the hand figures once reviewed', async () => {
    const owner = as(t.app, fx.tenant.owner);
    const pending = (await owner.get(`/reconciliation/summary?stationId=${fx.station.id}&date=${fx.day}`)).json().data;
    expect(pending.cashReports).toEqual({ approved: 0, pending: 3, rejected: 0 });
    expect(pending.userEntered.totalCollected).toBe(7484.3);
    expect(pending.isReconciled).toBe(false);
    expect(pending.dayEnded).toBe(true);

    const refused = await owner.post('/reconciliation', { stationId: fx.station.id, date: fx.day });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CASH_REPORTS_PENDING', message: RECONCILIATION_MSG.pendingReports(3) });

    expect((await owner.post(`/cash-reports/${fx.reports.morning}/approve`)).statusCode).toBe(200);
    expect((await owner.post(`/cash-reports/${fx.reports.afternoon}/approve`)).statusCode).toBe(200);
    const stillOne = await owner.post('/reconciliation', { stationId: fx.station.id, date: fx.day });
    expect(stillOne.json()).toMatchObject({ code: 'CASH_REPORTS_PENDING', message: RECONCILIATION_MSG.pendingReports(1) });
    expect((await owner.post(`/cash-reports/${fx.reports.night}/reject`, { reason: 'Counted twice' })).statusCode).toBe(200);

    const res = await owner.get(`/reconciliation/summary?stationId=${fx.station.id}&date=${fx.day}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      stationId: fx.station.id,
      stationName: fx.station.name,
      date: fx.day,
      isReconciled: false,
      record: null,
      cashReports: { approved: 2, pending: 0, rejected: 1 },
      ...EXPECTED_SUMMARY,
    });
  });

  it('refuses today, a future day, a missing station and an attendant; the manager closes the day; a second close is DAY_CLOSED', async () => {
    const manager = as(t.app, fx.tenant.manager);
    const today = await businessDay(fx.tenant.id, 0);
    const tomorrow = await businessDay(fx.tenant.id, -1);
    const todayRes = await manager.post('/reconciliation', { stationId: fx.station.id, date: today });
    expect({ status: todayRes.statusCode, body: todayRes.json() }).toMatchObject({ status: 422, body: { code: 'DAY_NOT_ENDED', message: RECONCILIATION_MSG.dayNotEnded } });
    const futureRes = await manager.post('/reconciliation', { stationId: fx.station.id, date: tomorrow });
    expect({ status: futureRes.statusCode, body: futureRes.json() }).toMatchObject({ status: 422, body: { code: 'DAY_NOT_ENDED', message: RECONCILIATION_MSG.futureDay } });
    const other = await createTenant(t.app, t.handle.db);
    const foreign = await as(t.app, other.owner).post('/reconciliation', { stationId: fx.station.id, date: fx.day });
    expect({ status: foreign.statusCode, message: foreign.json().message }).toEqual({ status: 404, message: ASSET_MSG.stationNotFound });
    expect((await as(t.app, fx.tenant.attendant).post('/reconciliation', { stationId: fx.station.id, date: fx.day })).statusCode).toBe(403);

    const closed = await manager.post('/reconciliation', { stationId: fx.station.id, date: fx.day, notes: 'Short ₹5.43 in the afternoon till' });
    expect(closed.statusCode, closed.body).toBe(201);
    const record = closed.json().data;
    recordId = record.id;
    expect(record).toMatchObject({
      stationId: fx.station.id,
      stationName: fx.station.name,
      date: fx.day,
      status: 'closed',
      difference: -5.43,
      actualSales: 6489.74,
      collected: 6484.31,
      withinTolerance: true,
      notes: 'Short ₹5.43 in the afternoon till',
      closedBy: `manager ${fx.tenant.manager.email.split('.')[1]!.split('@')[0]}`,
      approvedAt: null,
      reopenedAt: null,
    });
    expect(Date.now() - new Date(record.closedAt).getTime()).toBeLessThan(60_000);

    const again = await manager.post('/reconciliation/records', { stationId: fx.station.id, date: fx.day });
    expect({ status: again.statusCode, body: again.json() }).toMatchObject({ status: 409, body: { code: 'DAY_CLOSED', message: DAY_MSG.dayClosed } });

    const log = await audits(fx.tenant.id, recordId);
    expect(log).toEqual([
      {
        action: 'day.closed',
        role: 'manager',
        details: expect.objectContaining({ date: fx.day, actualSales: '6489.74', collected: '6484.31', difference: '-5.43', accuracy: '99.88', closedAgain: false }),
      },
    ]);
  });

  it('answers the closed day as exact strings for the daily sales report, and the detail with its sales in time order', async () => {
    const ctx = { db: t.handle.db, tenantId: fx.tenant.id, userId: fx.tenant.owner.id, role: 'owner' as const };
    const day = await readRecordDay(ctx, recordId);
    expect(day.figures).toEqual({
      totalRevenue: '6489.74',
      cashSales: '2390.93',
      cardSales: '1588.29',
      upiSales: '461.12',
      creditSales: '2049.40',
      totalVolume: '63.333',
      salesCount: 5,
      cashCollected: '2385.50',
      cardCollected: '1588.29',
      upiCollected: '461.12',
      creditGiven: '2049.40',
      totalCollected: '6484.31',
      diffCash: '-5.43',
      diffCard: '0.00',
      diffUpi: '0.00',
      diffCredit: '0.00',
      diffTotal: '-5.43',
      accuracy: '99.88',
      reportsApproved: 2,
      reportsPending: 0,
      reportsRejected: 1,
    });
    expect(day.record).toMatchObject({ id: recordId, day: fx.day, status: 'closed', actualSales: '6489.74', collected: '6484.31', difference: '-5.43' });
    expect(day.sales.map((s) => [s.volume, s.amount, s.paymentMethod, s.creditorName])).toEqual([
      ['10.000', '1024.70', 'cash', null],
      ['15.500', '1588.29', 'card', null],
      ['4.500', '461.12', 'upi', null],
      ['20.000', '2049.40', 'credit', 'Sharma Transport'],
      ['13.333', '1366.23', 'cash', null],
    ]);

    const detail = (await as(t.app, fx.tenant.manager).get(`/reconciliation/${recordId}`)).json().data;
    expect(detail).toMatchObject({ date: fx.day, isReconciled: true, record: { id: recordId, status: 'closed' }, ...EXPECTED_SUMMARY });
    expect(detail.sales).toHaveLength(5);
    expect(detail.sales[0]).toMatchObject({ nozzleNumber: 1, fuelType: 'petrol', volume: 10, pricePerLitre: 102.47, amount: 1024.7, paymentMethod: 'cash' });
    expect(new Date(detail.sales[0].recordedAt).toISOString()).toBe(new Date(at(fx.day, '09:00')).toISOString());
  });

  it("serves the closed day's daily sales report as a PDF (GET /reconciliation/{id}/dsr): the station, the sales, who closed it; another tenant gets 404", async () => {
    const res = await as(t.app, fx.tenant.owner).get(`/reconciliation/${recordId}/dsr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const { all } = await pdfText(res.rawPayload);
    expect(all).toContain(fx.station.name);
    expect(all).toContain('6,489.74');
    expect(all).toMatch(/Closed by manager/);
    const other = await createTenant(t.app, t.handle.db);
    expect((await as(t.app, other.owner).get(`/reconciliation/${recordId}/dsr`)).statusCode).toBe(404);
    expect((await as(t.app, fx.tenant.attendant).get(`/reconciliation/${recordId}/dsr`)).statusCode).toBe(403);
  });

  it('locks the day: a reading and a cash report into it are refused; its sales are posted', async () => {
    const owner = as(t.app, fx.tenant.owner);
    const reading = await owner.post('/nozzle-readings', { nozzleId: fx.nozzleIds[0], reading: 1040, recordedAt: at(fx.day, '20:00') });
    expect({ status: reading.statusCode, body: reading.json() }).toMatchObject({ status: 409, body: { code: 'DAY_CLOSED', message: DAY_MSG.dayClosed } });
    const report = await owner.post('/cash-reports', { stationId: fx.station.id, date: fx.day, shift: 'night', cashAmount: 10 });
    expect(report.statusCode).toBe(409);

    const sales = (await owner.get(`/sales?startDate=${fx.day}&endDate=${fx.day}`)).json().data;
    expect(sales.summary).toMatchObject({ totalSales: 6489.74, postedSales: 6489.74, count: 5 });
    expect(new Set(sales.items.map((s: { status: string }) => s.status))).toEqual(new Set(['posted']));
    // The whole history reads the running totals; posted comes from the closed days' rows.
    expect((await owner.get('/sales')).json().data.summary).toMatchObject({ totalSales: 6489.74, postedSales: 6489.74 });
  });

  it('reopen: the owner only, with a reason, audited; the sales are pending again and writes pass; closing again keeps the id', async () => {
    const owner = as(t.app, fx.tenant.owner);
    const manager = as(t.app, fx.tenant.manager);
    expect((await manager.post(`/reconciliation/${recordId}/reopen`, { reason: 'Late card slip' })).statusCode).toBe(403);
    expect((await manager.del(`/reconciliation/records/${recordId}`, { reason: 'Late card slip' })).statusCode).toBe(403);
    const noReason = await owner.post(`/reconciliation/${recordId}/reopen`, { reason: '  ' });
    expect({ status: noReason.statusCode, message: noReason.json().message }).toEqual({ status: 400, message: `reason: ${RECONCILIATION_MSG.reopenReasonRequired}` });

    const reopened = await owner.post(`/reconciliation/${recordId}/reopen`, { reason: 'Late card slip' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ id: recordId, status: 'reopened', reopenReason: 'Late card slip' });
    expect((await owner.post(`/reconciliation/${recordId}/reopen`, { reason: 'again' })).json()).toMatchObject({ code: 'DAY_NOT_CLOSED' });
    expect((await owner.post(`/reconciliation/${recordId}/approve`)).json()).toMatchObject({ code: 'DAY_NOT_CLOSED' });

    const sales = (await owner.get(`/sales?startDate=${fx.day}&endDate=${fx.day}`)).json().data;
    expect(sales.summary.postedSales).toBe(0);
    expect(new Set(sales.items.map((s: { status: string }) => s.status))).toEqual(new Set(['pending']));
    const summary = (await owner.get(`/reconciliation/summary?stationId=${fx.station.id}&date=${fx.day}`)).json().data;
    expect(summary).toMatchObject({ isReconciled: false, record: { id: recordId, status: 'reopened' } });

    // Writes pass again: a late reading (A 1040.000 card, 10 L × 102.47 = 1024.70).
    expect((await owner.post('/nozzle-readings', { nozzleId: fx.nozzleIds[0], reading: 1040, paymentMethod: 'card', recordedAt: at(fx.day, '20:00') })).statusCode).toBe(201);

    const closedAgain = await owner.post('/reconciliation', { stationId: fx.station.id, date: fx.day });
    expect(closedAgain.statusCode).toBe(201);
    expect(closedAgain.json().data).toMatchObject({ id: recordId, status: 'closed', actualSales: 7514.44, difference: -1030.13, withinTolerance: false, reopenedAt: null });

    expect((await audits(fx.tenant.id, recordId)).map((a) => [a.action, a.role])).toEqual([
      ['day.closed', 'manager'],
      ['day.reopened', 'owner'],
      ['day.closed', 'owner'],
    ]);
    expect((await audits(fx.tenant.id, recordId))[1]!.details).toMatchObject({ reason: 'Late card slip', previousStatus: 'closed', actualSales: '6489.74' });
  });

  it("approve is the owner's sign-off on a closed day, once; notes change; the records paths list and reopen the same record", async () => {
    const owner = as(t.app, fx.tenant.owner);
    const manager = as(t.app, fx.tenant.manager);
    expect((await manager.post(`/reconciliation/${recordId}/approve`)).statusCode).toBe(403);
    const approved = await owner.post(`/reconciliation/${recordId}/approve`);
    expect(approved.json().data).toMatchObject({ id: recordId, status: 'approved', approvedBy: `owner ${fx.tenant.owner.email.split('.')[1]!.split('@')[0]}` });
    expect((await owner.post(`/reconciliation/${recordId}/approve`)).json()).toMatchObject({ code: 'CONFLICT', message: RECONCILIATION_MSG.alreadyApproved });
    // An approved day is still closed.
    expect((await owner.post('/cash-reports', { stationId: fx.station.id, date: fx.day, shift: 'night', cashAmount: 10 })).json().code).toBe('DAY_CLOSED');

    const noted = await manager.put(`/reconciliation/records/${recordId}`, { notes: 'Card slip found' });
    expect(noted.json().data).toMatchObject({ notes: 'Card slip found', status: 'approved' });

    const list = (await manager.get(`/reconciliation?stationId=${fx.station.id}`)).json().data;
    const records = (await manager.get(`/reconciliation/records?dateFrom=${fx.day}&dateTo=${fx.day}`)).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, items: [{ id: recordId, status: 'approved' }] });
    expect(records).toEqual(list);
    expect((await manager.get('/reconciliation?status=reopened')).json().data.total).toBe(0);

    const deleted = await owner.del(`/reconciliation/records/${recordId}`, { reason: 'Recount' });
    expect(deleted.json().data).toMatchObject({ id: recordId, status: 'reopened', approvedAt: null, reopenReason: 'Recount' });
    expect((await audits(fx.tenant.id, recordId)).map((a) => a.action)).toEqual(['day.closed', 'day.reopened', 'day.closed', 'day.approved', 'day.notes_changed', 'day.reopened']);
  });

  it("another tenant's record is not found; the summary needs both parameters", async () => {
    const other = await createTenant(t.app, t.handle.db);
    for (const path of [`/reconciliation/${recordId}`]) {
      const res = await as(t.app, other.owner).get(path);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: RECONCILIATION_MSG.notFound });
    }
    expect((await as(t.app, other.owner).post(`/reconciliation/${recordId}/reopen`, { reason: 'x' })).statusCode).toBe(404);
    expect((await as(t.app, other.owner).post(`/reconciliation/${recordId}/approve`)).statusCode).toBe(404);
    expect((await as(t.app, other.owner).put(`/reconciliation/records/${recordId}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await as(t.app, other.owner).get('/reconciliation')).json().data.total).toBe(0);

    const owner = as(t.app, fx.tenant.owner);
    for (const query of ['', `?stationId=${fx.station.id}`, `?date=${fx.day}`]) {
      const res = await owner.get(`/reconciliation/summary${query}`);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: RECONCILIATION_MSG.summaryParamsRequired });
    }
    expect((await owner.get(`/reconciliation/summary?stationId=${fx.station.id}&date=2025-02-30`)).statusCode).toBe(400);
  });
});

describe('accuracy without cash-basis revenue', () => {
  it('is 100 for an empty day, 0 when only credit was sold and something differs', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const owner = as(t.app, tenant.owner);
    const empty = (await owner.get(`/reconciliation/summary?stationId=${station.id}&date=${await businessDay(tenant.id, 3)}`)).json().data;
    expect(empty).toMatchObject({ accuracy: 100, matched: true, systemCalculated: { totalRevenue: 0, salesCount: 0 }, differences: { total: 0 } });

    const creditor = await createCreditor(t.handle.db, tenant.id);
    const day = await businessDay(tenant.id, 2);
    await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1001, paymentMethod: 'credit', creditorId: creditor.id, recordedAt: at(day, '10:00') });
    const onlyCredit = (await owner.get(`/reconciliation/summary?stationId=${station.id}&date=${day}`)).json().data;
    expect(onlyCredit).toMatchObject({ accuracy: 0, matched: false, systemCalculated: { totalRevenue: 102.47, creditSales: 102.47 }, differences: { total: -102.47, credit: -102.47 } });
  });
});

describe('the close and the writes in flight (the day gate lock)', () => {
  const onPostgres = inject('apiDb').driver === 'postgres';

  it.runIf(onPostgres)('PostgreSQL only: a close waits for a write that passed the gate, then sees it (here: a pending cash report, so it is refused)', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const { station } = await createPricedStation(t.handle.db, tenant.id);
    const day = await businessDay(tenant.id, 1);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let passed!: () => void;
    const gatePassed = new Promise<void>((r) => (passed = r));
    // A write in flight: it passed the gate (which holds the day's lock shared until it commits) and
    // stored a pending report, not yet committed.
    const writer = withPlatform(t.handle.db, async (tx) => {
      await tx.execute(sql`select fc_assert_day_open(${tenant.id}::uuid, ${station.id}::uuid, (${day}::date::timestamp at time zone 'Asia/Kolkata'))`);
      await tx.execute(sql`insert into cash_reports (id, tenant_id, station_id, business_day, shift, user_id, user_name, cash_amount)
        values (gen_random_uuid(), ${tenant.id}, ${station.id}, ${day}::date, 'night', ${tenant.attendant.id}, 'In flight', '10.00')`);
      passed();
      await held;
    });
    await gatePassed;
    let settled = false;
    const close = as(t.app, tenant.owner)
      .post('/reconciliation', { stationId: station.id, date: day })
      .then((res) => {
        settled = true;
        return res;
      });
    await new Promise((r) => setTimeout(r, 500));
    expect(settled, 'the close waits for the write holding the gate').toBe(false);
    release();
    await writer;
    const res = await close;
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 409, code: 'CASH_REPORTS_PENDING' });
  });
});
