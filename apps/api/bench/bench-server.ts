/**
 * The server under test of `npm run bench`, in its own process so that the load generator does not
 * share its event loop: the real app (buildApp) over PostgreSQL or a PGlite data directory, logging
 * silent, background jobs off, on a free loopback port. Prints `{"port":N}` on stdout once listening;
 * SIGTERM closes the app and the database (PGlite flushes its data directory) and exits 0.
 *
 *   BENCH_SERVER_DATABASE_URL  PostgreSQL URL, or
 *   BENCH_SERVER_PGLITE_DIR    a PGlite data directory (migrated and seeded by the bench)
 *   BENCH_SERVER_JWT_SECRET    the signing secret (at least 32 characters)
 *   BENCH_SERVER_POOL_SIZE     PostgreSQL pool size (default: the server's, openDb's default)
 */
import os from 'node:os';
import { buildApp } from '../src/app';
import { DEFAULTS, type AppConfig } from '../src/config';
import { openDb } from '../src/db/client';

async function main() {
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  const dataDir = process.env.BENCH_SERVER_PGLITE_DIR;
  const jwtSecret = process.env.BENCH_SERVER_JWT_SECRET ?? '';
  if (!url === !dataDir) throw new Error('bench-server: set exactly one of BENCH_SERVER_DATABASE_URL and BENCH_SERVER_PGLITE_DIR');
  const poolSize = process.env.BENCH_SERVER_POOL_SIZE ? Number(process.env.BENCH_SERVER_POOL_SIZE) : undefined;
  const handle = url
    ? await openDb({ driver: 'postgres', url, ...(poolSize ? { poolSize } : {}) })
    : await openDb({ driver: 'pglite', dataDir: dataDir! });
  const config: AppConfig = {
    databaseUrl: url,
    dataDir: dataDir ?? os.tmpdir(),
    jwtSecret,
    ...DEFAULTS,
    webDistDir: undefined,
    corsOrigins: [],
    logLevel: 'silent',
  };
  const app = await buildApp({ config, db: handle.db, jobs: { enabled: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('bench-server: no port');
  process.stdout.write(JSON.stringify({ port: address.port }) + '\n');

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
