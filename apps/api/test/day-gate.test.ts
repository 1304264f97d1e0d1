import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DAY_MSG } from '@forecourt/shared';
import { createTestApp, bearer, type TestApp } from './harness';
import { assignStation, createCreditor, createPrice, recordCreditPayment, createStationTree, createTank, createTenant, recordReading, type TestTenant } from './factories';
import { withPlatform } from '../src/db/tenant';
import { DAY_WRITES, type TDayFixture, type TDayWrite } from './day-gate-table';

let t: TestApp;
let tenant: TestTenant;
let fx: TDayFixture;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
  const nozzleId = tree.pumps[0]!.nozzles[0]!.id;
  await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol' });
  await createTank(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', capacity: '20000.000', stock: '10000.000' });
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.station.id);
  await recordReading(t.app, tenant.owner, { nozzleId, reading: 100 });
  const latest = await recordReading(t.app, tenant.owner, { nozzleId, reading: 150 });
  let value = 200;
  const creditor = await createCreditor(t.handle.db, tenant.id, { stationId: tree.station.id });
  const payment = await recordCreditPayment(t.app, tenant.owner, creditor.id, 99);
  fx = { stationId: tree.station.id, nozzleId, readingId: latest.id, nextReading: () => (value += 10), creditorId: creditor.id, paymentId: payment.id };
});
afterAll(() => t.close());

/** Closes (or reopens) the fixture station's business day of today, in the tenant's zone, directly in the database. */
async function setToday(closed: boolean): Promise<void> {
  await withPlatform(t.handle.db, async (tx) => {
    if (closed) {
      await tx.execute(sql`insert into station_day_closures (tenant_id, station_id, business_day, notes)
        select ${tenant.id}, ${fx.stationId}, (now() at time zone tn.time_zone)::date, 'closed by the day-gate walk'
        from tenants tn where tn.id = ${tenant.id}`);
    } else {
      await tx.execute(sql`delete from station_day_closures where tenant_id = ${tenant.id} and station_id = ${fx.stationId}`);
    }
  });
}

/** What a refused write must leave as it was. */
async function footprint(): Promise<string> {
  const rows = await withPlatform(t.handle.db, (tx) =>
    tx.execute(sql`select
      (select count(*) from nozzle_readings where tenant_id = ${tenant.id})::int as readings,
      (select string_agg(id::text || status || coalesce(notes, ''), ',' order by id) from nozzle_readings where tenant_id = ${tenant.id}) as states,
      (select count(*) from inventory_movements where tenant_id = ${tenant.id})::int as movements,
      (select string_agg(stock::text, ',' order by fuel_type) from fuel_tanks where tenant_id = ${tenant.id}) as stock,
      (select count(*) from audit_log where tenant_id = ${tenant.id})::int as audits`),
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return JSON.stringify(list[0]);
}

const entries = () =>
  Object.entries(DAY_WRITES)
    .filter((e): e is [string, TDayWrite] => 'lands' in e[1])
    .sort((a, b) => a[1].order - b[1].order);

describe('the one gate of a station business day', () => {
  it('classifies every mutating route: it lands in a station day (and is walked) or says why not', () => {
    const registered = t.app.apiRoutes.filter((r) => MUTATING.has(r.method)).map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((k) => !(k in DAY_WRITES)), 'mutating routes missing from test/day-gate-table.ts').toEqual([]);
    expect(Object.keys(DAY_WRITES).filter((k) => !registered.includes(k)), 'rows for routes that no longer exist').toEqual([]);
  });

  it('refuses every write into a closed day with 409 DAY_CLOSED, storing nothing; the same writes succeed once it is open', async () => {
    await setToday(true);
    const before = await footprint();
    for (const [key, entry] of entries()) {
      const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const { url, payload, as } = entry.lands(fx);
      const res = await t.app.inject({ method, url, headers: bearer(tenant[as ?? 'owner'].token), payload });
      expect({ key, status: res.statusCode, body: res.json() }).toMatchObject({
        key,
        status: 409,
        body: { success: false, code: 'DAY_CLOSED', message: DAY_MSG.dayClosed },
      });
    }
    expect(await footprint()).toBe(before);

    await setToday(false);
    for (const [key, entry] of entries()) {
      const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const { url, payload, as } = entry.lands(fx);
      const res = await t.app.inject({ method, url, headers: bearer(tenant[as ?? 'owner'].token), payload });
      expect({ key, status: res.statusCode < 300 ? 'ok' : `${res.statusCode} ${res.body}` }).toEqual({ key, status: 'ok' });
    }
    expect(await footprint()).not.toBe(before);
  });
});
