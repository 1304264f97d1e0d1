import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sumDecimals, toJsonNumber } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { as, signIn } from '../../test/factories';
import { DEMO_LOGINS, DEMO_STATIONS, seedDemo } from './demo';
import { DEMO_CASH_REPORT_DAYS, DEMO_REPORT_MISMATCHES, PENDING_DAYS_AGO } from './demo-cash-reports';
import { APPROVED_FROM_DAYS_AGO, DEMO_REOPENED } from './demo-day-closes';
import { withPlatform } from '../db/tenant';
import { resultRows } from '../db/sql-fragments';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.handle.db);
});
afterAll(() => t.close());

const login = (role: 'owner' | 'manager' | 'attendant') => DEMO_LOGINS.find((l) => l.role === role)!;
const tokenOf = async (role: 'owner' | 'attendant') => ({ token: await signIn(t.app, login(role).email, login(role).password) });

type TReport = { id: string; stationId: string; date: string; shift: string; status: string; userName: string; stationName: string; totalAmount: number; reviewedByName: string | null; reviewNote: string | null };
type TRecord = { id: string; stationId: string; stationName: string; date: string; status: string; difference: number; actualSales: number; notes: string | null; closedBy: string; closedAt: string; approvedBy: string | null; reopenReason: string | null };

/** What the readings took per station, day and shift (08:00 and 12:30 are the morning, 17:00 and 21:30 the afternoon), straight from the rows. */
async function takings(): Promise<Map<string, { total: string; daysAgo: number }>> {
  const rows = resultRows(
    await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`select s.name as station, (r.recorded_at at time zone tn.time_zone)::date::text as day,
          case when extract(hour from r.recorded_at at time zone tn.time_zone) < 15 then 'morning' else 'afternoon' end as shift,
          sum(r.amount)::text as total, (fc_tenant_today(tn.id) - (r.recorded_at at time zone tn.time_zone)::date) as days_ago
        from nozzle_readings r join tenants tn on tn.id = r.tenant_id join stations s on s.tenant_id = r.tenant_id and s.id = r.station_id
        where tn.name = 'Sharma Fuels' and r.status = 'recorded'
        group by 1, 2, 3, 5`),
    ),
  ) as Array<{ station: string; day: string; shift: string; total: string; days_ago: number }>;
  return new Map(rows.map((r) => [`${r.station}|${r.day}|${r.shift}`, { total: r.total, daysAgo: Number(r.days_ago) }]));
}

describe('the demo month', () => {
  it("has a morning and an afternoon report at every station for each of the last 30 days, declaring the readings' takings except the mismatches; yesterday pending, none today", async () => {
    const owner = await tokenOf('owner');
    const list = json(await as(t.app, owner).get('/cash-reports?limit=100')).data;
    const total = DEMO_CASH_REPORT_DAYS * DEMO_STATIONS.length * 2;
    expect(list.summary).toMatchObject({ count: total, pending: DEMO_STATIONS.length * 2, rejected: 1, approved: total - DEMO_STATIONS.length * 2 - 1 });
    const reports: TReport[] = [];
    for (let page = 1; (page - 1) * 100 < total; page++) reports.push(...(json(await as(t.app, owner).get(`/cash-reports?limit=100&page=${page}`)).data.items as TReport[]));
    expect(reports).toHaveLength(total);

    const took = await takings();
    const stationIndex = new Map(DEMO_STATIONS.map((s, i) => [s.name, i]));
    for (const r of reports) {
      const t0 = took.get(`${r.stationName}|${r.date}|${r.shift}`)!;
      expect(t0, `${r.stationName} ${r.date} ${r.shift}`).toBeDefined();
      const station = stationIndex.get(r.stationName)!;
      const mismatch = DEMO_REPORT_MISMATCHES.find((m) => m.station === station && m.daysAgo === t0.daysAgo && m.shift === r.shift);
      expect({ date: r.date, shift: r.shift, total: r.totalAmount }).toEqual({ date: r.date, shift: r.shift, total: toJsonNumber(mismatch ? sumDecimals([t0.total, mismatch.rupees], 2) : t0.total, 2) });
      const byAttendant = station === 0 && r.shift === 'morning';
      expect(r.userName).toBe(byAttendant ? login('attendant').name : login('manager').name);
      const pending = t0.daysAgo === PENDING_DAYS_AGO;
      expect(r.status).toBe(pending ? 'pending' : (mismatch?.status ?? 'approved'));
      expect(r.reviewedByName).toBe(pending ? null : byAttendant ? login('manager').name : login('owner').name);
      expect(r.reviewNote).toBe(pending ? null : (mismatch?.note ?? null));
      expect(t0.daysAgo).toBeGreaterThan(0);
    }
    // The attendant sees their own morning reports at MG Road.
    const own = json(await as(t.app, await tokenOf('attendant')).get('/attendant/cash-reports')).data;
    expect(own.total).toBe(DEMO_CASH_REPORT_DAYS);
  });

  it('has its past days closed by the manager (the older ones approved by the owner), the mismatches as differences, one day reopened with its reason and yesterday open', async () => {
    const owner = await tokenOf('owner');
    const page = json(await as(t.app, owner).get('/reconciliation/records?limit=100')).data;
    const records = page.items as TRecord[];
    const closedDays = DEMO_CASH_REPORT_DAYS - PENDING_DAYS_AGO;
    expect(page.total).toBe(closedDays * DEMO_STATIONS.length);
    const today = String(resultRows(await withPlatform(t.handle.db, (tx) => tx.execute(sql`select fc_tenant_today(id)::text as d from tenants where name = 'Sharma Fuels'`)))[0]!.d);
    const daysAgo = (day: string) => Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
    const stationIndex = new Map(DEMO_STATIONS.map((s, i) => [s.name, i]));
    for (const r of records) {
      const back = daysAgo(r.date);
      const station = stationIndex.get(r.stationName)!;
      expect(back).toBeGreaterThan(PENDING_DAYS_AGO);
      expect(back).toBeLessThanOrEqual(DEMO_CASH_REPORT_DAYS);
      expect(r.closedBy).toBe(login('manager').name);
      // Closed the next morning at 10:00 India time.
      expect(new Date(r.closedAt).toISOString()).toBe(new Date(Date.parse(`${r.date}T10:00:00+05:30`) + 86_400_000).toISOString());
      const reopened = station === DEMO_REOPENED.station && back === DEMO_REOPENED.daysAgo;
      expect(r.status).toBe(reopened ? 'reopened' : back >= APPROVED_FROM_DAYS_AGO ? 'approved' : 'closed');
      expect(r.reopenReason).toBe(reopened ? DEMO_REOPENED.reason : null);
      const mismatch = DEMO_REPORT_MISMATCHES.find((m) => m.station === station && m.daysAgo === back);
      if (!mismatch) expect(r.difference, `${r.stationName} ${r.date}`).toBe(0);
      else if (mismatch.status === 'approved') {
        expect(r.difference).toBe(Number(mismatch.rupees));
        expect(r.notes).toBe(`Closed with a difference: ${mismatch.note}`);
      } else expect(r.difference).toBeLessThan(0); // the rejected report's whole morning is uncollected
    }
    expect(records.filter((r) => r.status === 'reopened')).toHaveLength(1);

    // A closed day refuses a new cash report; the reopened day and yesterday take one.
    const [mgRoad] = records.filter((r) => stationIndex.get(r.stationName) === 0);
    const refused = await as(t.app, owner).post('/cash-reports', { stationId: mgRoad!.stationId, date: records.find((r) => r.status === 'approved' && r.stationId === mgRoad!.stationId)!.date, shift: 'night', cashAmount: 10 });
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'DAY_CLOSED']);
    const reopenedDay = records.find((r) => r.status === 'reopened')!;
    expect((await as(t.app, owner).post('/cash-reports', { stationId: reopenedDay.stationId, date: reopenedDay.date, shift: 'night', cashAmount: 10 })).statusCode).toBe(201);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const summary = json(await as(t.app, owner).get(`/reconciliation/summary?stationId=${mgRoad!.stationId}&date=${yesterday}`)).data;
    expect(summary).toMatchObject({ isReconciled: false, record: null, cashReports: { pending: 2 } });

    // Each close, approval and reopen is in the audit log at the record's own time.
    const audit = resultRows(
      await withPlatform(t.handle.db, (tx) =>
        tx.execute(sql`select a.action, count(*)::int as n, bool_and(a.created_at < now() - interval '1 hour') as dated
          from audit_log a join tenants tn on tn.id = a.tenant_id where tn.name = 'Sharma Fuels' and a.entity_type = 'reconciliation' group by 1 order by 1`),
      ),
    );
    const approved = (DEMO_CASH_REPORT_DAYS - APPROVED_FROM_DAYS_AGO + 1) * DEMO_STATIONS.length;
    expect(audit).toEqual([
      { action: 'day.approved', n: approved, dated: true },
      { action: 'day.closed', n: closedDays * DEMO_STATIONS.length, dated: true },
      { action: 'day.reopened', n: 1, dated: true },
    ]);
  });
});
