import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createTestApp, type TestApp } from './harness';
import { createTenant } from './factories';
import { withTenant } from '../src/db/tenant';
import type { Tx } from '../src/db/client';
import { TENANT_FIXTURES } from './isolation.fixtures';

/**
 * Tenancy is enforced by the database: in tenant B's transaction, a query that forgets its own
 * tenant_id filter still sees none of tenant A's rows and cannot write them. Runs through the same
 * path as production (withTenant: SET LOCAL ROLE app_user + app.tenant_id) on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let a: string;
let b: string;
const aIds: Record<string, string> = {};

/** Rows of a write, or 'denied' when the role lacks the privilege altogether (e.g. the append-only audit log). */
async function writeOutcome(tx: Tx, statement: string): Promise<number | 'denied'> {
  try {
    await tx.execute(sql.raw('SAVEPOINT probe'));
    const n = rows(await tx.execute(sql.raw(statement))).length;
    await tx.execute(sql.raw('RELEASE SAVEPOINT probe'));
    return n;
  } catch (error) {
    await tx.execute(sql.raw('ROLLBACK TO SAVEPOINT probe'));
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '42501') return 'denied';
    throw error;
  }
}

const rows = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.app, t.handle.db)).id;
  b = (await createTenant(t.app, t.handle.db)).id;
  await withTenant(t.handle.db, a, async (tx) => {
    for (const f of TENANT_FIXTURES) aIds[f.table] = await f.insert(tx, a, aIds);
  });
  const bIds: Record<string, string> = {};
  await withTenant(t.handle.db, b, async (tx) => {
    for (const f of TENANT_FIXTURES) bIds[f.table] = await f.insert(tx, b, bIds);
  });
});
afterAll(() => t.close());

describe('database-enforced tenancy', () => {
  it('every table with a tenant_id has RLS enabled and forced, the tenant policy, and an isolation fixture', async () => {
    const result = await t.handle.db.execute(sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = c.relname || '_tenant_isolation'
                and p.qual like '%current_setting(''app.tenant_id''%') as has_policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')
      order by 1`);
    const tables = rows(result);
    expect(tables.length).toBeGreaterThan(0);
    const withFixture = new Set(TENANT_FIXTURES.map((f) => f.table));
    for (const row of tables) {
      const name = String(row.table);
      if (name === 'refresh_tokens') continue; // platform-only table (no tenant policy at all, see below)
      expect({ name, enabled: row.enabled, forced: row.forced, policy: row.has_policy, fixture: withFixture.has(name) }).toEqual({
        name,
        enabled: true,
        forced: true,
        policy: true,
        fixture: true,
      });
    }
  });

  it("tenant B's transaction sees none of tenant A's rows, even without a tenant_id filter", async () => {
    await withTenant(t.handle.db, b, async (tx) => {
      for (const f of TENANT_FIXTURES) {
        const all = rows(await tx.execute(sql.raw(`select tenant_id::text as tenant_id from ${f.table}`)));
        expect(all.length, f.table).toBeGreaterThan(0);
        expect(all.every((r) => r.tenant_id === b), f.table).toBe(true);
        const direct = rows(await tx.execute(sql.raw(`select 1 from ${f.table} where ${f.key ?? 'id'} = '${aIds[f.table]}'`)));
        expect(direct, f.table).toHaveLength(0);
      }
      const tenantsSeen = rows(await tx.execute(sql`select id::text as id from tenants`));
      expect(tenantsSeen.map((r) => r.id)).toEqual([b]);
    });
  });

  it("tenant B's transaction cannot update or delete tenant A's rows", async () => {
    await withTenant(t.handle.db, b, async (tx) => {
      for (const f of TENANT_FIXTURES) {
        const key = f.key ?? 'id';
        const updated = await writeOutcome(tx, `update ${f.table} set ${f.update} where ${key} = '${aIds[f.table]}' returning 1`);
        expect([0, 'denied'], `update ${f.table}: ${updated}`).toContain(updated);
        const deleted = await writeOutcome(tx, `delete from ${f.table} where ${key} = '${aIds[f.table]}' returning 1`);
        expect([0, 'denied'], `delete ${f.table}: ${deleted}`).toContain(deleted);
      }
    });
    // A's rows are all still there, unchanged.
    await withTenant(t.handle.db, a, async (tx) => {
      for (const f of TENANT_FIXTURES) {
        const found = rows(await tx.execute(sql.raw(`select 1 from ${f.table} where ${f.key ?? 'id'} = '${aIds[f.table]}'`)));
        expect(found, f.table).toHaveLength(1);
      }
    });
  });

  it("tenant B's transaction cannot insert a row carrying tenant A's id", async () => {
    for (const f of TENANT_FIXTURES) {
      const attempt = withTenant(t.handle.db, b, async (tx) => {
        // Dependent fixtures point at B's own rows where they need parents; the row itself says A.
        const ids: Record<string, string> = {};
        for (const dep of TENANT_FIXTURES) {
          if (dep === f) break;
          ids[dep.table] = await dep.insert(tx, b, ids);
        }
        await f.insert(tx, a, ids);
      });
      await expect(attempt, f.table).rejects.toThrow();
    }
  });

  it('with no tenant set, the application role sees no tenant rows at all', async () => {
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL ROLE app_user'));
      for (const f of TENANT_FIXTURES) {
        const all = rows(await tx.execute(sql.raw(`select 1 from ${f.table}`)));
        expect(all, f.table).toHaveLength(0);
      }
      // Platform tables are not even readable by the tenant role.
      expect(await writeOutcome(tx, 'select 1 from refresh_tokens')).toBe('denied');
      expect(await writeOutcome(tx, 'select 1 from platform_admins')).toBe('denied');
    });
  });

  it('the application role cannot change its tenant row or the plans', async () => {
    const attempt = withTenant(t.handle.db, b, (tx) => tx.execute(sql`update tenants set status = 'active' where id = ${b}`));
    await expect(attempt).rejects.toThrow();
    const plans = withTenant(t.handle.db, b, (tx) => tx.execute(sql`update plans set max_stations = 99`));
    await expect(plans).rejects.toThrow();
  });

  it('refuses a tenant id that is not a UUID before it reaches the statement', async () => {
    await expect(withTenant(t.handle.db, "x'; drop table users; --", async () => 1)).rejects.toThrow(/not a UUID/);
    expect(uuidv7()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
