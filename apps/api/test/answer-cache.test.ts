import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { MSG } from '@forecourt/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, json, type TestApp } from './harness';
import { as, assignStation, createPrice, createStationTree, createTenant, recordReading, type TestTenant } from './factories';
import { withTenant } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';

/**
 * Kept list answers (docs/decisions/038, http/answer-cache.ts): a repeated list is answered from the kept
 * copy only while the tenant's change mark and business day are those it was kept under. Every way data
 * can change — a write through the API, a write made directly in the database inside or outside any
 * tenant — shows in the very next answer; a kept answer is never given to another caller, and the
 * caller check of every request still runs.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let nozzles: string[];
let stations: string[];

const stats = () => t.app.answerCache!.stats();

/** Runs `fn` and returns how the kept answers counted it (hits, stale, misses). */
async function counted<T>(fn: () => Promise<T>): Promise<{ out: T; hits: number; stale: number; misses: number }> {
  const before = stats();
  const out = await fn();
  const after = stats();
  return { out, hits: after.hits - before.hits, stale: after.stale - before.stale, misses: after.misses - before.misses };
}

/** A write made directly in the database with the triggers off (as a superuser): it raises no mark. */
async function unmarked(statement: ReturnType<typeof sql>) {
  await t.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/** The headers a client sees, without those that differ on every answer. */
function stableHeaders(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...rest } = res.headers;
  return rest;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  stations = [];
  nozzles = [];
  for (let i = 0; i < 2; i++) {
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', validFrom: new Date(Date.now() - 86_400_000) });
    stations.push(tree.station.id);
    nozzles.push(tree.pumps[0]!.nozzles[0]!.id);
  }
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, stations[0]!);
  await recordReading(t.app, tenant.owner, { nozzleId: nozzles[0]!, reading: 1100 });
  await recordReading(t.app, tenant.owner, { nozzleId: nozzles[1]!, reading: 1200 });
});
afterAll(() => t.close());

describe('kept list answers', () => {
  it('a repeated list is answered from the kept copy: the same body and headers', async () => {
    const owner = as(t.app, tenant.owner);
    for (const url of ['/stations', '/nozzle-readings?limit=10', '/sales?limit=10']) {
      const first = await counted(() => owner.get(url));
      expect(first.out.statusCode).toBe(200);
      expect(first.misses).toBe(1);
      const second = await counted(() => owner.get(url));
      expect(second.hits, url).toBe(1);
      expect(second.out.body).toBe(first.out.body);
      expect(stableHeaders(second.out)).toEqual(stableHeaders(first.out));
      expect(second.out.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('a different query is a different answer', async () => {
    const owner = as(t.app, tenant.owner);
    const ten = json(await owner.get('/nozzle-readings?limit=10')).data.items.length;
    const one = await counted(() => owner.get('/nozzle-readings?limit=1'));
    expect(one.hits).toBe(0);
    expect(json(one.out).data.items).toHaveLength(1);
    expect(ten).toBe(2);
  });

  it('a reading recorded through the API is in the next answer', async () => {
    const owner = as(t.app, tenant.owner);
    await owner.get('/nozzle-readings?limit=10');
    await owner.get('/sales?limit=10');
    const before = json(await owner.get('/nozzle-readings?limit=10'));
    await recordReading(t.app, tenant.owner, { nozzleId: nozzles[0]!, reading: 1150 });
    const after = await counted(() => owner.get('/nozzle-readings?limit=10'));
    expect(after.hits).toBe(0);
    expect(after.stale).toBe(1);
    const body = json(after.out);
    expect(body.data.items[0].reading).toBe(1150);
    expect(body.data.summary.totalReadings).toBe(before.data.summary.totalReadings + 1);
    const sales = await counted(() => owner.get('/sales?limit=10'));
    expect(sales.hits).toBe(0);
    expect(json(sales.out).data.items.some((s: { volume: number }) => s.volume === 50)).toBe(true);
  });

  it('a write made in the database outside any tenant (an operator, a migration) is in the next answer', async () => {
    const owner = as(t.app, tenant.owner);
    await owner.get('/stations');
    expect((await counted(() => owner.get('/stations'))).hits).toBe(1);
    await t.handle.db.execute(sql`update stations set name = 'Renamed outside the API' where id = ${stations[1]!}`);
    const after = await counted(() => owner.get('/stations'));
    expect(after.hits).toBe(0);
    expect(json(after.out).data.items.map((s: { name: string }) => s.name)).toContain('Renamed outside the API');
  });

  it("a write made in the database inside the tenant is in the next answer; another tenant's write leaves it kept", async () => {
    const owner = as(t.app, tenant.owner);
    await owner.get('/stations');
    await createStationTree(t.handle.db, other.id, { pumps: 1, nozzlesPerPump: 1 });
    expect((await counted(() => owner.get('/stations'))).hits).toBe(1);
    await withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update stations set name = 'Renamed in the tenant' where id = ${stations[1]!}`));
    const after = await counted(() => owner.get('/stations'));
    expect(after.hits).toBe(0);
    expect(json(after.out).data.items.map((s: { name: string }) => s.name)).toContain('Renamed in the tenant');
  });

  it('a write that is rolled back leaves the answer as it was', async () => {
    const owner = as(t.app, tenant.owner);
    const kept = (await owner.get('/stations')).body;
    await expect(
      withTenant(t.handle.db, tenant.id, async (tx) => {
        await tx.execute(sql`update stations set name = 'Never committed' where id = ${stations[1]!}`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const again = await owner.get('/stations');
    expect(again.body).toBe(kept);
    expect(again.body).not.toContain('Never committed');
  });

  it('a kept answer is never given to another caller: the attendant sees their station only, another tenant its own', async () => {
    const owner = as(t.app, tenant.owner);
    await owner.get('/nozzle-readings?limit=10');
    const mine = json(await owner.get('/nozzle-readings?limit=10')).data.items.map((r: { stationId: string }) => r.stationId);
    expect(new Set(mine)).toEqual(new Set(stations));
    const attendant = await counted(() => as(t.app, tenant.attendant).get('/nozzle-readings?limit=10'));
    expect(attendant.hits).toBe(0);
    expect(new Set(json(attendant.out).data.items.map((r: { stationId: string }) => r.stationId))).toEqual(new Set([stations[0]]));
    const stranger = await counted(() => as(t.app, other.owner).get('/nozzle-readings?limit=10'));
    expect(stranger.hits).toBe(0);
    expect(json(stranger.out).data.items).toEqual([]);
  });

  it('the caller check still runs on a kept answer: an inactive, deleted or re-roled user and a suspended or cancelled tenant are refused at once', async () => {
    const manager = as(t.app, tenant.manager);
    await manager.get('/sales?limit=10');
    expect((await counted(() => manager.get('/sales?limit=10'))).hits).toBe(1);
    // With the triggers off, the mark stays as it was: only the check can refuse.
    await unmarked(sql`update users set status = 'inactive' where id = ${tenant.manager.id}`);
    const refused = await manager.get('/sales?limit=10');
    expect(refused.statusCode).toBe(401);
    await unmarked(sql`update users set status = 'active' where id = ${tenant.manager.id}`);
    expect((await manager.get('/sales?limit=10')).statusCode).toBe(200);
    // A changed role and a deleted account: refused as on any request.
    await unmarked(sql`update users set role = 'attendant' where id = ${tenant.manager.id}`);
    expect((await manager.get('/sales?limit=10')).statusCode).toBe(401);
    await unmarked(sql`update users set role = 'manager' where id = ${tenant.manager.id}`);
    await unmarked(sql`update users set deleted_at = now() where id = ${tenant.manager.id}`);
    expect((await manager.get('/sales?limit=10')).statusCode).toBe(401);
    await unmarked(sql`update users set deleted_at = null where id = ${tenant.manager.id}`);
    expect((await counted(() => manager.get('/sales?limit=10'))).hits).toBe(1);
    for (const [status, message] of [
      ['suspended', MSG.tenantSuspended],
      ['cancelled', MSG.tenantCancelled],
    ] as const) {
      await unmarked(sql`update tenants set status = ${status} where id = ${tenant.id}`);
      try {
        const refused = await manager.get('/sales?limit=10');
        expect(refused.statusCode).toBe(403);
        expect(json(refused)).toMatchObject({ code: 'TENANT_SUSPENDED', message });
      } finally {
        await unmarked(sql`update tenants set status = 'active' where id = ${tenant.id}`);
      }
    }
  });

  it("the tenant's business day is part of the mark: a new day is a new answer even with no write", async () => {
    const owner = as(t.app, tenant.owner);
    // 25 hours apart: the two zones are never on the same calendar day.
    await unmarked(sql`update tenants set time_zone = 'Pacific/Kiritimati' where id = ${tenant.id}`);
    await owner.get('/stations');
    expect((await counted(() => owner.get('/stations'))).hits).toBe(1);
    await unmarked(sql`update tenants set time_zone = 'Pacific/Pago_Pago' where id = ${tenant.id}`);
    try {
      const after = await counted(() => owner.get('/stations'));
      expect(after.hits).toBe(0);
      expect(after.stale).toBe(1);
    } finally {
      await unmarked(sql`update tenants set time_zone = 'Asia/Kolkata' where id = ${tenant.id}`);
    }
  });

  it('a kept answer goes out compressed as a computed one does, from the copy encoded once', async () => {
    const owner = as(t.app, tenant.owner);
    // A page big enough to be compressed (1 KB or more).
    for (let i = 1; i <= 6; i++) await recordReading(t.app, tenant.owner, { nozzleId: nozzles[1]!, reading: 1200 + 10 * i });
    const get = () => t.app.inject({ method: 'GET', url: '/api/v1/nozzle-readings?limit=10', headers: { authorization: `Bearer ${tenant.owner.token}`, 'accept-encoding': 'br' } });
    const computed = await get();
    expect(computed.headers['content-encoding']).toBe('br');
    const kept = await counted(get);
    const again = await counted(get);
    expect([kept.hits, again.hits]).toEqual([1, 1]);
    for (const res of [kept.out, again.out]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(stableHeaders(res)).toEqual(stableHeaders(computed));
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(brotliDecompressSync(computed.rawPayload).toString());
    }
    const plain = await owner.get('/nozzle-readings?limit=10');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(brotliDecompressSync(computed.rawPayload).toString());
  });

  it('only answers of 200 are kept (a refused query is not)', async () => {
    const owner = as(t.app, tenant.owner);
    const bad = await owner.get('/nozzle-readings?limit=0');
    expect(bad.statusCode).toBe(400);
    const again = await counted(() => owner.get('/nozzle-readings?limit=0'));
    expect(again.out.statusCode).toBe(400);
    expect(again.hits + again.misses).toBe(0);
  });
});

describe('the change marks in the database', () => {
  it('every table an answer may read raises the mark on every kind of write (a new table must add the trigger)', async () => {
    const rows = resultRows<{ table: string; triggered: boolean }>(
      await t.handle.db.execute(sql`
        select c.relname as "table",
               exists (select 1 from pg_trigger g join pg_proc p on p.oid = g.tgfoid
                        where g.tgrelid = c.oid and p.proname = 'fc_mark_answers' and g.tgenabled = 'O'
                          and (g.tgtype & 1) = 0                -- FOR EACH STATEMENT
                          and (g.tgtype & (4 | 8 | 16 | 32)) = (4 | 8 | 16 | 32)) as triggered  -- INSERT, DELETE, UPDATE, TRUNCATE
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p')
         order by 1`),
    );
    // What no answer reads: the marks themselves, sign-in sessions, the job runner's bookkeeping.
    const unmarkedTables = new Set(['answer_marks', 'answer_global_marks', 'refresh_tokens', 'job_runs']);
    expect(rows.length).toBeGreaterThan(30);
    const missing = rows.filter((r) => !unmarkedTables.has(r.table) && !r.triggered).map((r) => r.table);
    expect(missing).toEqual([]);
    expect(rows.filter((r) => unmarkedTables.has(r.table) && r.triggered)).toEqual([]);
    // One definition everywhere: the WHEN that spares the trigger's call once the transaction is marked.
    // It is one function call: PostgreSQL re-reads a WHEN from its text at every statement (drizzle/0031).
    const definitions = resultRows<{ def: string }>(
      await t.handle.db.execute(sql`
        select replace(pg_get_triggerdef(g.oid), g.tgrelid::regclass::text, 'T') as def
          from pg_trigger g join pg_proc p on p.oid = g.tgfoid where p.proname = 'fc_mark_answers'`),
    );
    expect(new Set(definitions.map((d) => d.def))).toEqual(
      new Set([
        'CREATE TRIGGER fc_mark_answers AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.T FOR EACH STATEMENT ' +
          'WHEN (fc_answers_unmarked()) ' +
          'EXECUTE FUNCTION fc_mark_answers()',
      ]),
    );
  });

  it("a tenant's mark moves with its own writes and the global ones, not with another tenant's", async () => {
    const mark = async (tenantId: string) =>
      resultRows<{ mark: string }>(await withTenant(t.handle.db, tenantId, (tx) => tx.execute(sql`select fc_answer_mark(${tenantId}::uuid) as mark`)))[0]!.mark;
    const start = await mark(tenant.id);
    expect(start).toMatch(/^\d+\/\d{4}-\d{2}-\d{2}$/);
    await withTenant(t.handle.db, other.id, (tx) => tx.execute(sql`update stations set name = name where tenant_id = ${other.id}`));
    expect(await mark(tenant.id)).toBe(start);
    await withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update stations set name = name where tenant_id = ${tenant.id}`));
    const own = await mark(tenant.id);
    expect(Number(own.split('/')[0])).toBe(Number(start.split('/')[0]) + 1);
    await t.handle.db.execute(sql`update plans set name = name where false`);
    expect(Number((await mark(tenant.id)).split('/')[0])).toBe(Number(own.split('/')[0]) + 1);
  });
});
