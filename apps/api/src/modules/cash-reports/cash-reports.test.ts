import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ASSET_MSG, CASH_REPORT_MSG, DAY_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createStation, createTenant, createCreditor, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, cashReports, creditors } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A tenant with a station its attendant works at and one they do not. */
async function setup() {
  const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  const station = await createStation(t.handle.db, tenant.id, { name: `Ring Road ${randomUUID().slice(0, 6)}` });
  const elsewhere = await createStation(t.handle.db, tenant.id);
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, station.id);
  return { tenant, station, elsewhere };
}

/** The tenant's business day, `daysBack` days before today (the tenants' zone, as the API computes it). */
async function businessDay(tenantId: string, daysBack = 0): Promise<string> {
  const rows = await withPlatform(t.handle.db, (tx) => tx.execute(sql`select fc_tenant_today(${tenantId}::uuid, ${daysBack}::int)::text as day`));
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{ day: string }>;
  return list[0]!.day;
}

async function closeDay(tenantId: string, stationId: string, day: string): Promise<void> {
  await withPlatform(t.handle.db, (tx) =>
    tx.execute(sql`insert into station_day_closures (tenant_id, station_id, business_day, notes) values (${tenantId}, ${stationId}, ${day}::date, 'closed by a test')`),
  );
}

/** The stored rows of a tenant's reports, amounts as the database's exact text. */
async function storedRows(tenantId: string) {
  return withPlatform(t.handle.db, (tx) =>
    tx
      .select({
        id: cashReports.id,
        status: cashReports.status,
        cash: sql<string>`${cashReports.cashAmount}::text`,
        card: sql<string>`${cashReports.cardAmount}::text`,
        upi: sql<string>`${cashReports.upiAmount}::text`,
        credit: sql<string>`${cashReports.creditAmount}::text`,
        total: sql<string>`(${cashReports.cashAmount} + ${cashReports.cardAmount} + ${cashReports.upiAmount} + ${cashReports.creditAmount})::text`,
      })
      .from(cashReports)
      .where(eq(cashReports.tenantId, tenantId))
      .orderBy(cashReports.createdAt),
  );
}

async function audits(tenantId: string, entityId: string) {
  return withPlatform(t.handle.db, (tx) =>
    tx
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.createdAt),
  );
}

describe('POST /attendant/cash-report', () => {
  it("stores today's report for an assigned station, exact to the paisa, with the spec's answer and an audit entry", async () => {
    const { tenant, station } = await setup();
    const res = await as(t.app, tenant.attendant).post('/attendant/cash-report', {
      stationId: station.id,
      shift: 'morning',
      cashAmount: 12345.67,
      cardAmount: 0.1,
      upiAmount: 0.2,
      creditAmount: 0,
      notes: 'Reported by attendant',
    });
    expect(res.statusCode).toBe(201);
    const data = json(res).data;
    expect(data).toEqual({
      id: expect.any(String),
      stationId: station.id,
      stationName: station.name,
      userId: tenant.attendant.id,
      userName: expect.stringContaining('attendant'),
      date: await businessDay(tenant.id),
      shift: 'morning',
      cashAmount: 12345.67,
      cardAmount: 0.1,
      upiAmount: 0.2,
      creditAmount: 0,
      totalAmount: 12345.97,
      creditorId: null,
      creditorName: null,
      notes: 'Reported by attendant',
      status: 'pending',
      reviewedBy: null,
      reviewedByName: null,
      reviewedAt: null,
      reviewNote: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      outcome: 'created',
      message: CASH_REPORT_MSG.submittedTitle,
    });
    expect(await storedRows(tenant.id)).toEqual([{ id: data.id, status: 'pending', cash: '12345.67', card: '0.10', upi: '0.20', credit: '0.00', total: '12345.97' }]);
    const entries = await audits(tenant.id, data.id);
    expect(entries.map((a) => [a.action, a.actorId])).toEqual([['cash_report.submitted', tenant.attendant.id]]);
    expect(entries[0]!.details).toMatchObject({ shift: 'morning', amounts: { cash: '12345.67', card: '0.10', upi: '0.20', credit: '0.00' } });
  });

  it('keeps one report per station, day, shift and person: submitting again while pending updates it and says so', async () => {
    const { tenant, station } = await setup();
    const attendant = as(t.app, tenant.attendant);
    const first = json(await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'afternoon', cashAmount: 5000 })).data;
    const again = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'afternoon', cashAmount: 4800, upiAmount: 250.5 });
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toMatchObject({ id: first.id, outcome: 'updated', message: CASH_REPORT_MSG.updatedTitle, cashAmount: 4800, upiAmount: 250.5, totalAmount: 5050.5 });
    // Another shift is another report.
    const night = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'night', cardAmount: 100 });
    expect(night.statusCode).toBe(201);
    const rows = await storedRows(tenant.id);
    expect(rows.map((r) => [r.id, r.cash, r.upi, r.total])).toEqual([
      [first.id, '4800.00', '250.50', '5050.50'],
      [json(night).data.id, '0.00', '0.00', '100.00'],
    ]);
    const entries = await audits(tenant.id, first.id);
    expect(entries.map((a) => a.action)).toEqual(['cash_report.submitted', 'cash_report.updated']);
    expect(entries[1]!.details).toMatchObject({ before: { cash: '5000.00', upi: '0.00' }, amounts: { cash: '4800.00', upi: '250.50' } });
  });

  it('refuses what the spec refuses, with its texts, and stores nothing', async () => {
    const { tenant, station } = await setup();
    const attendant = as(t.app, tenant.attendant);
    const nothing = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 0 });
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).details).toEqual([{ field: 'cashAmount', message: CASH_REPORT_MSG.atLeastOneAmount }]);
    const noCreditor = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', creditAmount: 300 });
    expect(noCreditor.statusCode).toBe(400);
    expect(json(noCreditor).details).toEqual([{ field: 'creditorId', message: CASH_REPORT_MSG.creditorRequired }]);
    const noShift = await attendant.post('/attendant/cash-report', { stationId: station.id, cashAmount: 10 });
    expect(json(noShift).details).toEqual([{ field: 'shift', message: CASH_REPORT_MSG.shiftRequired }]);
    const noStation = await attendant.post('/attendant/cash-report', { shift: 'morning', cashAmount: 10 });
    expect(json(noStation).details).toEqual([{ field: 'stationId', message: CASH_REPORT_MSG.stationRequired }]);
    // Each amount at least 0, below 1 crore, at most 2 decimals.
    for (const [amount, message] of [
      [-1, CASH_REPORT_MSG.amountInvalid],
      [10_000_000, CASH_REPORT_MSG.amountTooLarge],
      [10.005, CASH_REPORT_MSG.amountTooPrecise],
    ] as const) {
      const res = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: amount });
      expect(res.statusCode).toBe(400);
      expect(json(res).details).toEqual(expect.arrayContaining([{ field: 'cashAmount', message }]));
    }
    expect(await storedRows(tenant.id)).toEqual([]);
    // The largest amount below a crore is taken as it is.
    const top = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 9_999_999.99, cardAmount: 9_999_999.99 });
    expect(top.statusCode).toBe(201);
    expect((await storedRows(tenant.id))[0]).toMatchObject({ cash: '9999999.99', total: '19999999.98' });
  });

  it('is 404 for every station the attendant is not assigned to (the tenant\'s others, another tenant\'s, a deleted one)', async () => {
    const { tenant, station, elsewhere } = await setup();
    const other = await setup();
    const gone = await createStation(t.handle.db, tenant.id);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, gone.id);
    await as(t.app, tenant.owner).del(`/stations/${gone.id}`);
    const attendant = as(t.app, tenant.attendant);
    for (const stationId of [elsewhere.id, other.station.id, gone.id, randomUUID()]) {
      const res = await attendant.post('/attendant/cash-report', { stationId, shift: 'morning', cashAmount: 100 });
      expect({ stationId, status: res.statusCode, message: json(res).message }).toEqual({ stationId, status: 404, message: ASSET_MSG.stationNotFound });
    }
    expect((await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 100 })).statusCode).toBe(201);
    expect(await storedRows(other.tenant.id)).toEqual([]);
  });

  it('takes today only from an attendant, and no day in the future from anyone', async () => {
    const { tenant, station } = await setup();
    const [yesterday, today, tomorrow] = [await businessDay(tenant.id, 1), await businessDay(tenant.id), await businessDay(tenant.id, -1)];
    const attendant = as(t.app, tenant.attendant);
    const past = await attendant.post('/attendant/cash-report', { stationId: station.id, date: yesterday, shift: 'morning', cashAmount: 10 });
    expect([past.statusCode, json(past).message]).toEqual([422, CASH_REPORT_MSG.todayOnly]);
    const future = await as(t.app, tenant.owner).post('/cash-reports', { stationId: station.id, date: tomorrow, shift: 'morning', cashAmount: 10 });
    expect([future.statusCode, json(future).message]).toEqual([422, CASH_REPORT_MSG.inFuture]);
    expect((await attendant.post('/attendant/cash-report', { stationId: station.id, date: today, shift: 'morning', cashAmount: 10 })).statusCode).toBe(201);
    // An owner or manager reports a past day too.
    const manager = await as(t.app, tenant.manager).post('/cash-reports', { stationId: station.id, date: yesterday, shift: 'night', cashAmount: 10 });
    expect([manager.statusCode, json(manager).data.date]).toEqual([201, yesterday]);
  });

  it('refuses a closed day with 409 DAY_CLOSED and stores nothing; the same day of another station stays open', async () => {
    const { tenant, station, elsewhere } = await setup();
    const today = await businessDay(tenant.id);
    await closeDay(tenant.id, station.id, today);
    const closed = await as(t.app, tenant.attendant).post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 100 });
    expect([closed.statusCode, json(closed).code, json(closed).message]).toEqual([409, 'DAY_CLOSED', DAY_MSG.dayClosed]);
    const yesterday = await businessDay(tenant.id, 1);
    await closeDay(tenant.id, elsewhere.id, yesterday);
    const past = await as(t.app, tenant.owner).post('/cash-reports', { stationId: elsewhere.id, date: yesterday, shift: 'morning', cashAmount: 100 });
    expect([past.statusCode, json(past).code]).toEqual([409, 'DAY_CLOSED']);
    expect(await storedRows(tenant.id)).toEqual([]);
    expect((await as(t.app, tenant.owner).post('/cash-reports', { stationId: elsewhere.id, shift: 'morning', cashAmount: 100 })).statusCode).toBe(201);
  });
});

describe('credit in a cash report', () => {
  it('needs an active creditor of the tenant; an attendant only one of an assigned station or of none', async () => {
    const { tenant, station, elsewhere } = await setup();
    const other = await setup();
    const everywhere = await createCreditor(t.handle.db, tenant.id, { partyName: 'Kaveri Transport' });
    const here = await createCreditor(t.handle.db, tenant.id, { stationId: station.id });
    const there = await createCreditor(t.handle.db, tenant.id, { stationId: elsewhere.id });
    const inactive = await createCreditor(t.handle.db, tenant.id, { status: 'inactive' });
    const foreign = await createCreditor(t.handle.db, other.tenant.id);
    const attendant = as(t.app, tenant.attendant);
    const send = (creditorId: string, shift: string, by = attendant, path = '/attendant/cash-report') =>
      by.post(path, { stationId: station.id, shift, cashAmount: 100, creditAmount: 2500.25, creditorId });

    for (const creditorId of [foreign.id, inactive.id, there.id, randomUUID()]) {
      const res = await send(creditorId, 'morning');
      expect({ creditorId, status: res.statusCode, message: json(res).message }).toEqual({ creditorId, status: 422, message: CASH_REPORT_MSG.creditorRequired });
    }
    expect(await storedRows(tenant.id)).toEqual([]);

    const ok = await send(everywhere.id, 'morning');
    expect(ok.statusCode).toBe(201);
    expect(json(ok).data).toMatchObject({ creditorId: everywhere.id, creditorName: 'Kaveri Transport', creditAmount: 2500.25, totalAmount: 2600.25 });
    expect((await send(here.id, 'afternoon')).statusCode).toBe(201);
    // An owner may name the creditor of any station of the tenant; never another tenant's.
    expect((await send(there.id, 'morning', as(t.app, tenant.owner), '/cash-reports')).statusCode).toBe(201);
    expect((await send(foreign.id, 'night', as(t.app, tenant.owner), '/cash-reports')).statusCode).toBe(422);
  });

  it('takes a free-text creditor name (no list could be loaded), never both, and no creditor without credit', async () => {
    const { tenant, station } = await setup();
    const creditor = await createCreditor(t.handle.db, tenant.id);
    const attendant = as(t.app, tenant.attendant);
    const typed = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', creditAmount: 800, creditorName: '  Lakshmi Traders ' });
    expect(typed.statusCode).toBe(201);
    expect(json(typed).data).toMatchObject({ creditorId: null, creditorName: 'Lakshmi Traders', creditAmount: 800 });
    const both = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'night', creditAmount: 800, creditorId: creditor.id, creditorName: 'X' });
    expect(json(both).details).toEqual([{ field: 'creditorName', message: CASH_REPORT_MSG.creditorChoiceConflict }]);
    const noCredit = await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'night', cashAmount: 10, creditorId: creditor.id });
    expect(json(noCredit).details).toEqual([{ field: 'creditorId', message: CASH_REPORT_MSG.creditorWithoutCredit }]);
  });

  it("moves no creditor's balance: the credit amount is a declaration (docs/decisions/015)", async () => {
    const { tenant, station } = await setup();
    const creditor = await createCreditor(t.handle.db, tenant.id);
    const res = await as(t.app, tenant.attendant).post('/attendant/cash-report', { stationId: station.id, shift: 'morning', creditAmount: 4321.09, creditorId: creditor.id });
    expect(res.statusCode).toBe(201);
    const [row] = await withPlatform(t.handle.db, (tx) =>
      tx
        .select({ sales: sql<string>`${creditors.creditSales}::text`, payments: sql<string>`${creditors.paymentsTotal}::text` })
        .from(creditors)
        .where(eq(creditors.id, creditor.id)),
    );
    expect(row).toEqual({ sales: '0.00', payments: '0.00' });
  });
});

describe('replays (a client-chosen id)', () => {
  it('answers the stored report for the same id and body, changing nothing; another body under that id is 409', async () => {
    const { tenant, station } = await setup();
    const attendant = as(t.app, tenant.attendant);
    const id = randomUUID();
    const body = { id, stationId: station.id, shift: 'morning', cashAmount: 1500, upiAmount: 99.99 };
    const first = await attendant.post('/attendant/cash-report', body);
    expect([first.statusCode, json(first).data.id]).toEqual([201, id]);
    const auditsBefore = (await audits(tenant.id, id)).length;

    const replay = await attendant.post('/attendant/cash-report', body);
    expect(replay.statusCode).toBe(200);
    expect(json(replay).data).toMatchObject({ id, outcome: 'replayed', message: CASH_REPORT_MSG.submittedTitle, totalAmount: 1599.99 });
    expect((await audits(tenant.id, id)).length).toBe(auditsBefore);

    const changed = await attendant.post('/attendant/cash-report', { ...body, cashAmount: 1400 });
    expect([changed.statusCode, json(changed).message]).toEqual([409, CASH_REPORT_MSG.replayMismatch]);
    expect((await storedRows(tenant.id)).map((r) => r.cash)).toEqual(['1500.00']);

    // After the review the same body still answers the stored (now approved) report.
    await as(t.app, tenant.manager).post(`/cash-reports/${id}/approve`);
    const late = await attendant.post('/attendant/cash-report', body);
    expect([late.statusCode, json(late).data.status, json(late).data.outcome]).toEqual([200, 'approved', 'replayed']);
  });

  it("takes an id another tenant's report holds as a fresh one (ids are per tenant, decision 065), theirs untouched", async () => {
    const a = await setup();
    const b = await setup();
    const id = randomUUID();
    expect((await as(t.app, a.tenant.attendant).post('/attendant/cash-report', { id, stationId: a.station.id, shift: 'morning', cashAmount: 1 })).statusCode).toBe(201);
    const theirs = await storedRows(a.tenant.id);
    const res = await as(t.app, b.tenant.attendant).post('/attendant/cash-report', { id, stationId: b.station.id, shift: 'morning', cashAmount: 2 });
    expect([res.statusCode, json(res).data?.outcome]).toEqual([201, 'created']);
    expect(await storedRows(b.tenant.id)).toHaveLength(1);
    expect(await storedRows(a.tenant.id)).toEqual(theirs);
  });

  // Rounds, because the race this holds is narrow: the copies' inserts may meet under the client's id (the
  // primary key) rather than under the shift's key their ON CONFLICT names. Before the fix, on PostgreSQL
  // one round in about 16 answered a copy 409; 40 rounds catch that nineteen times in twenty.
  it('stores one report when the same submission arrives several times at once (40 rounds)', async () => {
    for (let round = 0; round < 40; round++) {
      const { tenant, station } = await setup();
      const body = { id: randomUUID(), stationId: station.id, shift: 'night', cashAmount: 700 };
      const answers = await Promise.all(Array.from({ length: 5 }, () => as(t.app, tenant.attendant).post('/attendant/cash-report', body)));
      expect(answers.map((a) => `${a.statusCode} ${json(a).data?.outcome ?? json(a).message}`).sort(), `round ${round}`).toEqual([
        '200 replayed',
        '200 replayed',
        '200 replayed',
        '200 replayed',
        '201 created',
      ]);
      const rows = await storedRows(tenant.id);
      expect(rows).toHaveLength(1);
      expect((await audits(tenant.id, rows[0]!.id)).map((a) => a.action)).toEqual(['cash_report.submitted']);
    }
  });
});

describe('review: approve and reject', () => {
  it('approves or rejects a pending report once; afterwards it no longer changes (409)', async () => {
    const { tenant, station } = await setup();
    const attendant = as(t.app, tenant.attendant);
    const manager = as(t.app, tenant.manager);
    const report = json(await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 900 })).data;

    const approved = await manager.post(`/cash-reports/${report.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(json(approved).data).toMatchObject({
      id: report.id,
      status: 'approved',
      reviewedBy: tenant.manager.id,
      reviewedByName: expect.stringContaining('manager'),
      reviewedAt: expect.any(String),
      reviewNote: null,
      totalAmount: 900,
    });
    for (const res of [
      await manager.post(`/cash-reports/${report.id}/approve`),
      await as(t.app, tenant.owner).post(`/cash-reports/${report.id}/reject`, { reason: 'late' }),
      await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 950 }),
    ]) {
      expect([res.statusCode, json(res).message]).toEqual([409, CASH_REPORT_MSG.reviewed]);
    }
    expect((await storedRows(tenant.id)).map((r) => [r.status, r.cash])).toEqual([['approved', '900.00']]);
    expect((await audits(tenant.id, report.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['cash_report.submitted', tenant.attendant.id],
      ['cash_report.approved', tenant.manager.id],
    ]);
  });

  it('rejects with a reason only, kept as the review note; the rejected report is frozen too', async () => {
    const { tenant, station } = await setup();
    const report = json(await as(t.app, tenant.attendant).post('/attendant/cash-report', { stationId: station.id, shift: 'night', cashAmount: 400 })).data;
    const owner = as(t.app, tenant.owner);
    const bare = await owner.post(`/cash-reports/${report.id}/reject`, { reason: '   ' });
    expect(json(bare).details).toEqual([{ field: 'reason', message: CASH_REPORT_MSG.rejectReasonRequired }]);
    const rejected = await owner.post(`/cash-reports/${report.id}/reject`, { reason: 'Cash short by ₹200 against the day sheet' });
    expect(json(rejected).data).toMatchObject({ status: 'rejected', reviewedBy: tenant.owner.id, reviewNote: 'Cash short by ₹200 against the day sheet' });
    const resend = await as(t.app, tenant.attendant).post('/attendant/cash-report', { stationId: station.id, shift: 'night', cashAmount: 600 });
    expect(resend.statusCode).toBe(409);
    expect((await audits(tenant.id, report.id)).map((a) => a.action)).toEqual(['cash_report.submitted', 'cash_report.rejected']);
  });

  it("keeps a manager from reviewing their own report (the owner may), and is 404 for an unknown or another tenant's id", async () => {
    const { tenant, station } = await setup();
    const other = await setup();
    const manager = as(t.app, tenant.manager);
    const own = json(await manager.post('/cash-reports', { stationId: station.id, shift: 'morning', cashAmount: 50 })).data;
    const self = await manager.post(`/cash-reports/${own.id}/approve`);
    expect([self.statusCode, json(self).message]).toEqual([403, CASH_REPORT_MSG.ownReview]);
    const ownerOwn = json(await as(t.app, tenant.owner).post('/cash-reports', { stationId: station.id, shift: 'night', cashAmount: 75 })).data;
    expect((await as(t.app, tenant.owner).post(`/cash-reports/${ownerOwn.id}/approve`)).statusCode).toBe(200);
    expect((await as(t.app, tenant.owner).post(`/cash-reports/${own.id}/approve`)).statusCode).toBe(200);
    const foreign = json(await as(t.app, other.tenant.attendant).post('/attendant/cash-report', { stationId: other.station.id, shift: 'morning', cashAmount: 5 })).data;
    for (const id of [foreign.id, randomUUID()]) {
      const res = await manager.post(`/cash-reports/${id}/approve`);
      expect([res.statusCode, json(res).message]).toEqual([404, CASH_REPORT_MSG.notFound]);
    }
    expect((await storedRows(other.tenant.id))[0]!.status).toBe('pending');
  });
});

describe('lists and reads', () => {
  it('lists with filters and exact totals over the whole filter; the attendant sees only their own', async () => {
    const { tenant, station, elsewhere } = await setup();
    const yesterday = await businessDay(tenant.id, 1);
    const attendant = as(t.app, tenant.attendant);
    const owner = as(t.app, tenant.owner);
    const a1 = json(await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'morning', cashAmount: 0.1, cardAmount: 0.2 })).data;
    const a2 = json(await attendant.post('/attendant/cash-report', { stationId: station.id, shift: 'afternoon', cashAmount: 0.1 })).data;
    const m1 = json(await as(t.app, tenant.manager).post('/cash-reports', { stationId: elsewhere.id, date: yesterday, shift: 'night', cashAmount: 0.1, upiAmount: 1000000 })).data;
    await owner.post(`/cash-reports/${a2.id}/approve`);

    const all = json(await owner.get('/cash-reports')).data;
    expect(all.items.map((r: { id: string }) => r.id)).toEqual([a2.id, a1.id, m1.id]);
    expect(all).toMatchObject({ page: 1, limit: 20, total: 3 });
    // 0.1 + 0.1 + 0.1 is 0.3 to the paisa, never 0.30000000000000004.
    expect(all.summary).toEqual({
      count: 3,
      pending: 2,
      approved: 1,
      rejected: 0,
      cashAmount: 0.3,
      cardAmount: 0.2,
      upiAmount: 1000000,
      creditAmount: 0,
      totalAmount: 1000000.5,
    });
    const filtered = async (qs: string) => json(await owner.get(`/cash-reports?${qs}`)).data.items.map((r: { id: string }) => r.id);
    expect(await filtered(`stationId=${elsewhere.id}`)).toEqual([m1.id]);
    expect(await filtered(`dateFrom=${yesterday}&dateTo=${yesterday}`)).toEqual([m1.id]);
    expect(await filtered('status=approved')).toEqual([a2.id]);
    expect(await filtered(`userId=${tenant.attendant.id}`)).toEqual([a2.id, a1.id]);
    expect(await filtered('limit=1&page=2')).toEqual([a1.id]);

    const own = json(await attendant.get('/attendant/cash-reports')).data;
    expect(own.items.map((r: { id: string }) => r.id)).toEqual([a2.id, a1.id]);
    expect(own.summary).toMatchObject({ count: 2, cashAmount: 0.2, totalAmount: 0.4 });
    expect(json(await attendant.get(`/attendant/cash-reports?stationId=${elsewhere.id}`)).data.items).toEqual([]);

    // One report: any for the owner; the attendant's own only.
    expect(json(await owner.get(`/cash-reports/${m1.id}`)).data.id).toBe(m1.id);
    expect((await attendant.get(`/cash-reports/${a1.id}`)).statusCode).toBe(200);
    const notTheirs = await attendant.get(`/cash-reports/${m1.id}`);
    expect([notTheirs.statusCode, json(notTheirs).message]).toEqual([404, CASH_REPORT_MSG.notFound]);

    const submitters = json(await owner.get('/cash-reports/submitters')).data;
    expect(submitters.items.map((s: { userId: string }) => s.userId).sort()).toEqual([tenant.attendant.id, tenant.manager.id].sort());
    expect(submitters.total).toBe(2);
  });

  it("never shows another tenant's reports", async () => {
    const a = await setup();
    const b = await setup();
    const report = json(await as(t.app, a.tenant.attendant).post('/attendant/cash-report', { stationId: a.station.id, shift: 'morning', cashAmount: 10 })).data;
    expect(json(await as(t.app, b.tenant.owner).get('/cash-reports')).data.total).toBe(0);
    expect((await as(t.app, b.tenant.owner).get(`/cash-reports/${report.id}`)).statusCode).toBe(404);
    expect(json(await as(t.app, b.tenant.owner).get('/cash-reports/submitters')).data.items).toEqual([]);
  });
});
