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
 * tenant_id filter still sees none of tenant A's rows and cannot write them, and every policy that
 * lets a tenant session write pins the new row's tenant_id to the session's tenant. Runs through the same
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
    if (dbError(error).code === '42501') return 'denied';
    throw error;
  }
}

/** The database's own error under drizzle's wrapper (PGlite and node-postgres both carry code and message). */
function dbError(error: unknown): { code?: string; message: string } {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.cause?.code) return { code: e.cause.code, message: e.cause.message ?? '' };
  return { code: e.code, message: e.message ?? String(error) };
}

/** What a write (in its own transaction) came to: 'written', or the database's refusal. */
async function insertOutcome(write: Promise<unknown>): Promise<'written' | { code?: string; message: string }> {
  try {
    await write;
    return 'written';
  } catch (error) {
    return dbError(error);
  }
}

/**
 * The one condition that pins a row to the session's tenant, as pg_policies prints it (the same on
 * PostgreSQL and PGlite): `column = nullif(current_setting('app.tenant_id', true), '')::uuid`, and nothing else.
 */
const pinsToSession = (column: string) =>
  `(${column} = (NULLIF(current_setting('app.tenant_id'::text, true), ''::text))::uuid)`;

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

  it('every policy a tenant session is under pins tenant_id to the session tenant, for reads (USING) and writes (WITH CHECK)', async () => {
    // Permissive policies are OR-ed: one loose policy that applies to app_user would open the table,
    // however strict the tenant policy beside it. So every policy is read, not only the one by name.
    const result = await t.handle.db.execute(sql`
      select p.tablename as table, p.policyname as policy, p.permissive, p.roles::text[] as roles, p.cmd, p.qual, p.with_check
      from pg_policies p
      where p.schemaname = 'public'
        and (p.tablename = 'tenants' or exists (select 1 from information_schema.columns col
             where col.table_schema = 'public' and col.table_name = p.tablename and col.column_name = 'tenant_id'))
      order by 1, 2`);
    const policies = rows(result);
    const tables = new Set(policies.map((p) => String(p.table)));
    for (const f of TENANT_FIXTURES) expect(tables, `${f.table} has policies`).toContain(f.table);
    expect(tables).toContain('tenants');

    const problems: string[] = [];
    const pinnedInsert = new Set<string>();
    for (const p of policies) {
      const table = String(p.table);
      const roles = (p.roles as string[]).map(String);
      const where = `${table}.${String(p.policy)} (${String(p.cmd)}, ${roles.join(',')})`;
      if (roles.length === 1 && roles[0] === 'app_platform') {
        // The platform path's own policy: app_platform only (app_user is no member of it, checked below).
        if (p.policy !== `${table}_platform_access`) problems.push(`${where}: an unexpected platform policy`);
        continue;
      }
      if (!roles.every((r) => r === 'public' || r === 'app_user')) {
        problems.push(`${where}: a policy for an unexpected role`);
        continue;
      }
      // A restrictive policy only narrows what the permissive ones allow; it cannot open a table.
      if (p.permissive !== 'PERMISSIVE') continue;
      const pin = pinsToSession(table === 'tenants' ? 'id' : 'tenant_id');
      const cmd = String(p.cmd);
      const qual = p.qual == null ? null : String(p.qual);
      const withCheck = p.with_check == null ? null : String(p.with_check);
      if (['ALL', 'SELECT', 'UPDATE', 'DELETE'].includes(cmd) && qual !== pin) problems.push(`${where}: USING is ${qual}, not ${pin}`);
      if (['ALL', 'INSERT', 'UPDATE'].includes(cmd)) {
        // Without WITH CHECK, PostgreSQL checks new rows of ALL / UPDATE against USING; INSERT has only WITH CHECK.
        const check = withCheck ?? (cmd === 'INSERT' ? null : qual);
        if (check !== pin) problems.push(`${where}: WITH CHECK is ${withCheck}${withCheck == null ? ` (USING ${qual} applies)` : ''}, not ${pin}`);
        else if (cmd !== 'UPDATE') pinnedInsert.add(table);
      }
    }
    expect(problems).toEqual([]);
    // Every tenant table (and tenants itself) has a pinned policy that lets a tenant session insert at all.
    for (const f of TENANT_FIXTURES) expect(pinnedInsert, f.table).toContain(f.table);
    expect(pinnedInsert).toContain('tenants');
    // The platform policies stay out of a tenant session's reach.
    const member = rows(await t.handle.db.execute(sql`select pg_has_role('app_user', 'app_platform', 'member') as member`));
    expect(member[0]?.member).toBe(false);
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

  it("tenant A's transaction cannot insert a row of tenant B's, refused by row security alone (42501)", async () => {
    // The row says tenant B and its parents are B's own rows, so every composite foreign key holds (they
    // check without row security) and no other constraint objects: only the policy's WITH CHECK can refuse
    // it. B's session then writes the very same row, which shows that nothing else would have. The parents
    // are a fresh chain of B's, grown one fixture at a time, so that no row meets one already there.
    const chain: Record<string, string> = {};
    for (const f of TENANT_FIXTURES) {
      const refused = await insertOutcome(withTenant(t.handle.db, a, (tx) => f.insert(tx, b, chain)));
      expect(refused, `insert into ${f.table} (tenant B) as tenant A`).toEqual({
        code: '42501',
        message: expect.stringMatching(new RegExp(`new row violates row-level security policy (for table )?"${f.table}"`)),
      });
      const ids = { ...chain };
      const written = await insertOutcome(withTenant(t.handle.db, b, async (tx) => (ids[f.table] = await f.insert(tx, b, chain))));
      expect(written, `the same insert into ${f.table} as tenant B`).toBe('written');
      chain[f.table] = ids[f.table]!;
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
