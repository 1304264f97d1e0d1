import { inject } from 'vitest';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULTS, type AppConfig } from '../src/config';
import { openDb, type DbHandle } from '../src/db/client';

export type TestApp = { app: FastifyInstance; handle: DbHandle; close: () => Promise<void> };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('hex'),
    ...DEFAULTS,
    webDistDir: undefined,
    corsOrigins: [],
    logLevel: 'silent',
    ...overrides,
  };
}

/** A database for one test file: a fresh copy of the migrated PGlite, or the shared PostgreSQL scratch. */
export async function openTestDb(): Promise<DbHandle> {
  const target = inject('apiDb');
  if (target.driver === 'postgres') return openDb({ driver: 'postgres', url: target.url, poolSize: 4 });
  const bytes = readFileSync(target.dumpFile);
  return openDb({ driver: 'pglite', loadDataDir: new Blob([bytes]) });
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const handle = await openTestDb();
  const app = await buildApp({ config: testConfig(overrides), db: handle.db });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export function json<T = any>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** Bearer (and optional tenant header) for app.inject. */
export function bearer(token: string, tenantId?: string): Record<string, string> {
  return tenantId ? { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId } : { authorization: `Bearer ${token}` };
}

/** The refresh cookie set by a response, as a Cookie header value. */
export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === 'fc_refresh');
  return c && c.value ? `fc_refresh=${c.value}` : undefined;
}

/**
 * A second API instance on the same database, as another process would be (PostgreSQL: its own
 * connection pool). On PGlite (one connection, one process) it is the first app itself.
 */
export async function secondInstance(first: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  if (inject('apiDb').driver !== 'postgres') return { app: first.app, close: async () => {} };
  const handle = await openTestDb();
  const app = await buildApp({ config: testConfig(), db: handle.db });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
