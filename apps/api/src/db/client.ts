import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
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
import { WriterConnection } from './writer-connection';

export type TSchema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;

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

const writers = new WeakMap<Db, WriterConnection>();

/**
 * The connection a PostgreSQL handle sends its reading writes on (db/writer-connection.ts,
 * docs/decisions/045); undefined on PGlite, whose one connection runs one statement at a time anyway.
 */
export function writerConnectionOf(db: Db): WriterConnection | undefined {
  return writers.get(db);
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
    // Pipeline mode: a statement goes out without waiting for the answer to the one before
    // (db/statement-batch.ts, docs/decisions/026).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, pipeline: true, options: CONNECTION_OPTIONS });
    // numeric stays a string (exact); timestamptz as Date via drizzle.
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const writer = new WriterConnection(options.url);
    writers.set(db, writer);
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: migrationsFolder() }),
      close: async () => {
        await writer.close();
        await pool.end();
      },
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
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
