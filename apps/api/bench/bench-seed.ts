import { eq, sql } from 'drizzle-orm';
import { formatNumber } from '@forecourt/shared';
import type { Db } from '../src/db/client';
import { plans, tenants, users } from '../src/db/schema';
import { withPlatform } from '../src/db/tenant';
import { rebuildReadingTotals } from '../src/modules/readings/reading-totals.queries';
import { resultRows } from '../src/db/sql-fragments';

/** The readings of the default shape: 160 nozzles × 4 a day × 365 days. */
export const DEFAULT_READINGS = 233_600;

export type TBenchShape = {
  stations: number;
  pumpsPerStation: number;
  nozzlesPerPump: number;
  readingsPerDay: number;
  /** Readings per nozzle: the requested total over the nozzles, so the history's length scales with it. */
  readingsPerNozzle: number;
  /** The readings seeded (nozzles × readingsPerNozzle, the requested number rounded to a multiple of the nozzles). */
  readings: number;
  /** Days of history (readingsPerNozzle / readingsPerDay). */
  days: number;
};

/** The benchmark's tenant: 10 stations × 4 pumps × 4 nozzles, 4 readings a day per nozzle, days scaled to `readings`. */
export function benchShape(readings: number): TBenchShape {
  const stations = 10;
  const pumpsPerStation = 4;
  const nozzlesPerPump = 4;
  const readingsPerDay = 4;
  const nozzles = stations * pumpsPerStation * nozzlesPerPump;
  const readingsPerNozzle = Math.max(1, Math.round(readings / nozzles));
  return {
    stations,
    pumpsPerStation,
    nozzlesPerPump,
    readingsPerDay,
    readingsPerNozzle,
    readings: readingsPerNozzle * nozzles,
    days: readingsPerNozzle / readingsPerDay,
  };
}

export type TSeededTenant = {
  tenantId: string;
  ownerEmail: string;
  /** Every nozzle with its station and latest meter value, ordered by station then nozzle. */
  nozzles: Array<{ id: string; stationId: string; latest: number }>;
};

/**
 * Seeds set-based (INSERT … SELECT, the readings and their ledger one station at a time so that
 * progress can be shown), through the platform path, on either driver. Every reading is consistent
 * with the product's rules: previous = the prior value, volume = the difference, price = the
 * station's price in effect at that time, amount = round(volume × price, 2) (numeric round is half-up
 * for these non-negative amounts). Two prices per station and fuel: one before the history starts
 * and a change half-way through it. Benchmark data only: its ids are random UUIDs made by the database.
 */
export async function seedBenchTenant(
  db: Db,
  shape: TBenchShape,
  passwordHash: string,
  progress: (message: string) => void = () => {},
): Promise<TSeededTenant> {
  const { stations: S, pumpsPerStation: P, nozzlesPerPump: N, readingsPerDay: R, readingsPerNozzle: K } = shape;
  const ownerEmail = `owner.${Date.now()}@bench.example`;
  // History: reading i of a nozzle (0 … K-1) is at now − 1 hour − (K − 1 − i) × ¼ day.
  const historyHours = Math.ceil((K / R) * 24) + 1;
  const firstPriceHours = historyHours + 35 * 24;
  const changeHours = Math.ceil(historyHours / 2);
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
    await tx.execute(sql`
      insert into fuel_prices (id, tenant_id, station_id, fuel_type, price, valid_from, created_by)
      select gen_random_uuid(), st.tenant_id, st.id, f.fuel,
        case f.fuel when 'petrol' then 102.47 when 'diesel' then 89.62 else 110.35 end + v.bump,
        now() - v.hours * interval '1 hour', ${owner!.id}
      from stations st
      cross join (values ('petrol'), ('diesel'), ('premium')) f(fuel)
      cross join (values (${firstPriceHours}::int, 0.00), (${changeHours}::int, 1.15)) v(hours, bump)
      where st.tenant_id = ${tenantId}`);
    const stationIds = resultRows<{ id: string }>(
      await tx.execute(sql`select id from stations where tenant_id = ${tenantId} order by name collate "C", id`),
    ).map((s) => s.id);

    const started = Date.now();
    for (const [index, stationId] of stationIds.entries()) {
      // K readings per nozzle of this station, ending an hour ago, with running meter values, and the
      // ledger's sale movement of each (from the inserted rows: the readings table is not scanned again).
      await tx.execute(sql`
        with inserted as (
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
              now() - interval '1 hour' - (${K} - 1 - g.i) * (interval '1 day' / ${R}) as at
            from nozzles n
            join pumps pu on pu.tenant_id = n.tenant_id and pu.id = n.pump_id
            cross join generate_series(0, ${K - 1}) g(i)
            cross join lateral (select (5 + ((n.nozzle_number * 7 + g.i * 13) % 50) + 0.125)::numeric(14,3) as volume) v
            where n.tenant_id = ${tenantId} and pu.station_id = ${stationId}
          ) x
          -- The price in effect at each reading: [valid_from, next valid_from) per fuel, a hash join.
          join (
            select p.id, p.fuel_type, p.price, p.valid_from,
              coalesce(lead(p.valid_from) over (partition by p.fuel_type order by p.valid_from), 'infinity') as valid_to
            from fuel_prices p where p.tenant_id = ${tenantId} and p.station_id = ${stationId}
          ) fp on fp.fuel_type = x.fuel_type and x.at >= fp.valid_from and x.at < fp.valid_to
          returning id, tenant_id, station_id, fuel_type, volume, recorded_by, recorded_at
        )
        insert into inventory_movements (id, tenant_id, station_id, fuel_type, kind, quantity, reading_id, created_by, created_at)
        select gen_random_uuid(), tenant_id, station_id, fuel_type, 'sale', -volume, id, recorded_by, recorded_at from inserted`);
      const done = (index + 1) * P * N * K;
      const seconds = (Date.now() - started) / 1000;
      progress(`readings ${formatNumber(done)} of ${formatNumber(shape.readings)} (${seconds.toFixed(0)} s)`);
    }
    // A delivery adjustment per station and fuel before the history, and tanks whose maintained stock
    // equals the sum of their movements.
    await tx.execute(sql`
      insert into inventory_movements (id, tenant_id, station_id, fuel_type, kind, quantity, note, created_by, created_at)
      select gen_random_uuid(), t.tenant_id, t.station_id, t.fuel_type, 'adjustment', t.sold + 12000, 'Opening stock and deliveries',
        ${owner!.id}, now() - ${historyHours + 24} * interval '1 hour'
      from (select tenant_id, station_id, fuel_type, sum(volume) as sold from nozzle_readings where tenant_id = ${tenantId}
            group by tenant_id, station_id, fuel_type) t`);
    await tx.execute(sql`
      insert into fuel_tanks (id, tenant_id, station_id, fuel_type, capacity, minimum_level, stock, is_set_up, last_movement_at)
      select gen_random_uuid(), tenant_id, station_id, fuel_type, 40000, 2000, sum(quantity), true, max(created_at)
      from inventory_movements where tenant_id = ${tenantId} group by tenant_id, station_id, fuel_type`);
    // The per-day and running rollups of those readings (docs/decisions/010, 013), set-based like the rest.
    progress('rollups');
    await rebuildReadingTotals(tx, tenantId);
    const nozzles = resultRows<{ id: string; station_id: string; latest: string }>(
      await tx.execute(sql`
        select n.id, pu.station_id, max(r.reading) as latest from nozzles n
        join pumps pu on pu.tenant_id = n.tenant_id and pu.id = n.pump_id
        join stations st on st.tenant_id = pu.tenant_id and st.id = pu.station_id
        join nozzle_readings r on r.tenant_id = n.tenant_id and r.nozzle_id = n.id
        where n.tenant_id = ${tenantId}
        group by n.id, pu.station_id, st.name, pu.name, n.nozzle_number
        order by st.name collate "C", pu.name collate "C", n.nozzle_number`),
    );
    return {
      tenantId,
      ownerEmail,
      nozzles: nozzles.map((n) => ({ id: n.id, stationId: n.station_id, latest: Number(n.latest) })),
    };
  });
  // Fresh statistics, as autovacuum would gather them on a live server (the owner's job, not the app roles').
  progress('analyze');
  await db.execute(sql`analyze`);
  return seeded;
}
