import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { plans, tenants, users } from '../src/db/schema';
import { withPlatform } from '../src/db/tenant';
import { rebuildReadingTotals } from '../src/modules/readings/reading-totals.queries';

/** The benchmark's tenant: 10 stations and a year of readings. */
export const BENCH_SHAPE = { stations: 10, pumpsPerStation: 4, nozzlesPerPump: 4, days: 365, readingsPerDay: 4 };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Seeds set-based (one INSERT … SELECT per table), through the platform path. Every reading is
 * consistent with the product's rules: previous = the prior value, volume = the difference, price = the
 * station's price in effect at that time, amount = round(volume × price, 2) (numeric round is half-up
 * for these non-negative amounts). Benchmark data only: its ids are random UUIDs made by the database.
 */
export async function seedBenchTenant(
  db: Db,
  passwordHash: string,
): Promise<{ ownerEmail: string; nozzles: Array<{ id: string; latest: number }> }> {
  const { stations: S, pumpsPerStation: P, nozzlesPerPump: N, days, readingsPerDay: R } = BENCH_SHAPE;
  const ownerEmail = `owner.${Date.now()}@bench.example`;
  const seeded = await withPlatform(db, async (tx) => {
    const [pro] = await tx.select().from(plans).where(eq(plans.name, 'Pro'));
    const [tenant] = await tx.insert(tenants).values({ name: 'Bench Fuels', planId: pro!.id }).returning();
    const tenantId = tenant!.id;
    const [owner] = await tx
      .insert(users)
      .values({ tenantId, email: ownerEmail, name: 'Bench Owner', role: 'owner', passwordHash })
      .returning();

    await tx.execute(sql`
      insert into stations (id, tenant_id, name, address)
      select gen_random_uuid(), ${tenantId}, 'Bench Station ' || s, s || ' Ring Road, Pune'
      from generate_series(1, ${S}) s`);
    await tx.execute(sql`
      insert into pumps (id, tenant_id, station_id, name, serial_number)
      select gen_random_uuid(), st.tenant_id, st.id, 'Pump ' || p, 'BN-' || row_number() over () || '-' || p
      from stations st cross join generate_series(1, ${P}) p where st.tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into nozzles (id, tenant_id, pump_id, nozzle_number, name, fuel_type, opening_reading)
      select gen_random_uuid(), pu.tenant_id, pu.id, n, 'Nozzle ' || n,
        (array['petrol', 'diesel', 'premium', 'petrol'])[n], 100000 + n * 1000
      from pumps pu cross join generate_series(1, ${N}) n where pu.tenant_id = ${tenantId}`);
    // Two prices per station and fuel: a year ago and a change half a year ago.
    await tx.execute(sql`
      insert into fuel_prices (id, tenant_id, station_id, fuel_type, price, valid_from, created_by)
      select gen_random_uuid(), st.tenant_id, st.id, f.fuel,
        case f.fuel when 'petrol' then 102.47 when 'diesel' then 89.62 else 110.35 end + v.bump,
        now() - v.ago, ${owner!.id}
      from stations st
      cross join (values ('petrol'), ('diesel'), ('premium')) f(fuel)
      cross join (values (interval '400 days', 0.00), (interval '180 days', 1.15)) v(ago, bump)
      where st.tenant_id = ${tenantId}`);
    // A year of readings per nozzle, ending an hour ago, with running meter values.
    await tx.execute(sql`
      insert into nozzle_readings (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading, previous_reading,
        volume, price_per_litre, amount, fuel_price_id, payment_method, recorded_at, recorded_by, recorded_by_name)
      select gen_random_uuid(), x.tenant_id, x.nozzle_id, x.pump_id, x.station_id, x.fuel_type,
        x.opening + x.cumulative, x.opening + x.cumulative - x.volume, x.volume,
        fp.price, round(x.volume * fp.price, 2), fp.id,
        (array['cash', 'card', 'upi'])[1 + (x.i % 3)], x.at, ${owner!.id}, 'Bench Owner'
      from (
        select n.tenant_id, n.id as nozzle_id, n.pump_id, pu.station_id, n.fuel_type, n.opening_reading as opening, g.i,
          v.volume,
          sum(v.volume) over (partition by n.id order by g.i) as cumulative,
          now() - interval '1 hour' - (${days * R} - 1 - g.i) * (interval '1 day' / ${R}) as at
        from nozzles n
        join pumps pu on pu.tenant_id = n.tenant_id and pu.id = n.pump_id
        cross join generate_series(0, ${days * R - 1}) g(i)
        cross join lateral (select (5 + ((n.nozzle_number * 7 + g.i * 13) % 50) + 0.125)::numeric(14,3) as volume) v
        where n.tenant_id = ${tenantId}
      ) x
      cross join lateral (
        select p.id, p.price from fuel_prices p
        where p.tenant_id = x.tenant_id and p.station_id = x.station_id and p.fuel_type = x.fuel_type and p.valid_from <= x.at
        order by p.valid_from desc limit 1
      ) fp`);
    // The ledger: a delivery adjustment per station and fuel, a sale movement per reading, and tanks whose
    // maintained stock equals the sum of their movements.
    await tx.execute(sql`
      insert into inventory_movements (id, tenant_id, station_id, fuel_type, kind, quantity, note, created_by, created_at)
      select gen_random_uuid(), t.tenant_id, t.station_id, t.fuel_type, 'adjustment', t.sold + 12000, 'Opening stock and deliveries', ${owner!.id}, now() - interval '366 days'
      from (select tenant_id, station_id, fuel_type, sum(volume) as sold from nozzle_readings where tenant_id = ${tenantId}
            group by tenant_id, station_id, fuel_type) t`);
    await tx.execute(sql`
      insert into inventory_movements (id, tenant_id, station_id, fuel_type, kind, quantity, reading_id, created_by, created_at)
      select gen_random_uuid(), tenant_id, station_id, fuel_type, 'sale', -volume, id, recorded_by, recorded_at
      from nozzle_readings where tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into fuel_tanks (id, tenant_id, station_id, fuel_type, capacity, minimum_level, stock, is_set_up, last_movement_at)
      select gen_random_uuid(), tenant_id, station_id, fuel_type, 40000, 2000, sum(quantity), true, max(created_at)
      from inventory_movements where tenant_id = ${tenantId} group by tenant_id, station_id, fuel_type`);
    // The per-day rollups of those readings (docs/decisions/010), set-based like the rest.
    await rebuildReadingTotals(tx, tenantId);
    const nozzles = rowsOf<{ id: string; latest: string }>(
      await tx.execute(sql`
        select n.id, max(r.reading) as latest from nozzles n
        join nozzle_readings r on r.tenant_id = n.tenant_id and r.nozzle_id = n.id
        where n.tenant_id = ${tenantId} group by n.id order by n.id`),
    );
    return { ownerEmail, nozzles: nozzles.map((n) => ({ id: n.id, latest: Number(n.latest) })) };
  });
  // Fresh statistics, as autovacuum would gather them on a live server (the owner's job, not the app roles').
  await db.execute(sql`analyze`);
  return seeded;
}
