import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { resultRows } from './sql-fragments';

/**
 * The database's code, one file per function in `drizzle/functions/` (docs/decisions/057): each file is
 * the CURRENT definition of its function (`CREATE OR REPLACE FUNCTION …`), the way Flyway's repeatable
 * migrations work. After the versioned migrations, every file whose text differs from the text last
 * applied (table fc_definitions, by SHA-256) is applied, in one transaction, under an advisory lock so
 * that two processes starting together apply it once. A change of a function is then an edit of its one
 * file; removing a function, or changing its arguments, is a versioned migration that drops it.
 *
 * test/definitions.test.ts holds the live database to these files.
 */

/** Serialises the appliers of several processes (an arbitrary key of this project's). */
const APPLY_LOCK = 7303;

export type TDefinitionFile = { file: string; text: string; sha256: string };

export function definitionsFolder(migrationsFolder: string): string {
  return path.join(migrationsFolder, 'functions');
}

/** Every definition file, in name order, with its text and hash. */
export function readDefinitions(folder: string): TDefinitionFile[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      return { file, text, sha256: createHash('sha256').update(text).digest('hex') };
    });
}

/** Applies the files whose text changed since they were last applied; answers the files applied. */
export async function applyDefinitions(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>, folder: string): Promise<string[]> {
  const files = readDefinitions(folder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK})`);
    // A function may call one whose file comes later in name order: bodies are checked when they run.
    await tx.execute(sql`set local check_function_bodies = off`);
    const applied = resultRows<{ file: string; sha256: string }>(await tx.execute(sql`select file, sha256 from fc_definitions`));
    const known = new Map(applied.map((r) => [r.file, r.sha256]));
    const changed = files.filter((f) => known.get(f.file) !== f.sha256);
    for (const f of changed) {
      await tx.execute(sql.raw(f.text));
      await tx.execute(sql`
        insert into fc_definitions (file, sha256) values (${f.file}, ${f.sha256})
        on conflict (file) do update set sha256 = excluded.sha256, applied_at = now()`);
    }
    return changed.map((f) => f.file);
  });
}
