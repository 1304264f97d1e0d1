import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sumDecimals, toJsonNumber } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { as, signIn } from '../../test/factories';
import { DEMO_LOGINS, seedDemo } from './demo';
import { DEMO_CASH_REPORT_DAYS } from './demo-cash-reports';
import { withPlatform } from '../db/tenant';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.handle.db);
});
afterAll(() => t.close());

const tokenOf = async (role: 'owner' | 'attendant') => {
  const login = DEMO_LOGINS.find((l) => l.role === role)!;
  return { token: await signIn(t.app, login.email, login.password) };
};

type TReport = { id: string; date: string; shift: string; status: string; userName: string; stationName: string; totalAmount: number; reviewedByName: string | null; reviewNote: string | null };

describe('the demo cash reports', () => {
  it("are the attendant's past morning shifts: the readings' takings by method, reviewed by the manager (one rejected, yesterday pending, none today)", async () => {
    const owner = await tokenOf('owner');
    const list = json(await as(t.app, owner).get('/cash-reports?limit=100')).data;
    const reports = list.items as TReport[];
    expect(reports).toHaveLength(DEMO_CASH_REPORT_DAYS);
    expect(list.summary).toMatchObject({ count: DEMO_CASH_REPORT_DAYS, pending: 1, rejected: 1, approved: DEMO_CASH_REPORT_DAYS - 2 });
    const attendant = DEMO_LOGINS.find((l) => l.role === 'attendant')!;
    const manager = DEMO_LOGINS.find((l) => l.role === 'manager')!;
    expect(new Set(reports.map((r) => `${r.userName} · ${r.shift} · ${r.stationName}`))).toEqual(new Set([`${attendant.name} · morning · Sharma Fuels — MG Road`]));

    // What the attendant's readings took each morning, straight from the readings (exact text).
    const rows = await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`select (r.recorded_at at time zone tn.time_zone)::date::text as day, sum(r.amount)::text as total,
          (fc_tenant_today(tn.id) - (r.recorded_at at time zone tn.time_zone)::date) as days_ago
        from nozzle_readings r join tenants tn on tn.id = r.tenant_id join users u on u.tenant_id = r.tenant_id and u.id = r.recorded_by
        where u.email = ${attendant.email} and r.status = 'recorded'
        group by 1, 3`),
    );
    const takings = new Map(((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{ day: string; total: string; days_ago: number }>).map((r) => [r.day, r]));
    const today = [...takings.values()].find((r) => Number(r.days_ago) === 0)?.day;
    expect(reports.some((r) => r.date === today)).toBe(false);
    for (const r of reports) {
      const took = takings.get(r.date)!;
      const daysAgo = Number(took.days_ago);
      const expected = toJsonNumber(daysAgo === 3 ? sumDecimals([took.total, '-500'], 2) : took.total, 2);
      expect({ date: r.date, total: r.totalAmount }).toEqual({ date: r.date, total: expected });
      expect(r.status).toBe(daysAgo === 1 ? 'pending' : daysAgo === 3 ? 'rejected' : 'approved');
      expect(r.reviewedByName).toBe(daysAgo === 1 ? null : manager.name);
      if (daysAgo === 3) expect(r.reviewNote).toMatch(/^Cash short by ₹500\.00/);
    }

    // The attendant sees the same reports as their own.
    const own = json(await as(t.app, await tokenOf('attendant')).get('/attendant/cash-reports')).data;
    expect(own.total).toBe(DEMO_CASH_REPORT_DAYS);
  });
});
