import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TPaymentMethod } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createCreditor, createNozzle, createPrice, createPump, createStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';
import { withPlatform, withTenant } from '../../db/tenant';
import type { TScope } from '../../db/scope';
import { summarizeReadings, type TReadingFilter } from './readings.queries';
import { mapsToTotals, summarizeFromTotals } from './reading-totals.queries';

/**
 * The rollups (reading_daily_totals) against the raw aggregate over nozzle_readings: after readings,
 * voids and corrections (value, time across midnight IST, payment method) on several nozzles,
 * stations and two tenants, every summary is the same to the string (docs/decisions/010).
 */

let t: TestApp;
let a: TestTenant;
let b: TestTenant;
const DAY = 86_400_000;
const IST = 5.5 * 3_600_000;
/** Midnight IST `daysAgo` days before today, as an instant. */
const istMidnight = (daysAgo: number) => new Date(Math.floor((Date.now() + IST) / DAY) * DAY - IST - daysAgo * DAY);
const at = (daysAgo: number, minutes: number) => new Date(istMidnight(daysAgo).getTime() + minutes * 60_000);

type TTree = { stations: string[]; pumps: string[]; nozzles: string[]; creditor: string };

async function business(tenant: TestTenant): Promise<TTree> {
  // Credit sales name a creditor (docs/decisions/015): one of no station, with the largest limit.
  const tree: TTree = { stations: [], pumps: [], nozzles: [], creditor: (await createCreditor(t.handle.db, tenant.id, { creditLimit: '9999999.00' })).id };
  for (const s of [0, 1]) {
    const station = await createStation(t.handle.db, tenant.id, { name: `Rollup ${s} ${Math.random().toString(36).slice(2, 8)}` });
    tree.stations.push(station.id);
    for (const fuelType of ['petrol', 'diesel'] as const) {
      await createPrice(t.handle.db, tenant.id, station.id, { fuelType, price: fuelType === 'petrol' ? '102.47' : '89.63', validFrom: new Date(Date.now() - 60 * DAY) });
    }
    for (const p of [0, 1]) {
      const pump = await createPump(t.handle.db, tenant.id, station.id, { name: `Pump ${p}` });
      tree.pumps.push(pump.id);
      const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: p === 0 ? 'petrol' : 'diesel', openingReading: '1000.000' });
      tree.nozzles.push(nozzle.id);
    }
  }
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.stations[0]!);
  return tree;
}

const METHODS: TPaymentMethod[] = ['cash', 'upi', 'card', 'credit'];

/** Readings over ten days, some right around midnight IST, then voids and corrections. */
async function history(tenant: TestTenant, tree: TTree, seed: number) {
  for (const [n, nozzleId] of tree.nozzles.entries()) {
    let value = 1000;
    const times = [at(9, 600), at(7, 1439), at(6, 0), at(4, 720), at(2, 1430), at(1, 5), at(0, 1)].filter((d) => d.getTime() < Date.now() - 60_000);
    for (const [i, when] of times.entries()) {
      value += 3.117 + ((n * 7 + i * 13 + seed) % 11) * 1.333;
      const paymentMethod = METHODS[(n + i + seed) % 4]!;
      await recordReading(t.app, tenant.owner, { nozzleId, reading: value.toFixed(3), recordedAt: when, paymentMethod, ...(paymentMethod === 'credit' ? { creditorId: tree.creditor } : {}) });
    }
  }
  const latest = async (nozzleId: string) =>
    json(await as(t.app, tenant.owner).get(`/nozzle-readings?nozzleId=${nozzleId}&limit=1&includeVoided=false`)).data.items[0];
  // Nozzle 0: void the latest, then correct the new latest's value.
  const v = await latest(tree.nozzles[0]!);
  expect((await as(t.app, tenant.owner).post(`/nozzle-readings/${v.id}/void`, { reason: 'test void' })).statusCode).toBe(200);
  const c = await latest(tree.nozzles[0]!);
  expect((await as(t.app, tenant.owner).put(`/nozzle-readings/${c.id}`, { reading: c.reading + 2.5, reason: 'value' })).statusCode).toBe(200);
  // Nozzle 1: move the latest reading back across midnight IST (00:01 today → 23:58 yesterday), then change its method.
  const m = await latest(tree.nozzles[1]!);
  const back = new Date(istMidnight(0).getTime() - 2 * 60_000);
  if (new Date(m.recordedAt).getTime() > back.getTime()) {
    expect((await as(t.app, tenant.owner).put(`/nozzle-readings/${m.id}`, { recordedAt: back.toISOString() })).statusCode).toBe(200);
  }
  const flip = m.paymentMethod === 'credit' ? { paymentMethod: 'cash' } : { paymentMethod: 'credit', creditorId: tree.creditor };
  expect((await as(t.app, tenant.owner).put(`/nozzle-readings/${m.id}`, flip)).statusCode).toBe(200);
  // Nozzle 2: void the latest twice in a row (two days lose a reading), then one more reading today.
  for (let k = 0; k < 2; k++) {
    const x = await latest(tree.nozzles[2]!);
    expect((await as(t.app, tenant.owner).post(`/nozzle-readings/${x.id}/void`, { reason: 'twice' })).statusCode).toBe(200);
  }
  const y = await latest(tree.nozzles[2]!);
  await recordReading(t.app, tenant.owner, { nozzleId: tree.nozzles[2]!, reading: (y.reading + 4.321).toFixed(3), paymentMethod: 'credit', creditorId: tree.creditor });
  // Nozzle 3: correct value, time (forward across midnight IST) and method at once.
  const z = await latest(tree.nozzles[3]!);
  const forward = new Date(Math.min(Date.now() - 60_000, istMidnight(0).getTime() + 3 * 60_000));
  expect(
    (await as(t.app, tenant.owner).put(`/nozzle-readings/${z.id}`, { reading: z.reading + 0.001, recordedAt: forward.toISOString(), paymentMethod: 'upi' })).statusCode,
  ).toBe(200);
}

let trees: { tenant: TestTenant; tree: TTree }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  b = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  trees = [
    { tenant: a, tree: await business(a) },
    { tenant: b, tree: await business(b) },
  ];
  await history(a, trees[0]!.tree, 0);
  await history(b, trees[1]!.tree, 5);
  // Two closed days of tenant A's first station (docs/decisions/024): their sales are posted in every summary.
  await withPlatform(t.handle.db, (tx) =>
    tx.execute(sql`insert into station_day_closures (tenant_id, station_id, business_day)
      values (${a.id}, ${trees[0]!.tree.stations[0]!}, ${ymd(at(1, 0))}::date), (${a.id}, ${trees[0]!.tree.stations[0]!}, ${ymd(at(7, 0))}::date)`),
  );
});
afterAll(() => t.close());

const ymd = (d: Date) => new Date(d.getTime() + IST).toISOString().slice(0, 10);

function filters(tree: TTree): TReadingFilter[] {
  const days = [ymd(at(9, 0)), ymd(at(7, 0)), ymd(at(6, 0)), ymd(at(1, 0)), ymd(at(0, 0))];
  const base: TReadingFilter[] = [
    {},
    { stationId: tree.stations[0] },
    { stationId: tree.stations[1] },
    { pumpId: tree.pumps[1] },
    { nozzleId: tree.nozzles[0] },
    { nozzleId: tree.nozzles[1] },
    { nozzleId: tree.nozzles[2] },
    { nozzleId: tree.nozzles[3] },
    { fuelType: 'diesel' },
    ...METHODS.map((paymentMethod) => ({ paymentMethod })),
    { period: 'today' },
    { period: 'week' },
    { period: 'all' },
    { fromDay: days[3], toDay: days[3] },
    { fromDay: days[4] },
    { toDay: days[1] },
    { fromDay: days[1], toDay: days[2] },
    { fromDay: days[0], toDay: days[4], stationId: tree.stations[1], paymentMethod: 'credit' },
    { period: 'week', stationId: tree.stations[0], fuelType: 'petrol' },
    { period: 'today', paymentMethod: 'upi' },
    { fromDay: '2020-01-01', toDay: '2020-01-31' },
  ];
  return base.flatMap((f) => [{ ...f, includeVoided: false }, { ...f, includeVoided: true }]);
}

describe('reading_daily_totals', () => {
  it('gives, for every filter and role, exactly the raw aggregate (sums and counts as strings)', async () => {
    let compared = 0;
    for (const { tenant, tree } of trees) {
      for (const user of [tenant.owner, tenant.attendant]) {
        const scope: TScope = { tenantId: tenant.id, userId: user.id, role: user.role };
        // The other tenant's station ids too: nothing of theirs is counted.
        const other = trees.find((x) => x.tenant !== tenant)!.tree;
        for (const filter of [...filters(tree), ...filters(other).slice(2, 4)]) {
          expect(mapsToTotals(filter)).toBe(true);
          const stationGrain = !filter.nozzleId && !filter.pumpId;
          const [raw, byNozzle, byStation, auto] = await withTenant(t.handle.db, tenant.id, async (tx) => [
            await summarizeReadings(tx, scope, filter),
            await summarizeFromTotals(tx, scope, filter, 'nozzle'),
            stationGrain ? await summarizeFromTotals(tx, scope, filter, 'station') : undefined,
            await summarizeFromTotals(tx, scope, filter),
          ]);
          expect({ filter, role: user.role, ...byNozzle }).toEqual({ filter, role: user.role, ...raw });
          if (byStation) expect({ filter, role: user.role, ...byStation }).toEqual({ filter, role: user.role, ...raw });
          expect(auto).toEqual(raw);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('has non-trivial figures: voids, credit and today are present', async () => {
    const scope: TScope = { tenantId: a.id, userId: a.owner.id, role: 'owner' };
    const [all, live, credit] = await withTenant(t.handle.db, a.id, async (tx) => [
      await summarizeFromTotals(tx, scope, { includeVoided: true }),
      await summarizeFromTotals(tx, scope, {}),
      await summarizeFromTotals(tx, scope, { paymentMethod: 'credit' }),
    ]);
    expect(all.total - live.total).toBe(3);
    expect(Number(credit.creditAmount)).toBeGreaterThan(0);
    // Some sales are posted (the closed days), not all.
    expect(Number(live.postedAmount)).toBeGreaterThan(0);
    expect(Number(live.postedAmount)).toBeLessThan(Number(live.amount));
    expect(live.today).toBeGreaterThan(0);
  });

  it('stores, row for row at both grains, what a rebuild from the readings gives (zero rows aside)', async () => {
    const grains = [
      { table: 'reading_daily_totals', keys: 'nozzle_id, payment_method, pump_id, station_id, fuel_type' },
      { table: 'reading_daily_station_totals', keys: 'station_id, fuel_type, payment_method' },
    ];
    for (const g of grains) {
      const keys = sql.raw(g.keys);
      const rows = await withPlatform(t.handle.db, async (tx) => {
        const result = await tx.execute(sql`
          with rebuilt as (
            select r.tenant_id, (r.recorded_at at time zone tn.time_zone)::date as business_day, ${sql.raw(g.keys.replace(/(\w+)/g, 'r.$1'))},
              count(*)::int as readings_count, (count(*) filter (where r.status = 'recorded'))::int as live_count,
              coalesce(sum(r.amount) filter (where r.status = 'recorded'), 0)::numeric(16,2) as live_amount,
              coalesce(sum(r.volume) filter (where r.status = 'recorded'), 0)::numeric(16,3) as live_volume
            from nozzle_readings r join tenants tn on tn.id = r.tenant_id
            where r.tenant_id in (${a.id}, ${b.id}) group by 1, 2, ${keys}),
          kept as (
            select tenant_id, business_day, ${keys}, readings_count, live_count, live_amount, live_volume
            from ${sql.raw(g.table)} where tenant_id in (${a.id}, ${b.id}) and readings_count > 0)
          select 'missing' as side, * from (select * from rebuilt except select * from kept) x
          union all select 'extra', * from (select * from kept except select * from rebuilt) y`);
        return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      });
      expect({ table: g.table, rows }).toEqual({ table: g.table, rows: [] });
    }
  });

  it('serves the list summaries of readings and sales from the rollups, the same as the raw aggregate', async () => {
    const { tree } = trees[0]!;
    const day = ymd(at(1, 0));
    const sales = json(await as(t.app, a.owner).get(`/sales?limit=5&startDate=${ymd(at(7, 0))}&endDate=${day}&stationId=${tree.stations[0]}`)).data;
    const readings = json(await as(t.app, a.attendant).get(`/nozzle-readings?limit=5&includeVoided=true&period=week`)).data;
    const scope = (role: 'owner' | 'attendant'): TScope => ({ tenantId: a.id, userId: a[role].id, role });
    const [s, r] = await withTenant(t.handle.db, a.id, async (tx) => [
      await summarizeReadings(tx, scope('owner'), { fromDay: ymd(at(7, 0)), toDay: day, stationId: tree.stations[0] }),
      await summarizeReadings(tx, scope('attendant'), { includeVoided: true, period: 'week' }),
    ]);
    expect(sales.total).toBe(s.total);
    expect(sales.summary).toEqual({ totalSales: Number(s.amount), totalVolume: Number(s.volume), creditSales: Number(s.creditAmount), postedSales: Number(s.postedAmount), count: s.total });
    expect(Number(s.postedAmount)).toBeGreaterThan(0);
    expect(readings.total).toBe(r.total);
    expect(readings.summary).toEqual({ totalReadings: r.total, todayReadings: r.today, weekReadings: r.week, totalRevenue: Number(r.amount), totalVolume: Number(r.volume) });
  });
});
