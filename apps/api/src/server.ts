import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDb } from './db/client';
import { ensurePlans } from './seed/plans';
import { DEMO_LOGINS, seedDemo } from './seed/demo';

/** The built web app: apps/web/dist, found from src/ (tsx) and from dist/ (bundle) alike. */
function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidate = path.resolve(here, '../../web/dist');
  return existsSync(candidate) ? candidate : undefined;
}

async function main() {
  const config = configFromEnv(process.env, findWebDist());
  const handle = config.databaseUrl
    ? await openDb({ driver: 'postgres', url: config.databaseUrl })
    : await openDb({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await handle.migrate();
  await ensurePlans(handle.db);

  const app = await buildApp({
    config,
    db: handle.db,
    jobs: { enabled: process.env.JOBS_ENABLED !== 'false', tickMs: Number(process.env.JOBS_TICK_MS ?? 60_000) },
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });

  if (handle.driver === 'pglite') {
    const started = Date.now();
    const seeded = await seedDemo(handle.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (seeded) console.log(`Seeded the demo business with 90 days of history in ${seconds} s`);
    app.log.info(seeded ? `Embedded database seeded with the demo business (${seconds} s)` : 'Embedded database ready');
  }

  // While shutting down, every response closes its connection: a keep-alive client whose request was in
  // flight gets its whole answer and then the socket ends, so the server's close is never left waiting
  // on an idle keep-alive connection (idle ones are closed by server.close itself).
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host === '127.0.0.1' ? 'localhost' : host;
  const lines = [`Forecourt is running on http://${shown}:${port} (${handle.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`];
  if (handle.driver === 'pglite') {
    lines.push('Demo logins:');
    for (const l of DEMO_LOGINS) lines.push(`  ${l.role.padEnd(10)} ${l.email} / ${l.password}${l.role === 'superadmin' ? '  (at /login/admin)' : ''}`);
  }
  console.log(lines.join('\n'));

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
