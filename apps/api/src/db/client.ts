import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import pg from 'pg';
import * as schema from './schema';
import { CONNECTION_OPTIONS } from './connection-options';
import { applyDefinitions, definitionsFolder } from './definitions';

export type TSchema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
/** The database handle inside a transaction (db/tenant.ts): the only one to use there. */
export type Tx = PgDatabase<PgQueryResultHKT, TSchema>;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests dump and load its data directory). */
  pglite?: PGlite;
};

export type DbOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; instance?: PGlite };

/** The driver's client under a database handle (drizzle's public `$client`). */
export function clientOf(db: Db): { driver: 'postgres'; pool: pg.Pool } | { driver: 'pglite'; pglite: PGlite } {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  return client instanceof pg.Pool ? { driver: 'postgres', pool: client } : { driver: 'pglite', pglite: client };
}

/**
 * One statement sent on its own, so it is its own transaction and commits when it returns: ONE round
 * trip. Only for statements that set up their own tenant context and caller check inside the database
 * (fc_request_reading_write, db/reading-write.ts). Prepared (named) on PostgreSQL; `text` must be a constant.
 */
export async function singleStatement<R extends Record<string, unknown>>(db: Db, name: string, text: string, values: unknown[]): Promise<R[]> {
  const client = clientOf(db);
  if (client.driver === 'pglite') return (await client.pglite.query<R>(text, values)).rows;
  return (await client.pool.query<R>({ name, text, values })).rows;
}

/** Versioned migrations, then the database's functions from their files (db/definitions.ts). */
async function migrateAll(db: Db, run: (folder: string) => Promise<void>): Promise<void> {
  const folder = migrationsFolder();
  await run(folder);
  await applyDefinitions(db, definitionsFolder(folder));
}

/** The committed SQL migrations, found from the source tree and from the bundled dist alike. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.driver === 'postgres') {
    // Pipeline mode: statements issued together (a page and its summary) go out without waiting for
    // each other's answers (docs/decisions/026).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, pipeline: true, options: CONNECTION_OPTIONS });
    // numeric stays a string (exact); timestamptz as Date via drizzle.
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateAll(db, (migrationsFolder) => migrateNodePg(db as never, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  const client =
    options.instance ??
    (await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    }));
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migrateAll(db, (migrationsFolder) => migratePglite(db as never, { migrationsFolder })),
    close: () => client.close(),
  };
}
