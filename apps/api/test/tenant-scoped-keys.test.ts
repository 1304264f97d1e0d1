import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../src/db/sql-fragments';
import { createTestApp, type TestApp } from './harness';

/**
 * docs/decisions/065 (drizzle/0043): every tenant table is keyed by its tenant. These hold the schema to
 * what a PostgreSQL distributed by tenant_id (Citus) requires of a distributed table, so a new table or
 * key cannot drift from it: the primary key begins with tenant_id, every unique key holds tenant_id, and
 * every foreign key between tenant tables joins on tenant_id. (Policies without subqueries are held by
 * isolation.test.ts: each is exactly `tenant_id = the session's tenant`.)
 *
 * A tenant table is a table of the public schema with a NOT NULL tenant_id (refresh_tokens, whose
 * tenant_id is null for a platform admin, is a platform table).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The one unique key across tenants that the decision names, with what a distributed database would need. */
const GLOBAL_UNIQUE_KEYS = new Set([
  // A sign-in email is unique on the whole platform (sign-in does not ask for the business): under Citus,
  // a reference table of emails (decision 065).
  'users_email_unique',
]);

const TENANT_TABLES = sql`
  select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r'
     and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and a.attnotnull and not a.attisdropped)`;

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await t.handle.db.execute(statement));
}

describe('tenant-scoped keys (decision 065)', () => {
  it('the primary key of every tenant table begins with tenant_id', async () => {
    const tables = await query<{ table: string; key: string[] | null }>(sql`
      select c.relname as table,
             (select array_agg(a.attname::text order by k.ord)
                from pg_constraint p cross join lateral unnest(p.conkey) with ordinality k(attnum, ord)
                join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
               where p.conrelid = c.oid and p.contype = 'p') as key
        from pg_class c where c.oid in (${TENANT_TABLES}) order by 1`);
    expect(tables.length).toBeGreaterThanOrEqual(27);
    const wrong = tables.filter((r) => r.key?.[0] !== 'tenant_id').map((r) => `${r.table}: (${(r.key ?? []).join(', ')})`);
    expect(wrong).toEqual([]);
    // The tables keyed by their id are keyed by (tenant_id, id), not by a longer key that would let one
    // tenant hold two rows under one id.
    const byId = tables.filter((r) => r.key?.includes('id')).map((r) => `${r.table}: (${r.key!.join(', ')})`);
    expect(byId.length).toBeGreaterThanOrEqual(19);
    for (const k of byId) expect(k).toMatch(/: \(tenant_id, id\)$/);
  });

  it('every unique key of a tenant table holds tenant_id, but the one the decision names', async () => {
    const keys = await query<{ table: string; index: string }>(sql`
      select t.relname as table, i.relname as index
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
       where x.indisunique and t.oid in (${TENANT_TABLES})
         and not exists (select 1 from pg_attribute a
                          where a.attrelid = t.oid and a.attname = 'tenant_id' and a.attnum = any(x.indkey::int2[]))
       order by 1, 2`);
    expect(keys.map((k) => k.index).filter((name) => !GLOBAL_UNIQUE_KEYS.has(name))).toEqual([]);
  });

  it('every foreign key between tenant tables joins on tenant_id, first on both sides', async () => {
    const keys = await query<{ name: string; from_first: string; to_first: string }>(sql`
      select c.conname as name,
             (select a.attname from pg_attribute a where a.attrelid = c.conrelid and a.attnum = c.conkey[1]) as from_first,
             (select a.attname from pg_attribute a where a.attrelid = c.confrelid and a.attnum = c.confkey[1]) as to_first
        from pg_constraint c
       where c.contype = 'f' and c.conrelid in (${TENANT_TABLES}) and c.confrelid in (${TENANT_TABLES})
       order by 1`);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => k.from_first !== 'tenant_id' || k.to_first !== 'tenant_id').map((k) => k.name)).toEqual([]);
  });
});
