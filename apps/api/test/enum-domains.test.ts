import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { createStationTree, createTenant, type TestTenant } from './factories';
import { ENUM_DOMAINS } from '../src/db/schema/columns';
import { withTenant } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';

/**
 * The value lists of a reading write's rows are domains over text (drizzle/0032, decision 043). A domain's
 * CHECK is written in SQL only, so this holds each to its shared constant: a value added to FUEL_TYPES
 * without a migration that adds it to fc_fuel_type fails here, not in a station's first such reading.
 */
let t: TestApp;
let tenant: TestTenant;
let station: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db);
  station = (await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 })).station.id;
});
afterAll(async () => {
  await t?.close();
});

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

describe('the value domains', () => {
  it("each domain's CHECK lists exactly its shared constant, in order", async () => {
    const rows = resultRows<{ domain: string; def: string }>(
      await t.handle.db.execute(sql`
        select ty.typname as domain, pg_get_constraintdef(c.oid) as def
          from pg_constraint c join pg_type ty on ty.oid = c.contypid
         where ty.typname like 'fc\_%' and c.contype = 'c'
         order by 1`),
    );
    const found = Object.fromEntries(rows.map((r) => [r.domain, [...r.def.matchAll(/'([^']*)'::text/g)].map((m) => m[1])]));
    expect(found).toEqual(Object.fromEntries(Object.entries(ENUM_DOMAINS).map(([domain, values]) => [domain, [...values]])));
  });

  it('every column that held one of these lists is of its domain, and none is left with a CHECK of its own', async () => {
    const columns = resultRows<{ column: string; domain: string | null }>(
      await t.handle.db.execute(sql`
        select table_name || '.' || column_name as column, domain_name as domain
          from information_schema.columns
         where table_schema = 'public'
           and (column_name in ('fuel_type', 'payment_method') or (table_name, column_name) in (('nozzle_readings', 'status'), ('inventory_movements', 'kind')))
         order by 1`),
    );
    // Credit payments take other methods (bank transfer, cheque): their own CHECK, not the readings' domain.
    const expected = (column: string) =>
      column === 'credit_payments.payment_method' ? null
      : column.endsWith('.fuel_type') ? 'fc_fuel_type'
      : column.endsWith('.payment_method') ? 'fc_payment_method'
      : column === 'nozzle_readings.status' ? 'fc_reading_status'
      : 'fc_movement_kind';
    // Eight fuel types, five payment methods, a reading's status, a movement's kind (drizzle/0035 dropped
    // reading_running_station_totals, which had one of each).
    expect(columns.length).toBe(15);
    expect(columns.filter((c) => c.domain !== expected(c.column))).toEqual([]);
    const leftover = resultRows<{ name: string }>(
      await t.handle.db.execute(sql`
        select conname as name from pg_constraint
         where contype = 'c' and conrelid <> 0
           and (conname ~ '_(fuel_type|payment_method)_check$' or conname in ('nozzle_readings_status_check', 'inventory_movements_kind_check'))`),
    );
    expect(leftover).toEqual([]);
  });

  it('a value outside the list is refused by the column (check_violation), and nothing is stored', async () => {
    const tanks = async () =>
      withTenant(t.handle.db, tenant.id, async (tx) =>
        resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from fuel_tanks where station_id = ${station}`))[0]!.n,
      );
    const before = await tanks();
    const write = withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`insert into fuel_tanks (id, tenant_id, station_id, fuel_type, stock) values (gen_random_uuid(), ${tenant.id}, ${station}, 'kerosene', 0)`),
    );
    await expect(write.then(() => 'stored', sqlState)).resolves.toBe('23514');
    expect(await tanks()).toBe(before);
    await expect(t.handle.db.execute(sql`select 'card '::fc_payment_method`).then(() => 'accepted', sqlState)).resolves.toBe('23514');
  });
});
