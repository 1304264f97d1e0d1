import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../src/db/client';
import { ensurePlans } from '../src/seed/plans';
import { withPlatform } from '../src/db/tenant';
import { hashPassword } from '../src/lib/passwords';
import type { TBenchOptions, TDriver } from './bench-options';
import { benchShape, seedBenchTenant, type TBenchShape, type TSeededTenant } from './bench-seed';
import { resultRows } from '../src/db/sql-fragments';

export const BENCH_PASSWORD = 'Bench@12345';

/** A seeded database of one engine, ready for the server under test. */
export type TEngine = {
  driver: TDriver;
  shape: TBenchShape;
  seeded: TSeededTenant;
  seedSeconds: number;
  counts: Record<string, number>;
  version: string;
  /** Environment of bench-server.ts for this database. */
  serverEnv: Record<string, string>;
  /** Runs `fn` on a handle of the bench's own (PostgreSQL: any time; PGlite: only while the server is stopped). */
  withHandle<T>(fn: (handle: DbHandle) => Promise<T>): Promise<T>;
  /** Drops the scratch database / removes the PGlite directory (unless --keep: then says where it is). */
  dispose(): Promise<void>;
};

const COUNTED = [
  'stations',
  'pumps',
  'nozzles',
  'fuel_prices',
  'nozzle_readings',
  'inventory_movements',
  'fuel_tanks',
  'reading_daily_totals',
  'reading_daily_station_totals',
  'reading_running_totals',
];

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export async function tableCounts(handle: DbHandle): Promise<Record<string, number>> {
  return withPlatform(handle.db, async (tx) => {
    const out: Record<string, number> = {};
    for (const table of COUNTED) {
      const [row] = resultRows<{ n: number }>(await tx.execute(sql.raw(`select count(*)::int as n from ${table}`)));
      out[table] = row!.n;
    }
    return out;
  });
}

async function seed(handle: DbHandle, shape: TBenchShape, log: (line: string) => void) {
  const started = Date.now();
  await handle.migrate();
  await ensurePlans(handle.db);
  const seeded = await seedBenchTenant(handle.db, shape, await hashPassword(BENCH_PASSWORD), (m) => log(`[bench] seeding ${handle.driver}: ${m}`));
  const seedSeconds = (Date.now() - started) / 1000;
  const [v] = resultRows<{ version: string }>(await handle.db.execute(sql`select version() as version`));
  return { seeded, seedSeconds, counts: await tableCounts(handle), version: v!.version.split(',')[0]! };
}

/** A scratch PostgreSQL database beside BENCH_DATABASE_URL, migrated and seeded with `readings`. */
async function postgresEngine(options: TBenchOptions, readings: number, jwtSecret: string, log: (line: string) => void): Promise<TEngine> {
  const name = `forecourt_bench_${Date.now()}`;
  await adminQuery(options.adminUrl, `create database ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  log(`[bench] scratch database ${name} on ${url.host}`);
  const handle = await openDb({ driver: 'postgres', url: url.toString(), poolSize: 2 });
  const dispose = async () => {
    await handle.close();
    if (options.keep) log(`[bench] kept database ${url.toString()}`);
    else await adminQuery(options.adminUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    const shape = benchShape(readings);
    const done = await seed(handle, shape, log);
    return {
      driver: 'postgres',
      shape,
      ...done,
      serverEnv: {
        BENCH_SERVER_DATABASE_URL: url.toString(),
        BENCH_SERVER_JWT_SECRET: jwtSecret,
        ...(options.poolSize ? { BENCH_SERVER_POOL_SIZE: String(options.poolSize) } : {}),
      },
      withHandle: (fn) => fn(handle),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A PGlite data directory in the temp dir, migrated and seeded, then closed (the server opens it). */
async function pgliteEngine(options: TBenchOptions, readings: number, jwtSecret: string, log: (line: string) => void): Promise<TEngine> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-pglite-'));
  log(`[bench] PGlite data directory ${dir}`);
  const dispose = async () => {
    if (options.keep) log(`[bench] kept PGlite data directory ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  const withHandle = async <T>(fn: (handle: DbHandle) => Promise<T>): Promise<T> => {
    const handle = await openDb({ driver: 'pglite', dataDir: dir });
    try {
      return await fn(handle);
    } finally {
      await handle.close();
    }
  };
  try {
    const shape = benchShape(readings);
    const done = await withHandle((handle) => seed(handle, shape, log));
    return { driver: 'pglite', shape, ...done, serverEnv: { BENCH_SERVER_PGLITE_DIR: dir, BENCH_SERVER_JWT_SECRET: jwtSecret }, withHandle, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

export function prepareEngine(driver: TDriver, options: TBenchOptions, readings: number, jwtSecret: string, log: (line: string) => void): Promise<TEngine> {
  return driver === 'postgres' ? postgresEngine(options, readings, jwtSecret, log) : pgliteEngine(options, readings, jwtSecret, log);
}
