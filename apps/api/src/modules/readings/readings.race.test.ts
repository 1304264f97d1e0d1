import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { READING_MSG, compareDecimals, sumDecimals, volumeBetween } from '@forecourt/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDb, type DbHandle } from '../../db/client';
import { withPlatform } from '../../db/tenant';
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

let handle: DbHandle;
let app: FastifyInstance;
let tenant: TestTenant;

beforeAll(async () => {
  if (!onPostgres) return;
  handle = await openDb({ driver: 'postgres', url: target.url, poolSize: 16 });
  app = await buildApp({ config: testConfig(), db: handle.db });
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
    // A refused submission's message names the values.
    const refused = answers.find((a) => a.statusCode === 422);
    if (refused) expect(refused.json().message).toMatch(/^Current reading \(\d+(\.\d+)? L\) cannot be less than previous reading/);
    expect(READING_MSG.belowPrevious('1', '2')).toContain('cannot be less than');
  });
});
