import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withTenant } from '../src/db/tenant';
import { batchedReadingWrite, readingWriteStats, type TReadingWriteItem } from '../src/db/write-batch';
import { batchStation, createItem, sendBatch } from './reading-batches';
import { createTestApp, openTestDb, secondInstance, type TestApp } from './harness';
import { as, createNozzle, signIn, createPrice, createPump, createStation, createTank, createTenant, recordReading, type TestTenant } from './factories';
import { resultRows } from '../src/db/sql-fragments';
import { STATION_RUNNING } from './station-running';

/**
 * docs/decisions/040: the creates of one batch book their effects (nozzle and station rollups, tank, ledger,
 * no-readings alerts) together at the batch's end. Each batch here is sent as ONE statement, exactly as
 * db/write-batch.ts sends it, so its make-up is known.
 */
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

type TAnswer = { ok?: { reading: { id: string; volume: string; amount: string }; tank: Record<string, unknown> | null }; error?: { code: string; message: string } };

const batch = (items: TReadingWriteItem[]) => sendBatch<TAnswer>(t.handle.db, items);

const create = (owner: TestTenant['owner'], nozzle: string, reading: string, payment = 'cash', id: string = randomUUID()) =>
  createItem(owner, nozzle, reading, { payment, id });

/** A station with petrol nozzles p1, p2 and a diesel nozzle d1 (test/reading-batches.ts). */
const station = (of: TestTenant = tenant) => batchStation(t.handle.db, of.id);

type TRow = Record<string, any>;

/** The rows of a drizzle `execute` result. */

async function stationRows(tenantId: string, stationId: string) {
  return withTenant(t.handle.db, tenantId, async (tx) => {
    const rows = (query: SQL) => tx.execute(query).then(resultRows);
    return {
      day: await rows(sql`select fuel_type, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from reading_daily_station_totals where station_id = ${stationId} order by fuel_type, payment_method`),
      running: await rows(sql`select fuel_type, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from ${STATION_RUNNING} where station_id = ${stationId} order by fuel_type, payment_method`),
      tanks: await rows(sql`select fuel_type, stock::text from fuel_tanks where station_id = ${stationId} order by fuel_type`),
      moves: await rows(sql`select kind, quantity::text, reading_id from inventory_movements
        where station_id = ${stationId} and reading_id is not null order by created_at, quantity`),
      nozzleDay: await rows(sql`select nozzle_id, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from reading_daily_totals where station_id = ${stationId} order by nozzle_id, payment_method`),
      nozzleRunning: await rows(sql`select nozzle_id, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from reading_running_totals where station_id = ${stationId} order by nozzle_id, payment_method`),
    };
  });
}

describe('a batch books its creates’ rollups, tanks, ledger and alerts once, at its end (decision 040)', () => {
  it('gives each reading the tank as it stood after it, in the batch’s order, and the rollups and ledger their sums', async () => {
    const s = await station();
    await createTank(t.handle.db, tenant.id, s.id, { fuelType: 'petrol', capacity: '20000.000', minimumLevel: '1000.000', stock: '10000.000' });
    const items = [create(tenant.owner, s.p1, '1010'), create(tenant.owner, s.p2, '2005.5'), create(tenant.owner, s.d1, '520'), create(tenant.owner, s.p1, '1012.25', 'card')];
    const answers = await batch(items);
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined, undefined, undefined]);
    const petrol = { stationId: s.id, fuelType: 'petrol', capacity: '20000.000', minimumLevel: '1000.000', isSetUp: true };
    expect(answers.map((a) => a.ok!.tank)).toEqual([
      { ...petrol, stockBefore: '10000.000', stock: '9990.000' },
      { ...petrol, stockBefore: '9990.000', stock: '9984.500' },
      // No diesel tank yet: the first movement makes it (not set up, no capacity or minimum).
      { stationId: s.id, fuelType: 'diesel', capacity: null, minimumLevel: null, isSetUp: false, stockBefore: '0.000', stock: '-20.000' },
      { ...petrol, stockBefore: '9984.500', stock: '9982.250' },
    ]);
    expect(answers.map((a) => [a.ok!.reading.volume, a.ok!.reading.amount])).toEqual([
      ['10.000', '1000.00'],
      ['5.500', '550.00'],
      ['20.000', '1800.00'],
      ['2.250', '225.00'],
    ]);
    const rows = await stationRows(tenant.id, s.id);
    const sums = [
      { fuel_type: 'diesel', payment_method: 'cash', readings_count: 1, live_count: 1, live_amount: '1800.00', live_volume: '20.000' },
      { fuel_type: 'petrol', payment_method: 'card', readings_count: 1, live_count: 1, live_amount: '225.00', live_volume: '2.250' },
      { fuel_type: 'petrol', payment_method: 'cash', readings_count: 2, live_count: 2, live_amount: '1550.00', live_volume: '15.500' },
    ];
    expect(rows.day).toEqual(sums);
    expect(rows.running).toEqual(sums);
    expect(rows.tanks).toEqual([
      { fuel_type: 'diesel', stock: '-20.000' },
      { fuel_type: 'petrol', stock: '9982.250' },
    ]);
    // Each nozzle's own rollups, per payment method.
    const perNozzle = [
      [s.p1, 'card', 1, '225.00', '2.250'],
      [s.p1, 'cash', 1, '1000.00', '10.000'],
      [s.p2, 'cash', 1, '550.00', '5.500'],
      [s.d1, 'cash', 1, '1800.00', '20.000'],
    ]
      .map(([nozzle_id, payment_method, n, live_amount, live_volume]) => ({ nozzle_id, payment_method, readings_count: n, live_count: n, live_amount, live_volume }))
      .sort((a, b) => `${a.nozzle_id}${a.payment_method}`.localeCompare(`${b.nozzle_id}${b.payment_method}`));
    expect(rows.nozzleDay).toEqual(perNozzle);
    expect(rows.nozzleRunning).toEqual(perNozzle);
    // One sale movement per reading, with its own quantity.
    expect(rows.moves.map((m) => [m.kind, m.quantity, m.reading_id]).sort()).toEqual(
      answers.map((a, i) => ['sale', `-${['10.000', '5.500', '20.000', '2.250'][i]}`, a.ok!.reading.id]).sort(),
    );
  });

  it('books nothing for an item that is refused, and the items around it are stored', async () => {
    const s = await station();
    const answers = await batch([create(tenant.owner, s.p1, '1020'), create(tenant.owner, s.p2, '1'), create(tenant.owner, s.d1, '530')]);
    expect(answers[0]!.ok).toBeTruthy();
    expect(answers[1]!.error?.message).toMatch(/BELOW_PREVIOUS/);
    expect(answers[2]!.ok).toBeTruthy();
    const rows = await stationRows(tenant.id, s.id);
    expect(rows.running.map((r) => [r.fuel_type, r.readings_count, r.live_volume])).toEqual([
      ['diesel', 1, '30.000'],
      ['petrol', 1, '20.000'],
    ]);
    expect(rows.tanks).toEqual([
      { fuel_type: 'diesel', stock: '-30.000' },
      { fuel_type: 'petrol', stock: '-20.000' },
    ]);
    expect(rows.moves).toHaveLength(2);
  });

  it('books what it deferred before a void in the same batch: a void of a reading made earlier in it finds its rows', async () => {
    const s = await station();
    await createTank(t.handle.db, tenant.id, s.id, { fuelType: 'petrol', stock: '500.000' });
    const id = randomUUID();
    const answers = await batch([
      create(tenant.owner, s.p1, '1010', 'cash', id),
      { op: 'void', tenant: tenant.id, actor: tenant.owner.id, role: 'owner', id, reason: 'Typed on the wrong nozzle' },
      create(tenant.owner, s.p2, '2001'),
    ]);
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined, undefined]);
    expect(answers.map((a) => [a.ok!.tank!.stockBefore, a.ok!.tank!.stock])).toEqual([
      ['500.000', '490.000'],
      ['490.000', '500.000'],
      ['500.000', '499.000'],
    ]);
    const rows = await stationRows(tenant.id, s.id);
    expect(rows.day).toEqual([
      { fuel_type: 'petrol', payment_method: 'cash', readings_count: 2, live_count: 1, live_amount: '100.00', live_volume: '1.000' },
    ]);
    expect(rows.running).toEqual(rows.day);
    expect(rows.tanks).toEqual([{ fuel_type: 'petrol', stock: '499.000' }]);
    expect(rows.moves.map((m) => [m.kind, m.quantity]).sort()).toEqual([
      ['sale', '-1.000'],
      ['sale', '-10.000'],
      ['void', '10.000'],
    ]);
  });

  it('resolves the no-readings alert of each nozzle the batch read, and only those', async () => {
    const s = await station();
    const subjects = [s.p1, s.p2, s.d1];
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`insert into alerts (id, tenant_id, type, title, message, priority, station_id, subject)
        select fc_uuid7(), ${tenant.id}, 'no_readings_24h', 'No readings', 'No readings for 24 hours', 'medium', ${s.id}, subject
          from unnest(array[${subjects[0]}, ${subjects[1]}, ${subjects[2]}]::text[]) subject`),
    );
    const answers = await batch([create(tenant.owner, s.p1, '1003'), create(tenant.owner, s.d1, '501')]);
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined]);
    const alerts = await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`select subject, active, resolved_at is not null as resolved from alerts where station_id = ${s.id} and type = 'no_readings_24h'`),
    );
    const bySubject = Object.fromEntries(resultRows(alerts).map((a) => [a.subject, [a.active, a.resolved]]));
    expect(bySubject).toEqual({ [s.p1]: [false, true], [s.p2]: [true, false], [s.d1]: [false, true] });
  });

  it('books each tenant’s rows under its own tenant: two tenants in one batch', async () => {
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await station();
    const theirs = await station(other);
    const answers = await batch([create(tenant.owner, mine.p1, '1004'), create(other.owner, theirs.p1, '1007'), create(tenant.owner, mine.p2, '2002')]);
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined, undefined]);
    expect((await stationRows(tenant.id, mine.id)).running).toEqual([
      { fuel_type: 'petrol', payment_method: 'cash', readings_count: 2, live_count: 2, live_amount: '600.00', live_volume: '6.000' },
    ]);
    expect((await stationRows(other.id, theirs.id)).running).toEqual([
      { fuel_type: 'petrol', payment_method: 'cash', readings_count: 1, live_count: 1, live_amount: '700.00', live_volume: '7.000' },
    ]);
    // Row security held: neither tenant sees the other's station rows.
    expect((await stationRows(tenant.id, theirs.id)).running).toEqual([]);
  });

  it('when the booking fails for the whole batch, sends each item again alone: the error lands on its own reading', async () => {
    const db = t.handle.db;
    // A tank at the column's minimum after the largest meter value the schema takes, at ₹0.01 a litre.
    const full = await createStation(db, tenant.id);
    const pump = await createPump(db, tenant.id, full.id);
    const first = await createNozzle(db, tenant.id, pump.id, { fuelType: 'diesel', openingReading: '0' });
    const diesel = await createNozzle(db, tenant.id, pump.id, { fuelType: 'diesel', openingReading: '0' });
    await createPrice(db, tenant.id, full.id, { fuelType: 'diesel', price: '0.01' });
    await recordReading(t.app, tenant.owner, { nozzleId: first.id, reading: '99999999999.999' });
    const a = await station();
    const b = await station();
    const c = await station();
    const before = readingWriteStats(db);
    // On PostgreSQL the first goes alone, the second goes behind it on the pipelined connection (two
    // writers: half of them is one) and the last two wait for the pipeline and go together (docs/decisions/045);
    // on PGlite the four, submitted in one turn of the event loop, go together (docs/decisions/052).
    const results = await Promise.allSettled([
      batchedReadingWrite(db, create(tenant.owner, a.p1, '1001')),
      batchedReadingWrite(db, create(tenant.owner, b.p1, '1002')),
      batchedReadingWrite(db, create(tenant.owner, c.p1, '1003')),
      batchedReadingWrite(db, create(tenant.owner, diesel.id, '1')),
    ]);
    const after = readingWriteStats(db);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ code: '22003' });
    // The batch refused as a whole was sent once together, then each of its items again alone. PostgreSQL:
    // the first, the second, the pair (refused), each of the pair. PGlite: the four (refused), each of the four.
    const sent = { batches: after.batches - before.batches, items: after.items - before.items };
    expect(sent).toEqual(inject('apiDb').driver === 'postgres' ? { batches: 5, items: 6 } : { batches: 5, items: 8 });
    for (const s of [a, b, c]) expect((await stationRows(tenant.id, s.id)).running.map((r) => r.readings_count)).toEqual([1]);
    const stored = await withTenant(db, tenant.id, (tx) => tx.execute(sql`select count(*)::int as n from nozzle_readings where nozzle_id = ${diesel.id}`));
    expect(resultRows(stored)[0]).toEqual({ n: 0 });
  });

  it('when the database never answered, rejects every item of the batch with that error and sends none again', async () => {
    // A handle whose connection is gone: whether a batch committed cannot be known, so nothing is resent.
    const gone = await openTestDb();
    await gone.close();
    const before = readingWriteStats(gone.db);
    const results = await Promise.allSettled([
      batchedReadingWrite(gone.db, create(tenant.owner, randomUUID(), '1')),
      batchedReadingWrite(gone.db, create(tenant.owner, randomUUID(), '2')),
      batchedReadingWrite(gone.db, create(tenant.owner, randomUUID(), '3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const after = readingWriteStats(gone.db);
    // Each item was sent once (alone or with others): none again.
    expect(after.items - before.items).toBe(3);
    expect(after.batches - before.batches).toBeLessThanOrEqual(3);
  });

  it.runIf(inject('apiDb').driver === 'postgres')(
    'PostgreSQL only: two API instances batching on one station at once, with voids and a stock update among them, keep every chain, rollup and the ledger exact',
    async () => {
      const second = await secondInstance(t);
      try {
        const s = await station();
        const pump = await createPump(t.handle.db, tenant.id, s.id);
        const more = [];
        for (let i = 0; i < 3; i++) more.push((await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol', openingReading: '0' })).id);
        const nozzles = [s.p1, s.p2, s.d1, ...more];
        // Each instance signs its own tokens: the owner signs in on both.
        const owners = [tenant.owner, { token: await signIn(second.app, tenant.owner.email) }];
        const apps = [t.app, second.app];
        const before = readingWriteStats(t.handle.db);
        const on = (i: number) => as(apps[i % 2]!, owners[i % 2]!);
        // Each instance writes every nozzle, so the two fight for the same nozzle locks and the same tank.
        const creates = Array.from({ length: 60 }, (_, i) => ({
          i,
          body: { nozzleId: nozzles[i % nozzles.length]!, reading: 2000 + Math.floor(i / nozzles.length) * 3.125 + (i % 2) * 0.5 },
        }));
        const first = await Promise.all(creates.slice(0, 20).map((c) => on(c.i).post('/nozzle-readings', c.body)));
        const voidable = first.filter((a) => a.statusCode === 201).map((a) => a.json().data.id as string);
        const answers = await Promise.all([
          ...creates.slice(20).map((c) => on(c.i).post('/nozzle-readings', c.body)),
          ...voidable.slice(0, 4).map((id, i) => on(i).post(`/nozzle-readings/${id}/void`, { reason: 'Race test' })),
          on(1).post('/inventory/update', { stationId: s.id, fuelType: 'petrol', newStock: 50_000 }),
        ]);
        const statuses = [...first, ...answers].map((a) => a.statusCode);
        // Refusals only by a reading's own rules (a value below one that won the race, a void of a reading no
        // longer the latest); never a server error.
        expect(statuses.filter((code) => ![200, 201, 409, 422].includes(code)), [...first, ...answers].map((a) => a.body).join('\n')).toEqual([]);
        expect(statuses.filter((code) => code === 201).length).toBeGreaterThan(10);
        // The first instance really batched: fewer statements than the writes they carried.
        const after = readingWriteStats(t.handle.db);
        expect(after.batches - before.batches).toBeLessThan(after.items - before.items);

        const wrong = await withTenant(t.handle.db, tenant.id, async (tx) => {
          const rows = (query: SQL) => tx.execute(query).then(resultRows);
          return {
            // Each nozzle's live readings chain from its opening, and every volume is its rise.
            chains: await rows(sql`select r.id from (
                select r.*, lag(r.reading) over (partition by r.nozzle_id order by r.recorded_at, r.id) as before, n.opening_reading
                  from nozzle_readings r join nozzles n on n.id = r.nozzle_id
                 where r.station_id = ${s.id} and r.status = 'recorded') r
              where r.previous_reading <> coalesce(r.before, r.opening_reading) or r.volume <> r.reading - r.previous_reading`),
            // The station's running rollups are the sums of its readings.
            rollups: await rows(sql`select * from (
                select fuel_type, payment_method, count(*)::int as n, count(*) filter (where status = 'recorded')::int as live,
                       coalesce(sum(amount) filter (where status = 'recorded'), 0) as amount, coalesce(sum(volume) filter (where status = 'recorded'), 0) as volume
                  from nozzle_readings where station_id = ${s.id} group by 1, 2) r
              full join (select * from ${STATION_RUNNING} where station_id = ${s.id}) d
                on d.fuel_type = r.fuel_type and d.payment_method = r.payment_method
              where d.readings_count is distinct from r.n or d.live_count is distinct from r.live
                 or d.live_amount is distinct from r.amount or d.live_volume is distinct from r.volume`),
            // Each tank's stock is the sum of its ledger, and every reading has its sale movement.
            tanks: await rows(sql`select t.fuel_type from fuel_tanks t
              where t.station_id = ${s.id} and t.stock <> (select sum(m.quantity) from inventory_movements m
                where m.station_id = t.station_id and m.fuel_type = t.fuel_type)`),
            unbooked: await rows(sql`select r.id from nozzle_readings r where r.station_id = ${s.id}
              and (select count(*) from inventory_movements m where m.reading_id = r.id and m.kind = 'sale') <> 1`),
          };
        });
        expect(wrong).toEqual({ chains: [], rollups: [], tanks: [], unbooked: [] });
      } finally {
        await second.close();
      }
    },
  );
});
