import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { READING_FUTURE_TOLERANCE_MS, READING_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createNozzle, createPrice, createPump, createStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';

/**
 * The time of a reading taken on a phone whose clock runs ahead (docs/decisions/028): `recordedAt` may be
 * at most READING_FUTURE_TOLERANCE_MS (2 minutes) ahead of the server's clock; later is 422 inFuture.
 * Each side is tried 15 s away from the line, well clear of the time a request takes.
 */
let t: TestApp;
let tenant: TestTenant;

const MARGIN_MS = 15_000;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db);
});
afterAll(() => t.close());

/** A fresh nozzle (opening 1000) of a station the attendant is assigned to, with a price in effect. */
async function nozzle(): Promise<string> {
  const station = await createStation(t.handle.db, tenant.id);
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, station.id);
  const pump = await createPump(t.handle.db, tenant.id, station.id);
  const made = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol', openingReading: '1000.000' });
  await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'petrol', validFrom: new Date(Date.now() - 86_400_000) });
  return made.id;
}

const readingsOf = async (nozzleId: string) => {
  const result = await withPlatform(t.handle.db, (tx) => tx.execute(sql`select count(*)::int as n from nozzle_readings where nozzle_id = ${nozzleId}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>;
  return Number(rows[0]!.n);
};

describe('a reading dated ahead of the server clock', () => {
  it('the database rule uses the shared figure: 2 minutes', async () => {
    expect(READING_FUTURE_TOLERANCE_MS).toBe(120_000);
    const result = await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`select (extract(epoch from fc_reading_future_tolerance()) * 1000)::int as ms`),
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ ms: number }>;
    expect(Number(rows[0]!.ms)).toBe(READING_FUTURE_TOLERANCE_MS);
  });

  for (const [route, who] of [
    ['/nozzle-readings', 'owner'],
    ['/attendant/readings', 'attendant'],
  ] as const) {
    it(`POST ${route}: within the tolerance it is stored with its own time; past it 422 inFuture, nothing stored`, async () => {
      const caller = as(t.app, tenant[who]);
      const nozzleId = await nozzle();
      const late = await caller.post(route, { id: uuidv7(), nozzleId, reading: 1010, recordedAt: ahead(READING_FUTURE_TOLERANCE_MS + MARGIN_MS) });
      expect([late.statusCode, json(late).code, json(late).message]).toEqual([422, 'UNPROCESSABLE', READING_MSG.inFuture]);
      expect(await readingsOf(nozzleId)).toBe(0);

      const recordedAt = ahead(READING_FUTURE_TOLERANCE_MS - MARGIN_MS);
      const within = await caller.post(route, { id: uuidv7(), nozzleId, reading: 1010, recordedAt });
      expect(within.statusCode).toBe(201);
      expect(Date.parse(json(within).data.recordedAt)).toBe(Date.parse(recordedAt));
      expect(await readingsOf(nozzleId)).toBe(1);
    });
  }

  it('a correction is held to the same line', async () => {
    const nozzleId = await nozzle();
    const reading = await recordReading(t.app, tenant.owner, { nozzleId, reading: 1010, recordedAt: new Date(Date.now() - 60_000) });
    const owner = as(t.app, tenant.owner);
    const late = await owner.put(`/nozzle-readings/${reading.id}`, { recordedAt: ahead(READING_FUTURE_TOLERANCE_MS + MARGIN_MS), reason: 'clock' });
    expect([late.statusCode, json(late).message]).toEqual([422, READING_MSG.inFuture]);
    const within = await owner.put(`/nozzle-readings/${reading.id}`, { recordedAt: ahead(READING_FUTURE_TOLERANCE_MS - MARGIN_MS), reason: 'clock' });
    expect(within.statusCode).toBe(200);
  });
});
