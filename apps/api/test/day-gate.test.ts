import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DAY_MSG } from '@forecourt/shared';
import { createTestApp, bearer, type TestApp } from './harness';
import { assignStation, createCreditor, createPrice, recordCreditPayment, createStationTree, createTank, createTenant, recordReading, uploadDipChart, type TestTenant } from './factories';
import { withPlatform } from '../src/db/tenant';
import { DAY_WRITES, type TDayFixture, type TDayWrite } from './day-gate-table';

let t: TestApp;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type TWalk = { tenant: TestTenant; fx: TDayFixture };

/** A tenant (in `zone`, when given, before any data exists) with everything the walk's writes need, landing in today. */
async function setUpWalk(zone?: string): Promise<TWalk> {
  const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  if (zone) await setZone(tenant.id, zone);
  const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
  const nozzleId = tree.pumps[0]!.nozzles[0]!.id;
  await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', validFrom: new Date(Date.now() - 3 * 86_400_000) });
  const tank = await createTank(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', capacity: '20000.000', stock: '10000.000' });
  await uploadDipChart(t.app, tenant.owner, tank.id, 'Dip_Value,Dip_Volume\n0,0\n200,20000\n');
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.station.id);
  await recordReading(t.app, tenant.owner, { nozzleId, reading: 100 });
  const latest = await recordReading(t.app, tenant.owner, { nozzleId, reading: 150 });
  let value = 200;
  const creditor = await createCreditor(t.handle.db, tenant.id, { stationId: tree.station.id });
  const payment = await recordCreditPayment(t.app, tenant.owner, creditor.id, 99);
  return {
    tenant,
    fx: { stationId: tree.station.id, tankId: tank.id, nozzleId, readingId: latest.id, nextReading: () => (value += 10), creditorId: creditor.id, paymentId: payment.id },
  };
}

async function setZone(tenantId: string, zone: string): Promise<void> {
  await withPlatform(t.handle.db, (tx) => tx.execute(sql`update tenants set time_zone = ${zone} where id = ${tenantId}`));
}

let walk: TWalk;

beforeAll(async () => {
  t = await createTestApp();
  walk = await setUpWalk();
});
afterAll(() => t.close());

/** Closes (or reopens) the fixture station's business day of today, in the tenant's zone, directly in the database. */
async function setToday({ tenant, fx }: TWalk, closed: boolean): Promise<void> {
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
async function footprint({ tenant }: TWalk): Promise<string> {
  const rows = await withPlatform(t.handle.db, (tx) =>
    tx.execute(sql`select
      (select count(*) from nozzle_readings where tenant_id = ${tenant.id})::int as readings,
      (select string_agg(id::text || status || coalesce(notes, ''), ',' order by id) from nozzle_readings where tenant_id = ${tenant.id}) as states,
      (select count(*) from inventory_movements where tenant_id = ${tenant.id})::int as movements,
      (select string_agg(stock::text, ',' order by fuel_type) from fuel_tanks where tenant_id = ${tenant.id}) as stock,
      (select count(*) from cash_reports where tenant_id = ${tenant.id})::int as cash_reports,
      (select count(*) from credit_payments where tenant_id = ${tenant.id})::int as payments,
      (select count(*) from audit_log where tenant_id = ${tenant.id})::int as audits`),
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return JSON.stringify(list[0]);
}

const entries = () =>
  Object.entries(DAY_WRITES)
    .filter((e): e is [string, TDayWrite] => 'lands' in e[1])
    .sort((a, b) => a[1].order - b[1].order);

/** Every `lands` route of the table against the walk's today: each refused with 409 DAY_CLOSED, nothing stored. */
async function expectAllRefused(w: TWalk): Promise<string> {
  const before = await footprint(w);
  for (const [key, entry] of entries()) {
    const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const { url, payload, as } = entry.lands(w.fx);
    const res = await t.app.inject({ method, url, headers: bearer(w.tenant[as ?? 'owner'].token), payload });
    expect({ key, status: res.statusCode, body: res.json() }).toMatchObject({
      key,
      status: 409,
      body: { success: false, code: 'DAY_CLOSED', message: DAY_MSG.dayClosed },
    });
  }
  expect(await footprint(w)).toBe(before);
  return before;
}

/** The same routes once the day is open again: each succeeds (so the refusals came from the gate, not from a bad request). */
async function expectAllPass(w: TWalk, before: string): Promise<void> {
  for (const [key, entry] of entries()) {
    const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const { url, payload, as } = entry.lands(w.fx);
    const res = await t.app.inject({ method, url, headers: bearer(w.tenant[as ?? 'owner'].token), payload });
    expect({ key, status: res.statusCode < 300 ? 'ok' : `${res.statusCode} ${res.body}` }).toEqual({ key, status: 'ok' });
  }
  expect(await footprint(w)).not.toBe(before);
}

describe('the one gate of a station business day', () => {
  it('classifies every mutating route: it lands in a station day (and is walked) or says why not', () => {
    const registered = t.app.apiRoutes.filter((r) => MUTATING.has(r.method)).map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((k) => !(k in DAY_WRITES)), 'mutating routes missing from test/day-gate-table.ts').toEqual([]);
    expect(Object.keys(DAY_WRITES).filter((k) => !registered.includes(k)), 'rows for routes that no longer exist').toEqual([]);
  });

  it('refuses every write into a day closed in the database with 409 DAY_CLOSED, storing nothing; the same writes succeed once it is open', async () => {
    await setToday(walk, true);
    const before = await expectAllRefused(walk);
    await setToday(walk, false);
    await expectAllPass(walk, before);
  });

  it('refuses every write into a day closed through the API (POST /reconciliation), and passes them once reopened (DELETE /reconciliation/records/{id})', async () => {
    // The API closes only a day that has ended, and the walk's writes land in today. So this tenant lives
    // at UTC−12 (its data made there), and for the close only, its zone moves to UTC+14: there, the walk's
    // today has ended (UTC+14 is always one or two calendar days ahead of UTC−12). Back at UTC−12, the
    // walk writes into the day the API closed.
    const w = await setUpWalk('Etc/GMT+12');
    const [row] = (await withPlatform(t.handle.db, (tx) => tx.execute(sql`select fc_tenant_today(${w.tenant.id}::uuid)::text as day`)).then((r) =>
      Array.isArray(r) ? r : (r as { rows: unknown[] }).rows,
    )) as Array<{ day: string }>;
    const walkDay = row!.day;

    const owner = { headers: bearer(w.tenant.owner.token) };
    const open = await t.app.inject({ method: 'POST', url: '/api/v1/reconciliation', ...owner, payload: { stationId: w.fx.stationId, date: walkDay } });
    expect(open.json().code, 'today cannot be closed').toBe('DAY_NOT_ENDED');

    await setZone(w.tenant.id, 'Etc/GMT-14');
    const close = await t.app.inject({ method: 'POST', url: '/api/v1/reconciliation', ...owner, payload: { stationId: w.fx.stationId, date: walkDay, notes: 'closed by the day-gate walk' } });
    await setZone(w.tenant.id, 'Etc/GMT+12');
    expect(close.statusCode, close.body).toBe(201);
    const recordId = close.json().data.id as string;

    const before = await expectAllRefused(w);
    const reopen = await t.app.inject({ method: 'DELETE', url: `/api/v1/reconciliation/records/${recordId}`, ...owner, payload: { reason: 'the day-gate walk' } });
    expect(reopen.statusCode, reopen.body).toBe(200);
    await expectAllPass(w, before);
  });
});
