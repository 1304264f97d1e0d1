import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';
import { createTestApp, type TestApp } from './harness';
import { as, createPrice, createPricedStation, createPump, createStation, createTank, createTenant, recordReading, type TestTenant } from './factories';

/**
 * docs/decisions/047 (drizzle/0035): a reading's nozzle key names its pump too, (tenant_id, nozzle_id,
 * pump_id) -> nozzles, in place of three keys (nozzle, pump, tenant); a ledger movement's tenant is
 * checked through its station. These tests hold the database to refusing every row the old keys refused,
 * and the new one a row they let through, on the platform path (no row security in the way), so that only
 * the keys can refuse.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db);
  other = await createTenant(t.app, t.handle.db);
});
afterAll(() => t.close());

/** The message of the database's refusal of `statement` (the driver's own error, under drizzle's). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await withPlatform(t.handle.db, (tx) => tx.execute(statement));
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return String(e.cause?.message ?? e.message);
  }
  return 'stored';
}

/** A copy of a stored reading under a new id, with some columns replaced. */
const copyOf = (
  readingId: string,
  set: { tenant?: string; nozzle?: string; pump?: string; station?: string; fuelType?: string; price?: string },
) => sql`
  insert into nozzle_readings (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading, previous_reading, volume,
      price_per_litre, amount, fuel_price_id, payment_method, recorded_at, recorded_by, recorded_by_name)
  select ${randomUUID()}, coalesce(${set.tenant ?? null}::uuid, r.tenant_id), coalesce(${set.nozzle ?? null}::uuid, r.nozzle_id),
      coalesce(${set.pump ?? null}::uuid, r.pump_id), coalesce(${set.station ?? null}::uuid, r.station_id),
      coalesce(${set.fuelType ?? null}, r.fuel_type), r.reading, r.previous_reading, r.volume,
      r.price_per_litre, r.amount, coalesce(${set.price ?? null}::uuid, r.fuel_price_id), r.payment_method, r.recorded_at, r.recorded_by, r.recorded_by_name
    from nozzle_readings r where r.id = ${readingId}`;

describe("a reading's and a movement's keys (decision 047)", () => {
  it("refuses a reading whose pump is not its nozzle's pump, though both are the tenant's", async () => {
    const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1010 });
    const otherPump = await createPump(t.handle.db, tenant.id, station.id);
    expect(await refusal(copyOf(reading.id, { pump: otherPump.id }))).toMatch(/nozzle_readings_nozzle_of_pump_fk/);
    // The same copy with its own pump is stored: the refusal above is the pump's.
    expect(await refusal(copyOf(reading.id, {}))).toBe('stored');
  });

  it("refuses a reading of another tenant's nozzle, or of a tenant that does not exist", async () => {
    const { nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1010 });
    expect(await refusal(copyOf(reading.id, { tenant: other.id }))).toMatch(/foreign key/);
    expect(await refusal(copyOf(reading.id, { tenant: randomUUID() }))).toMatch(/foreign key/);
    const theirs = await createPricedStation(t.handle.db, other.id);
    const [theirPump] = resultRows<{ pump_id: string }>(
      await withPlatform(t.handle.db, (tx) => tx.execute(sql`select pump_id from nozzles where id = ${theirs.nozzleIds[0]!}`)),
    );
    expect(await refusal(copyOf(reading.id, { nozzle: theirs.nozzleIds[0]!, pump: theirPump!.pump_id }))).toMatch(/nozzle_readings_nozzle_of_pump_fk/);
  });

  it("refuses a ledger movement at another tenant's station or tank, or of a tenant that does not exist", async () => {
    const mine = await createStation(t.handle.db, tenant.id);
    const tank = await createTank(t.handle.db, tenant.id, mine.id);
    const theirStation = await createStation(t.handle.db, other.id);
    const theirTank = await createTank(t.handle.db, other.id, theirStation.id);
    const move = (tenantId: string, tankId = tank.id) => sql`insert into inventory_movements (id, tenant_id, station_id, fuel_type, tank_id, kind, quantity, created_by)
      values (${randomUUID()}, ${tenantId}, ${mine.id}, 'petrol', ${tankId}, 'adjustment', '10.000', null)`;
    const foreignKey = /inventory_movements_(tenant_id_station_id_stations_tenant_id_id_|tank_fk)/;
    expect(await refusal(move(other.id))).toMatch(foreignKey);
    expect(await refusal(move(randomUUID()))).toMatch(foreignKey);
    expect(await refusal(move(tenant.id, theirTank.id))).toMatch(/inventory_movements_tank_fk/);
    expect(await refusal(move(tenant.id))).toBe('stored');
  });

  it('still lets a pump with readings move to another station: its readings keep theirs, its next ones are the new one', async () => {
    const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const before = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1010 });
    const to = await createPricedStation(t.handle.db, tenant.id);
    const moved = await as(t.app, tenant.owner).put(`/pumps/${before.pumpId}`, { stationId: to.station.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1020 });
    expect([before.stationId, after.stationId, after.pumpId]).toEqual([station.id, to.station.id, before.pumpId]);
    expect(Number(after.previousReading)).toBe(1010);
  });
});

/**
 * docs/decisions/051 (drizzle/0037): a reading's price key names the price's station and fuel, (tenant_id,
 * fuel_price_id, station_id, fuel_type) -> fuel_prices, in place of two keys (the price, the station).
 */
describe("a reading's price key (decision 051)", () => {
  const PRICE_KEY = /nozzle_readings_price_of_station_fuel_fk/;

  it("refuses a reading priced at another station's price for the same fuel", async () => {
    const { nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1010 });
    const elsewhere = await createStation(t.handle.db, tenant.id);
    const theirPrice = await createPrice(t.handle.db, tenant.id, elsewhere.id, { fuelType: 'petrol' });
    expect(await refusal(copyOf(reading.id, { price: theirPrice.id }))).toMatch(PRICE_KEY);
    // Moved to that station as well, the same reading and price are consistent, and stored.
    expect(await refusal(copyOf(reading.id, { price: theirPrice.id, station: elsewhere.id }))).toBe('stored');
  });

  it("refuses a reading whose fuel is not its price's fuel", async () => {
    const { nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1010 });
    expect(reading.fuelType).toBe('petrol');
    expect(await refusal(copyOf(reading.id, { fuelType: 'diesel' }))).toMatch(PRICE_KEY);
  });

  it("refuses a reading at a station that does not exist, or at another tenant's station (the station key's old work)", async () => {
    const { nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1010 });
    expect(await refusal(copyOf(reading.id, { station: randomUUID() }))).toMatch(PRICE_KEY);
    const theirs = await createPricedStation(t.handle.db, other.id);
    expect(await refusal(copyOf(reading.id, { station: theirs.station.id }))).toMatch(PRICE_KEY);
  });

  it("refuses a reading at a price that does not exist, or at another tenant's price", async () => {
    const { nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzleIds[0]!, reading: 1010 });
    expect(await refusal(copyOf(reading.id, { price: randomUUID() }))).toMatch(PRICE_KEY);
    const theirs = await createPricedStation(t.handle.db, other.id);
    const theirPrice = await createPrice(t.handle.db, other.id, theirs.station.id, { fuelType: 'petrol' });
    expect(await refusal(copyOf(reading.id, { price: theirPrice.id }))).toMatch(PRICE_KEY);
  });
});
