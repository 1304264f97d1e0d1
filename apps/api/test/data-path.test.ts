import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCESS, DAY_MSG, MSG, READING_MSG, type TRole } from '@forecourt/shared';
import { createTestApp, bearer, type TestApp } from './harness';
import { as, createCreditor, createPrice, recordCreditPayment, createStationTree, createTank, createTenant, recordReading, type TestTenant } from './factories';
import { EXPECTED_ACCESS } from './role-table';
import { DAY_WRITES, type TDayFixture } from './day-gate-table';
import { withPlatform } from '../src/db/tenant';
import { tenants, users } from '../src/db/schema';
import { resultRows } from '../src/db/sql-fragments';

/**
 * The data path of issue 8 (docs/decisions/013-one-write-path.md) seen from the API: replays of a
 * client-chosen reading id, the day gate on both days a correction touches, and the caller check that
 * runs inside every request's transaction (a suspended tenant or a disabled user is refused at once, on
 * every route).
 */
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

/** A station with one petrol nozzle (opening 1000), a price and a tank; returns the ids. */
async function nozzleFixture(of: TestTenant = tenant) {
  const tree = await createStationTree(t.handle.db, of.id, { pumps: 1, nozzlesPerPump: 1 });
  await createPrice(t.handle.db, of.id, tree.station.id, { fuelType: 'petrol', validFrom: new Date(Date.now() - 3 * 86_400_000) });
  const tank = await createTank(t.handle.db, of.id, tree.station.id, { fuelType: 'petrol', capacity: '20000.000', stock: '10000.000' });
  return { stationId: tree.station.id, nozzleId: tree.pumps[0]!.nozzles[0]!.id, tankId: tank.id };
}

/** Everything a reading write touches, for one tenant: a refused or replayed write must leave it as it was. */
async function footprint(tenantId: string): Promise<string> {
  const rows = await withPlatform(t.handle.db, (tx) =>
    tx.execute(sql`select
      (select count(*) from nozzle_readings where tenant_id = ${tenantId})::int as readings,
      (select string_agg(id::text || ':' || reading::text || ':' || status || ':' || coalesce(notes, '') || ':' || recorded_at::text, ',' order by id)
         from nozzle_readings where tenant_id = ${tenantId}) as states,
      (select count(*) from inventory_movements where tenant_id = ${tenantId})::int as movements,
      (select string_agg(stock::text, ',' order by station_id, fuel_type) from fuel_tanks where tenant_id = ${tenantId}) as stock,
      (select string_agg(readings_count || '/' || live_amount::text, ',' order by nozzle_id, payment_method)
         from reading_running_totals where tenant_id = ${tenantId}) as running,
      (select string_agg(business_day || '/' || readings_count || '/' || live_amount::text, ',' order by station_id, business_day, fuel_type, payment_method)
         from reading_daily_station_totals where tenant_id = ${tenantId}) as daily,
      (select count(*) from audit_log where tenant_id = ${tenantId})::int as audits`),
  );
  return JSON.stringify(resultRows(rows)[0]);
}

describe('replays of a client-chosen reading id', () => {
  it('answers the same id with the same body with the stored reading (200) and stores nothing new', async () => {
    const { nozzleId } = await nozzleFixture();
    const id = randomUUID();
    const body = { id, nozzleId, reading: 1012.345, paymentMethod: 'upi', notes: 'offline, sent twice' };
    const first = await as(t.app, tenant.owner).post('/nozzle-readings', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ id, reading: 1012.345, paymentMethod: 'upi', notes: 'offline, sent twice' });
    const after = await footprint(tenant.id);

    // The retry of a phone that never saw the answer; the same figures in another spelling are the same body.
    for (const again of [body, { ...body, reading: '1012.3450' }, { ...body, notes: '  offline, sent twice ' }]) {
      const replay = await as(t.app, tenant.owner).post('/nozzle-readings', again);
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json().data).toEqual(first.json().data);
    }
    expect(await footprint(tenant.id)).toBe(after);

    // A later reading does not stop the first from being replayed, and the replay does not move the chain.
    const later = await recordReading(t.app, tenant.owner, { nozzleId, reading: 1020 });
    expect(later.previousReading).toBe(1012.345);
    const stillAfter = await footprint(tenant.id);
    const replay = await as(t.app, tenant.owner).post('/nozzle-readings', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.id).toBe(id);
    expect(await footprint(tenant.id)).toBe(stillAfter);
  });

  it('refuses the same id with a different body with 409, changing nothing', async () => {
    const { nozzleId } = await nozzleFixture();
    const id = randomUUID();
    await recordReading(t.app, tenant.owner, { id, nozzleId, reading: 1100 });
    const before = await footprint(tenant.id);
    for (const other of [
      { id, nozzleId, reading: 1100.5 },
      { id, nozzleId, reading: 1100, paymentMethod: 'card' },
      { id, nozzleId, reading: 1100, notes: 'different' },
    ]) {
      const res = await as(t.app, tenant.owner).post('/nozzle-readings', other);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: READING_MSG.replayMismatch });
    }
    // An id the API chose itself (no client id) can never be replayed: it has no request fingerprint.
    const own = await recordReading(t.app, tenant.owner, { nozzleId, reading: 1200 });
    const mid = await footprint(tenant.id);
    const res = await as(t.app, tenant.owner).post('/nozzle-readings', { id: own.id, nozzleId, reading: 1200 });
    expect(res.statusCode).toBe(409);
    expect(await footprint(tenant.id)).toBe(mid);
    expect(before).not.toBe(mid);
  });

  it("takes an id another tenant already holds as it takes an unknown one: nothing revealed, their reading untouched", async () => {
    // Ids are unique within a tenant (primary key (tenant_id, id), docs/decisions/065): the answer for
    // another tenant's id is the answer for a fresh one, so it tells nothing of what that tenant holds.
    const other = await createTenant(t.app, t.handle.db);
    const mine = await nozzleFixture();
    const theirs = await nozzleFixture(other);
    const id = randomUUID();
    const stored = await recordReading(t.app, other.owner, { id, nozzleId: theirs.nozzleId, reading: 1050 });
    const theirsBefore = await footprint(other.id);
    // Their very body (their nozzle id): their nozzle is invisible here, as an unknown nozzle is.
    const same = await as(t.app, tenant.owner).post('/nozzle-readings', { id, nozzleId: theirs.nozzleId, reading: 1050 });
    const unknown = await as(t.app, tenant.owner).post('/nozzle-readings', { id: randomUUID(), nozzleId: theirs.nozzleId, reading: 1050 });
    expect([same.statusCode, same.json().message]).toEqual([unknown.statusCode, unknown.json().message]);
    expect(same.statusCode).toBe(404);
    // Our own nozzle: stored as ours under that id, 201 like any new reading, and replayable by us.
    const res = await as(t.app, tenant.owner).post('/nozzle-readings', { id, nozzleId: mine.nozzleId, reading: 1050 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ id, nozzleId: mine.nozzleId, reading: 1050 });
    expect(res.body).not.toContain(stored.stationName);
    const replay = await as(t.app, tenant.owner).post('/nozzle-readings', { id, nozzleId: mine.nozzleId, reading: 1050 });
    expect([replay.statusCode, replay.json().data.id]).toEqual([200, id]);
    // Their reading under the same id is theirs still, unchanged.
    expect(await footprint(other.id)).toBe(theirsBefore);
    const theirView = await as(t.app, other.owner).get(`/nozzle-readings/${id}`);
    expect(theirView.json().data).toMatchObject({ id, nozzleId: theirs.nozzleId, reading: 1050 });
  });

  it('stores one reading when the same submission arrives many times at once', async () => {
    const { nozzleId } = await nozzleFixture();
    const id = randomUUID();
    const body = { id, nozzleId, reading: 1333.333 };
    const answers = await Promise.all(Array.from({ length: 12 }, () => as(t.app, tenant.owner).post('/nozzle-readings', body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201), answers.map((a) => a.body).join('\n')).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 200)).toEqual([]);
    for (const a of answers) expect(a.json().data.id).toBe(id);
    const count = await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`select count(*)::int as n, count(*) filter (where kind = 'sale')::int as sales
        from inventory_movements m join nozzle_readings r on r.tenant_id = m.tenant_id and r.id = m.reading_id
        where r.tenant_id = ${tenant.id} and r.nozzle_id = ${nozzleId}`),
    );
    expect(resultRows<{ n: number; sales: number }>(count)[0]).toEqual({ n: 1, sales: 1 });
  });
});

describe('the day gate on a correction', () => {
  /** An instant on the tenant's business day `daysBack` days ago, at `hour` o'clock in its zone. */
  async function dayInstant(daysBack: number, hour: number): Promise<string> {
    const rows = await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`select to_char(((fc_tenant_today(${tenant.id}::uuid, ${daysBack}::int)::timestamp + make_interval(hours => ${hour}::int))
        at time zone tn.time_zone) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at from tenants tn where tn.id = ${tenant.id}`),
    );
    return resultRows<{ at: string }>(rows)[0]!.at;
  }
  async function setClosed(stationId: string, daysBack: number, closed: boolean) {
    await withPlatform(t.handle.db, (tx) =>
      closed
        ? tx.execute(sql`insert into station_day_closures (tenant_id, station_id, business_day, notes)
            values (${tenant.id}, ${stationId}, fc_tenant_today(${tenant.id}::uuid, ${daysBack}::int), 'closed by the test')`)
        : tx.execute(sql`delete from station_day_closures where tenant_id = ${tenant.id} and station_id = ${stationId}`),
    );
  }

  it('refuses a correction of a reading in a closed day, and one that would move a reading into a closed day', async () => {
    const { stationId, nozzleId } = await nozzleFixture();
    const yesterday = await recordReading(t.app, tenant.owner, { nozzleId, reading: 1100, recordedAt: await dayInstant(1, 9) });

    // The reading's own day is closed: no new value, time, method or notes.
    await setClosed(stationId, 1, true);
    let before = await footprint(tenant.id);
    for (const change of [{ reading: 1101, reason: 'misread' }, { paymentMethod: 'card' }, { notes: 'late note' }]) {
      const res = await as(t.app, tenant.owner).put(`/nozzle-readings/${yesterday.id}`, change);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DAY_CLOSED', message: DAY_MSG.dayClosed });
    }
    // Moving it out of the closed day into an open one is a write into the closed day too.
    const out = await as(t.app, tenant.owner).put(`/nozzle-readings/${yesterday.id}`, { recordedAt: new Date().toISOString() });
    expect(out.statusCode, out.body).toBe(409);
    expect(await footprint(tenant.id)).toBe(before);
    await setClosed(stationId, 1, false);

    // A reading of today moved back into a closed yesterday.
    const today = await recordReading(t.app, tenant.owner, { nozzleId, reading: 1150 });
    await setClosed(stationId, 1, true);
    before = await footprint(tenant.id);
    const back = await as(t.app, tenant.owner).put(`/nozzle-readings/${today.id}`, { recordedAt: await dayInstant(1, 20) });
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json().code).toBe('DAY_CLOSED');
    expect(await footprint(tenant.id)).toBe(before);

    // Both days open: the same correction goes through (the refusals came from the gate, not the request).
    await setClosed(stationId, 1, false);
    const ok = await as(t.app, tenant.owner).put(`/nozzle-readings/${today.id}`, { recordedAt: await dayInstant(1, 20) });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the caller check inside every request', () => {
  /** Concrete URL: path parameters become an unknown UUID (the guard answers before the route looks). */
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
  /** Every tenant route with the role of the fixture tenant that may call it. */
  const tenantRoutes = () =>
    t.app.apiRoutes.flatMap((r) => {
      const access = EXPECTED_ACCESS[`${r.method} ${r.url}`]!;
      const role = (['owner', 'manager', 'attendant'] as TRole[]).find((x) => ACCESS[access].includes(x));
      const method = r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      return access === 'public' || !role ? [] : [{ method, url: concrete(r.url), role, key: `${r.method} ${r.url}` }];
    });

  it('refuses a suspended tenant on every tenant route at once (403 TENANT_SUSPENDED), with tokens issued before', async () => {
    const victim = await createTenant(t.app, t.handle.db);
    const { stationId, nozzleId, tankId } = await nozzleFixture(victim);
    const latest = await recordReading(t.app, victim.owner, { nozzleId, reading: 1010 });
    let value = 1020;
    const creditor = await createCreditor(t.handle.db, victim.id, { stationId });
    const payment = await recordCreditPayment(t.app, victim.owner, creditor.id, 99);
    const fx: TDayFixture = { stationId, tankId, nozzleId, readingId: latest.id, nextReading: () => (value += 10), creditorId: creditor.id, paymentId: payment.id };
    // Tokens in hand and used once (so any cache of verified tokens is warm).
    expect((await as(t.app, victim.owner).get('/stations')).statusCode).toBe(200);
    await withPlatform(t.handle.db, (tx) => tx.update(tenants).set({ status: 'suspended' }).where(eq(tenants.id, victim.id)));
    const before = await footprint(victim.id);
    const failures: string[] = [];
    const routes = tenantRoutes();
    expect(routes.length).toBeGreaterThan(20);
    let refused = 0;
    for (const { method, url, role, key } of routes) {
      const user = victim[role as 'owner' | 'manager' | 'attendant'];
      // The writes of a station day get a body that would succeed (day-gate table); the rest an empty one,
      // which may only be refused as invalid (400, nothing done) before the request reaches the database.
      const write = DAY_WRITES[key];
      const request = write && 'lands' in write ? write.lands(fx) : { url, payload: method === 'GET' ? undefined : {} };
      const res = await t.app.inject({ method, url: request.url, headers: bearer(user.token), payload: request.payload });
      if (res.statusCode === 403 && res.json().code === 'TENANT_SUSPENDED' && res.json().message === MSG.tenantSuspended) refused++;
      else if (!(res.statusCode === 400 && res.json().code === 'VALIDATION' && !(write && 'lands' in write)))
        failures.push(`${method} ${url} as ${role}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(routes.length / 2);
    expect(await footprint(victim.id)).toBe(before);
  });

  it('refuses a disabled user on every tenant route at once (401), while the rest of the tenant works', async () => {
    const tenant2 = await createTenant(t.app, t.handle.db);
    expect((await as(t.app, tenant2.manager).get('/stations')).statusCode).toBe(200);
    await withPlatform(t.handle.db, (tx) =>
      tx.update(users).set({ status: 'inactive' }).where(eq(users.id, tenant2.manager.id)),
    );
    await withPlatform(t.handle.db, (tx) =>
      tx.update(users).set({ status: 'inactive' }).where(eq(users.id, tenant2.attendant.id)),
    );
    const failures: string[] = [];
    for (const { method, url, role } of tenantRoutes()) {
      const user = role === 'attendant' ? tenant2.attendant : tenant2.manager;
      if (role === 'owner') continue; // owner-only routes: the manager is refused by role already
      const res = await t.app.inject({ method, url, headers: bearer(user.token), payload: method === 'GET' ? undefined : {} });
      if (res.statusCode !== 401 && !(res.statusCode === 400 && res.json().code === 'VALIDATION')) failures.push(`${method} ${url} as ${user.role}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
    expect((await as(t.app, tenant2.owner).get('/stations')).statusCode).toBe(200);
  });
});

describe('reading writes at once', () => {
  it('gives every request of a burst its own answer: other tenants, refusals and replays in the same batch disturb nobody', async () => {
    const other = await createTenant(t.app, t.handle.db);
    const suspended = await createTenant(t.app, t.handle.db);
    const [a1, a2, b1, s1] = [await nozzleFixture(), await nozzleFixture(), await nozzleFixture(other), await nozzleFixture(suspended)];
    await withPlatform(t.handle.db, (tx) => tx.update(tenants).set({ status: 'suspended' }).where(eq(tenants.id, suspended.id)));
    await recordReading(t.app, tenant.owner, { nozzleId: a2.nozzleId, reading: 1005 });
    const replayId = randomUUID();
    const before = await footprint(suspended.id);
    const calls = [
      as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: a1.nozzleId, reading: 1010 }),
      as(t.app, other.owner).post('/nozzle-readings', { nozzleId: b1.nozzleId, reading: 1020 }),
      as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: a2.nozzleId, reading: 1 }), // below the previous 1005 → 422
      as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: b1.nozzleId, reading: 1030 }), // another tenant's nozzle → 404
      as(t.app, suspended.owner).post('/nozzle-readings', { nozzleId: s1.nozzleId, reading: 1040 }), // suspended → 403
      as(t.app, tenant.owner).post('/nozzle-readings', { id: replayId, nozzleId: a2.nozzleId, reading: 1050 }),
      as(t.app, tenant.owner).post('/nozzle-readings', { id: replayId, nozzleId: a2.nozzleId, reading: 1050 }),
      as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: a1.nozzleId, reading: 1060 }),
    ];
    const answers = await Promise.all(calls);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.slice(0, 5), answers.map((a) => a.body).join('\n')).toEqual([201, 201, 422, 404, 403]);
    expect([...statuses.slice(5, 7)].sort()).toEqual([200, 201]);
    expect(statuses[7]).toBe(201);
    expect(answers[0]!.json().data).toMatchObject({ nozzleId: a1.nozzleId, reading: 1010 });
    expect(answers[1]!.json().data).toMatchObject({ nozzleId: b1.nozzleId, reading: 1020 });
    expect(answers[2]!.json().code).toBe('READING_BELOW_PREVIOUS');
    expect(answers[5]!.json().data.id).toBe(replayId);
    expect(answers[6]!.json().data.id).toBe(replayId);
    // The chain of a1 holds across the burst: 1060 follows 1010.
    expect(answers[7]!.json().data).toMatchObject({ previousReading: 1010, volume: 50 });
    expect(await footprint(suspended.id)).toBe(before);
  });
});
