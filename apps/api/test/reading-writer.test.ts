import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { volumeBetween } from '@forecourt/shared';
import { writerConnectionOf } from '../src/db/client';
import { withPlatform, withTenant } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';
import { batchedReadingWrite, readingWriteStats } from '../src/db/write-batch';
import { createItem } from './reading-batches';
import { WRITER_APPLICATION_NAME } from '../src/db/writer-connection';
import { createTestApp, openTestDb, type TestApp } from './harness';
import { createNozzle, createPrice, createPump, createStation, createTenant, type TestTenant } from './factories';
import { STATION_RUNNING } from './station-running';

/**
 * docs/decisions/045: the reading writes of a process go through one connection; on PostgreSQL it is
 * pipelined, so a batch can wait behind the one running. Writers in a closed loop (each sends its next
 * reading when the last is answered, as the bench's connections do) must see every chain, rollup and tank
 * exact, whichever batch each reading travelled in.
 */
const onPostgres = inject('apiDb').driver === 'postgres';
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

const create = (nozzle: string, reading: string) => createItem(tenant.owner, nozzle, reading);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(t.handle.db, tenant.id, async (tx) => resultRows<T>(await tx.execute(query)));
}

describe('the reading writer (decision 045)', () => {
  it('ten writers in a closed loop on one station: batches go behind the running one on PostgreSQL, never more than two at once, and every chain, rollup and the tank are exact', async () => {
    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const nozzles: string[] = [];
    for (let i = 0; i < 10; i++) nozzles.push((await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol', openingReading: '1000' })).id);
    await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'petrol', price: '100.00', validFrom: new Date(Date.now() - 86_400_000) });
    const before = readingWriteStats(t.handle.db);
    const rounds = 12;
    await Promise.all(
      nozzles.map(async (nozzle, n) => {
        for (let r = 1; r <= rounds; r++) await batchedReadingWrite(t.handle.db, create(nozzle, (1000 + r * (n + 1) * 1.25).toFixed(3)));
      }),
    );
    const after = readingWriteStats(t.handle.db);
    expect(after.items - before.items).toBe(nozzles.length * rounds);
    expect(after.batches - before.batches, 'batches carried several writes').toBeLessThan(after.items - before.items);
    if (onPostgres) {
      expect(after.pipelined - before.pipelined, 'some batches went behind a running one').toBeGreaterThan(0);
      expect(after.mostOutstanding).toBe(2);
    } else {
      expect(after.pipelined).toBe(0);
      expect(after.mostOutstanding).toBe(1);
    }

    const stored = await rows<{ nozzle_id: string; reading: string; previous_reading: string; volume: string; amount: string }>(
      sql`select nozzle_id, reading::text, previous_reading::text, volume::text, amount::text from nozzle_readings
        where station_id = ${station.id} order by nozzle_id, recorded_at, id`,
    );
    expect(stored).toHaveLength(nozzles.length * rounds);
    let litres = 0;
    for (const [n, nozzle] of nozzles.entries()) {
      const chain = stored.filter((row) => row.nozzle_id === nozzle);
      expect(chain.map((row) => Number(row.reading))).toEqual(Array.from({ length: rounds }, (_, r) => 1000 + (r + 1) * (n + 1) * 1.25));
      let previous = '1000.000';
      for (const row of chain) {
        expect(row.previous_reading).toBe(previous);
        expect(row.volume).toBe(volumeBetween(previous, row.reading));
        litres += Number(row.volume);
        previous = row.reading;
      }
    }
    const [running] = await rows<{ readings_count: number; live_volume: string }>(
      sql`select readings_count, live_volume::text from ${STATION_RUNNING} where station_id = ${station.id}`,
    );
    expect(running).toEqual({ readings_count: nozzles.length * rounds, live_volume: litres.toFixed(3) });
    const [tank] = await rows<{ stock: string; moved: string }>(
      sql`select t.stock::text, (select sum(m.quantity)::text from inventory_movements m where m.station_id = t.station_id and m.fuel_type = t.fuel_type) as moved
        from fuel_tanks t where t.station_id = ${station.id} and t.fuel_type = 'petrol'`,
    );
    expect(tank!.stock).toBe(tank!.moved);
    expect(Number(tank!.stock)).toBe(-litres);
  });

  it.runIf(onPostgres)('PostgreSQL only: the pool and the writer open their connections with JIT off (decision 048)', async () => {
    const handle = await openTestDb();
    try {
      const [pooled] = resultRows<{ jit: string }>(await handle.db.execute(sql`select current_setting('jit') as jit`));
      const [written] = await writerConnectionOf(handle.db)!.query<{ jit: string }>('fc_test_jit', "select current_setting('jit') as jit", []);
      expect([pooled, written]).toEqual([{ jit: 'off' }, { jit: 'off' }]);
    } finally {
      await handle.close();
    }
  });

  it.runIf(onPostgres)('PostgreSQL only: one connection of its own, named in pg_stat_activity, closed with its handle', async () => {
    const handle = await openTestDb();
    const writer = writerConnectionOf(handle.db)!;
    expect(writer.isOpen).toBe(false);
    const station = await createStation(handle.db, tenant.id);
    const pump = await createPump(handle.db, tenant.id, station.id);
    const nozzle = (await createNozzle(handle.db, tenant.id, pump.id, { openingReading: '0' })).id;
    await createPrice(handle.db, tenant.id, station.id, {});
    await batchedReadingWrite(handle.db, create(nozzle, '10'));
    const pid = writer.backendPid!;
    expect(pid).toBeGreaterThan(0);
    const named = async () =>
      resultRows<{ name: string }>(
        await withPlatform(t.handle.db, (tx) => tx.execute(sql`select application_name as name from pg_stat_activity where pid = ${pid}`)),
      );
    expect(await named()).toEqual([{ name: WRITER_APPLICATION_NAME }]);
    await handle.close();
    expect(writer.isOpen).toBe(false);
    // The server notices the goodbye a moment after the client sent it.
    for (let i = 0; i < 50 && (await named()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await named()).toEqual([]);
    await expect(batchedReadingWrite(handle.db, create(nozzle, '20'))).rejects.toThrow('The database handle is closed.');
  });

  it.runIf(onPostgres)('PostgreSQL only: a lost writer connection is forgotten and the next write opens a new one', async () => {
    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const nozzle = (await createNozzle(t.handle.db, tenant.id, pump.id, { openingReading: '0' })).id;
    await createPrice(t.handle.db, tenant.id, station.id, {});
    const writer = writerConnectionOf(t.handle.db)!;
    await batchedReadingWrite(t.handle.db, create(nozzle, '10'));
    const lost = writer.backendPid!;
    // As an operator would, from a connection of the server's own user.
    const operator = new pg.Client({ connectionString: (inject('apiDb') as { url: string }).url });
    await operator.connect();
    try {
      expect((await operator.query('select pg_terminate_backend($1) as ended', [lost])).rows).toEqual([{ ended: true }]);
    } finally {
      await operator.end();
    }
    for (let i = 0; i < 50 && writer.isOpen; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writer.isOpen, 'the lost connection was forgotten').toBe(false);
    const answer = await batchedReadingWrite<{ reading: { reading: string } }>(t.handle.db, create(nozzle, '20'));
    expect(answer.reading.reading).toBe('20.000');
    expect(writer.backendPid).not.toBe(lost);
  });
});
