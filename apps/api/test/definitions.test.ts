import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../src/db/client';
import { applyDefinitions, definitionsFolder, readDefinitions } from '../src/db/definitions';
import { resultRows } from '../src/db/sql-fragments';
import { openTestDb } from './harness';
import type { DbHandle } from '../src/db/client';

/**
 * docs/decisions/057: every function, trigger and view of the database has one file in
 * drizzle/functions/ that is its current definition. These tests hold the live, migrated database to the
 * files: a function defined only in a migration, a file whose function is gone, or a migration that
 * changed a function after its file was written fails here.
 */
let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

const FOLDER = definitionsFolder(migrationsFolder());

/** The object a definition file creates: `CREATE OR REPLACE FUNCTION public.fc_x(` → fc_x. */
function definedName(text: string): string {
  const m = /CREATE\s+OR\s+REPLACE\s+(?:FUNCTION|TRIGGER|VIEW)\s+(?:public\.)?(\w+)/i.exec(text);
  if (!m) throw new Error(`not a definition: ${text.slice(0, 80)}`);
  return m[1]!;
}

const rows = async <T,>(db: Db, query: ReturnType<typeof sql>) => resultRows<T>(await db.execute(query));

/** The project's functions (not an extension's), with their whole definition as PostgreSQL prints it. */
const LIVE_FUNCTIONS = sql`
  select p.proname as name, pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public'
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
   order by p.proname, pg_get_function_identity_arguments(p.oid)`;

describe('the database functions and their files', () => {
  it('every function in the database has its file, and every file names a function that exists', async () => {
    const live = (await rows<{ name: string }>(handle.db, LIVE_FUNCTIONS)).map((r) => r.name);
    const files = readDefinitions(FOLDER);
    for (const f of files) expect(f.file, 'a file is named after what it defines').toBe(`${definedName(f.text)}.sql`);
    expect([...new Set(live)].sort()).toEqual(files.map((f) => definedName(f.text)).sort());
  });

  it('has no trigger or view without a file (today: none at all)', async () => {
    const triggers = await rows<{ name: string }>(handle.db, sql`select tgname as name from pg_trigger where not tgisinternal`);
    const views = await rows<{ name: string }>(handle.db, sql`select viewname as name from pg_views where schemaname = 'public'`);
    const named = new Set(readDefinitions(FOLDER).map((f) => definedName(f.text)));
    expect([...triggers, ...views].map((r) => r.name).filter((name) => !named.has(name))).toEqual([]);
  });

  it('the live definitions are exactly the files: applying every file again changes nothing', async () => {
    const before = await rows<{ name: string; def: string }>(handle.db, LIVE_FUNCTIONS);
    let after: typeof before = [];
    // Applied in a transaction that is rolled back: the database is left as it was.
    const undo = new Error('undo');
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local check_function_bodies = off`);
        for (const f of readDefinitions(FOLDER)) await tx.execute(sql.raw(f.text));
        after = await rows<{ name: string; def: string }>(tx as unknown as Db, LIVE_FUNCTIONS);
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    expect(after.length).toBe(before.length);
    for (const [i, b] of before.entries()) expect(after[i]!.def, `${b.name}: its file is not its live definition`).toBe(b.def);
  });

  it('applies a file again exactly when its text changed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-definitions-'));
    const file = path.join(dir, 'fc_zz_definitions_probe.sql');
    const define = (value: number) =>
      writeFileSync(file, `CREATE OR REPLACE FUNCTION public.fc_zz_definitions_probe() RETURNS int LANGUAGE sql AS $$ SELECT ${value} $$;\n`);
    const probe = async () => (await rows<{ v: number }>(handle.db, sql`select fc_zz_definitions_probe() as v`))[0]!.v;
    try {
      define(1);
      expect(await applyDefinitions(handle.db, dir)).toEqual(['fc_zz_definitions_probe.sql']);
      expect(await probe()).toBe(1);
      expect(await applyDefinitions(handle.db, dir), 'unchanged: not applied again').toEqual([]);
      define(2);
      expect(await applyDefinitions(handle.db, dir)).toEqual(['fc_zz_definitions_probe.sql']);
      expect(await probe()).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await handle.db.execute(sql`drop function if exists fc_zz_definitions_probe()`);
      await handle.db.execute(sql`delete from fc_definitions where file = 'fc_zz_definitions_probe.sql'`);
    }
  });
});
