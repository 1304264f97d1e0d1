import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { compareDecimals, sumDecimals, volumeBetween } from '@forecourt/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDb, type DbHandle } from '../../db/client';
import { withPlatform } from '../../db/tenant';
import { resultRows } from '../../db/sql-fragments';
import { sql } from 'drizzle-orm';
import { nozzleReadings } from '../../db/schema';
import { testConfig } from '../../../test/harness';
import { as, createNozzle, createPrice, createPump, createStation, createTenant, type TestTenant } from '../../../test/factories';

/**
 * Readings of one nozzle are serialised by the nozzle's row lock, with the reading's time taken after
 * the lock. PGlite has a single connection and cannot show a race, so this runs on PostgreSQL only
 * (TEST_DATABASE_URL), with a pool large enough for the requests to really overlap.
 */
const target = inject('apiDb');
const onPostgres = target.driver === 'postgres';
/** One signing secret for every server of this file: a token of one is good at the other, as across a deployment's processes. */
const config = testConfig();

let handle: DbHandle;
let app: FastifyInstance;
let tenant: TestTenant;

beforeAll(async () => {
  if (!onPostgres) return;
  handle = await openDb({ driver: 'postgres', url: target.url, poolSize: 16 });
  app = await buildApp({ config, db: handle.db });
  await app.ready();
  tenant = await createTenant(app, handle.db);
});
afterAll(async () => {
  if (!onPostgres) return;
  await app.close();
  await handle.close();
});

describe('concurrent readings of one nozzle', () => {
  it.runIf(onPostgres)('PostgreSQL only: 60 concurrent submissions chain exactly (previous = the reading before, volumes sum to last − opening)', async () => {
    const station = await createStation(handle.db, tenant.id);
    const pump = await createPump(handle.db, tenant.id, station.id);
    const opening = '5000.000';
    const nozzle = await createNozzle(handle.db, tenant.id, pump.id, { openingReading: opening });
    await createPrice(handle.db, tenant.id, station.id, { price: '102.47', validFrom: new Date(Date.now() - 3_600_000) });

    // Increasing values with awkward decimals, fired together from both owner and manager.
    const values = Array.from({ length: 60 }, (_, i) => Number((5000 + (i + 1) * 12.345).toFixed(3)));
    const users = [tenant.owner, tenant.manager];
    const answers = await Promise.all(
      values.map((reading, i) => as(app, users[i % 2]!).post('/nozzle-readings', { nozzleId: nozzle.id, reading })),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 422), answers.map((a) => a.body).join('\n')).toEqual([]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) expect(refused.json().code).toBe('READING_BELOW_PREVIOUS');
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);

    const stored = await withPlatform(handle.db, (tx) =>
      tx
        .select()
        .from(nozzleReadings)
        .where(and(eq(nozzleReadings.tenantId, tenant.id), eq(nozzleReadings.nozzleId, nozzle.id)))
        .orderBy(asc(nozzleReadings.recordedAt), asc(nozzleReadings.id)),
    );
    expect(stored.length).toBe(statuses.filter((s) => s === 201).length);
    let previous = opening;
    for (const row of stored) {
      expect(row.previousReading).toBe(previous);
      expect(row.volume).toBe(volumeBetween(previous, row.reading));
      expect(compareDecimals(row.reading, row.previousReading)).toBeGreaterThanOrEqual(0);
      previous = row.reading;
    }
    expect(sumDecimals(stored.map((r) => r.volume), 3)).toBe(volumeBetween(opening, stored.at(-1)!.reading));
    // Every refused submission was below a stored reading, and its message names its own value and that one.
    const storedValues = new Set(stored.map((r) => r.reading));
    answers.forEach((a, i) => {
      if (a.statusCode !== 422) return;
      const m = /^Current reading \(([\d.]+) L\) cannot be less than previous reading \(([\d.]+) L\)$/.exec(a.json().message);
      expect(m, a.body).not.toBeNull();
      expect(Number(m![1])).toBe(values[i]);
      expect(Number(m![2])).toBeGreaterThan(values[i]!);
      expect(storedValues.has(Number(m![2]).toFixed(3)), 'the previous it names is a stored reading').toBe(true);
    });
    // And one refusal for certain, whatever the burst's order: a value below the last stored reading.
    const below = await as(app, tenant.owner).post('/nozzle-readings', { nozzleId: nozzle.id, reading: 5000.5 });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe(`Current reading (5000.5 L) cannot be less than previous reading (${Number(previous)} L)`);
  });

  it.runIf(onPostgres)(
    'PostgreSQL only: two servers writing at once on six nozzles of one station: every chain, rollup, ledger entry and the tank agree',
    async () => {
      // A second server with its own pool, writing at the same time as the first.
      if (target.driver !== 'postgres') return;
      const other = await openDb({ driver: 'postgres', url: target.url, poolSize: 16 });
      const otherApp = await buildApp({ config, db: other.db });
      await otherApp.ready();
      try {
        const station = await createStation(handle.db, tenant.id);
        const pump = await createPump(handle.db, tenant.id, station.id);
        const nozzles = [];
        for (let i = 0; i < 6; i++) nozzles.push((await createNozzle(handle.db, tenant.id, pump.id, { openingReading: `${(i + 1) * 1000}.000` })).id);
        await createPrice(handle.db, tenant.id, station.id, { price: '102.47', validFrom: new Date(Date.now() - 3_600_000) });

        // Each round, every nozzle gets one submission through each server, all at once: one of the two may
        // be refused as below the other (422); the stored ones must chain whatever the order.
        const statuses: number[] = [];
        for (let round = 1; round <= 15; round++) {
          const answers = await Promise.all(
            nozzles.flatMap((nozzle, i) => [
              as(app, tenant.owner).post('/nozzle-readings', { nozzleId: nozzle, reading: (i + 1) * 1000 + round * 10 + 1.125 }),
              as(otherApp, tenant.manager).post('/nozzle-readings', { nozzleId: nozzle, reading: (i + 1) * 1000 + round * 10 + 3.5 }),
            ]),
          );
          for (const a of answers) {
            expect([201, 422], a.body).toContain(a.statusCode);
            statuses.push(a.statusCode);
          }
        }
        expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(15 * 6);

        const rows = async (query: ReturnType<typeof sql>) => resultRows<Record<string, string>>(await withPlatform(handle.db, (tx) => tx.execute(query)));
        const stored = await rows(sql`select nozzle_id, reading::text, previous_reading::text, volume::text, amount::text from nozzle_readings
          where station_id = ${station.id} order by nozzle_id, recorded_at, id`);
        expect(stored.length).toBe(statuses.filter((s) => s === 201).length);
        for (const [i, nozzle] of nozzles.entries()) {
          let previous = `${(i + 1) * 1000}.000`;
          for (const row of stored.filter((r) => r.nozzle_id === nozzle)) {
            expect(row.previous_reading).toBe(previous);
            expect(row.volume).toBe(volumeBetween(previous, row.reading!));
            previous = row.reading!;
          }
        }
        const volume = sumDecimals(stored.map((r) => r.volume!), 3);
        const amount = sumDecimals(stored.map((r) => r.amount!), 2);
        // The rollups, the ledger and the tank hold the same sums as the readings.
        const [sums] = await rows(sql`select
            (select sum(live_volume)::text from reading_daily_station_totals where station_id = ${station.id}) as station_day,
            (select sum(live_amount)::text from reading_daily_station_totals where station_id = ${station.id}) as station_day_amount,
            (select sum(live_volume)::text from reading_daily_totals where station_id = ${station.id}) as nozzle_day,
            (select sum(live_volume)::text from reading_running_totals where station_id = ${station.id}) as nozzle_running,
            (select (-sum(quantity))::text from inventory_movements where station_id = ${station.id} and kind = 'sale') as ledger,
            (select count(*)::text from inventory_movements where station_id = ${station.id} and kind = 'sale') as movements,
            (select (-stock)::text from fuel_tanks where station_id = ${station.id} and fuel_type = 'petrol') as tank`);
        expect(sums).toEqual({
          station_day: volume,
          station_day_amount: amount,
          nozzle_day: volume,
          nozzle_running: volume,
          ledger: volume,
          movements: String(stored.length),
          tank: volume,
        });
      } finally {
        await otherApp.close();
        await other.close();
      }
    },
  );
});
