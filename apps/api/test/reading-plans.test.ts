import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { createPrice, createStationTree, createTenant, type TestTenant } from './factories';
import { withTenant } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';

/**
 * The plan of a reading write's chain lookup (decision 039): a nozzle's latest reading is one probe of
 * nozzle_readings_tenant_nozzle_latest_idx, whatever the rest of the tenant recorded since. Before, the
 * lookup walked the tenant's newest-first page index and filtered by nozzle: a nozzle last read behind
 * 92,650 newer readings cost 160 ms per write.
 */
let t: TestApp;
let tenant: TestTenant;
let quiet: string;

/** The lookup as fc_reading_write makes it (the test below holds the function to the same text). */
const LOOKUP = `SELECT r.id, r.reading, r.recorded_at FROM nozzle_readings r
   WHERE r.tenant_id = $1 AND r.nozzle_id = $2 AND r.status = 'recorded' AND r.id <> $3
   ORDER BY r.recorded_at DESC, r.id DESC LIMIT 1`;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 2 });
  for (const fuelType of ['petrol', 'diesel', 'premium'] as const) {
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType, validFrom: new Date(Date.now() - 400 * 86_400_000) });
  }
  const [quietNozzle, busyNozzle] = tree.pumps[0]!.nozzles.map((n) => n.id);
  quiet = quietNozzle!;
  // One old reading of the quiet nozzle, then 20,000 newer ones of the busy nozzle (set-based, as a seed).
  await t.handle.db.execute(sql`
    insert into nozzle_readings (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading, previous_reading,
      volume, price_per_litre, amount, fuel_price_id, payment_method, recorded_at, recorded_by, recorded_by_name)
    select gen_random_uuid(), n.tenant_id, n.id, n.pump_id, p.station_id, n.fuel_type,
      n.opening_reading + g.i * 10, n.opening_reading + (g.i - 1) * 10, 10, fp.price, fp.price * 10, fp.id, 'cash',
      case when n.id = ${quiet} then now() - interval '300 days' else now() - interval '200 days' + g.i * interval '10 minutes' end,
      ${tenant.owner.id}, 'Plan Test'
    from nozzles n
    join pumps p on p.id = n.pump_id
    join fuel_prices fp on fp.tenant_id = n.tenant_id and fp.station_id = p.station_id and fp.fuel_type = n.fuel_type
    cross join generate_series(1, 20000) g(i)
    where n.tenant_id = ${tenant.id} and (n.id = ${busyNozzle!} or g.i = 1)`);
  await t.handle.db.execute(sql`analyze nozzle_readings`);
  const [count] = resultRows<{ n: number }>(await t.handle.db.execute(sql`select count(*)::int as n from nozzle_readings where tenant_id = ${tenant.id}`));
  expect(count!.n).toBe(20_001);
});
afterAll(() => t.close());

describe("a reading write's chain lookup", () => {
  it('is the one fc_reading_write makes', async () => {
    const [row] = resultRows<{ src: string }>(await t.handle.db.execute(sql`select prosrc as src from pg_proc where proname = 'fc_reading_write'`));
    const normalized = row!.src.replace(/\s+/g, ' ');
    expect(normalized).toContain("WHERE r.tenant_id = p_tenant AND r.nozzle_id = v_nozzle_id AND r.status = 'recorded' AND r.id <> p_id ORDER BY r.recorded_at DESC, r.id DESC LIMIT 1");
  });

  for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
    it(`is one probe of the nozzle's index for a quiet nozzle (${mode}), with no sort and no filtering of other nozzles' rows`, async () => {
      const plan = await withTenant(t.handle.db, tenant.id, async (tx) => {
        await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
        await tx.execute(sql.raw(`prepare fc_latest_lookup(uuid, uuid, uuid) as ${LOOKUP}`));
        const result = await tx.execute(
          sql.raw(`explain (format json) execute fc_latest_lookup('${tenant.id}', '${quiet}', '00000000-0000-0000-0000-000000000000')`),
        );
        await tx.execute(sql.raw('deallocate fc_latest_lookup'));
        return JSON.stringify(resultRows<Record<string, unknown>>(result)[0]);
      });
      expect(plan).toContain('"Index Name":"nozzle_readings_tenant_nozzle_latest_idx"');
      expect(plan).not.toContain('"Node Type":"Sort"');
      expect(plan).not.toContain('nozzle_readings_tenant_recorded_page_idx');
      // The nozzle is in the index condition, not a filter over the tenant's rows.
      expect(plan).toMatch(/"Index Cond":"\(\(tenant_id = [^"]*\) AND \(nozzle_id = /);
    });
  }
});
