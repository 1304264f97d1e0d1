import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../src/db/client';
import { ensurePlans } from '../src/seed/plans';

declare module 'vitest' {
  export interface ProvidedContext {
    apiDb: { driver: 'postgres'; url: string } | { driver: 'pglite'; dumpFile: string };
  }
}

/**
 * Migrates once per run. PGlite: the migrated data directory is dumped and every test file starts
 * from its own copy. PostgreSQL (TEST_DATABASE_URL): a scratch database is created and migrated, and
 * test files share it (each test seeds its own tenant).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (adminUrl) {
    const name = `forecourt_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDb({ driver: 'postgres', url: url.toString(), poolSize: 2 });
    await handle.migrate();
    await ensurePlans(handle.db);
    await handle.close();
    project.provide('apiDb', { driver: 'postgres', url: url.toString() });
    console.log(`[api tests] PostgreSQL scratch database ${name}`);
    return async () => {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-api-tests-'));
  const handle = await openDb({ driver: 'pglite' });
  await handle.migrate();
  await ensurePlans(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  const dumpFile = path.join(dir, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('apiDb', { driver: 'pglite', dumpFile });
  console.log('[api tests] PGlite (migrated once, copied per test file)');
  return () => rmSync(dir, { recursive: true, force: true });
}
