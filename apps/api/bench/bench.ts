/**
 * npm run bench — not part of the tests. Seeds a tenant on PostgreSQL with 10 stations and a year of
 * readings (set-based SQL), serves the real app on a loopback port, and measures with autocannon
 * (10 connections, 10 s each): POST nozzle-readings (each connection on its own nozzle with increasing
 * values), GET nozzle-readings?limit=10, GET /sales?limit=10, GET /fuel-inventory, GET /alerts.
 * Prints requests/s, p50 and p99 per route and the row counts it ran against.
 *
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) — a scratch database is
 *   created beside it and dropped afterwards (--keep keeps it). BENCH_SECONDS (default 10).
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { DEFAULTS, type AppConfig } from '../src/config';
import { openDb } from '../src/db/client';
import { ensurePlans } from '../src/seed/plans';
import { withPlatform } from '../src/db/tenant';
import { hashPassword } from '../src/lib/passwords';
import { seedBenchTenant, BENCH_SHAPE } from './bench-seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const keep = process.argv.includes('--keep');
const CONNECTIONS = 10;

type TRow = { route: string; rps: number; p50: number; p99: number; non2xx: number; errors: number; note?: string };

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `forecourt_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function row(route: string, r: autocannon.Result, note?: string): TRow {
  return {
    route,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...(note ? { note } : {}),
  };
}

async function main() {
  const db = await scratchDatabase();
  console.log(`[bench] scratch database ${new URL(db.url).pathname.slice(1)} on ${new URL(adminUrl).host}`);
  const handle = await openDb({ driver: 'postgres', url: db.url, poolSize: 20 });
  try {
    await handle.migrate();
    await ensurePlans(handle.db);
    const started = Date.now();
    const seeded = await seedBenchTenant(handle.db, await hashPassword('Bench@12345'));
    console.log(`[bench] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const config: AppConfig = {
      databaseUrl: db.url,
      dataDir: os.tmpdir(),
      jwtSecret: randomBytes(32).toString('hex'),
      ...DEFAULTS,
      webDistDir: undefined,
      corsOrigins: [],
      logLevel: 'silent',
    };
    const app = await buildApp({ config, db: handle.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.ownerEmail, password: 'Bench@12345' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const counts = await withPlatform(handle.db, async (tx) => {
      const out: Record<string, number> = {};
      for (const table of ['stations', 'pumps', 'nozzles', 'fuel_prices', 'nozzle_readings', 'inventory_movements', 'alerts']) {
        const exists = await tx.execute(sql`select to_regclass(${'public.' + table}) is not null as present`);
        const present = (exists as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present;
        if (!present) continue;
        const r = await tx.execute(sql.raw(`select count(*)::int as n from ${table}`));
        out[table] = (r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      }
      return out;
    });

    const results: TRow[] = [];
    // Each connection records on its own nozzle with increasing values: a repeated body would only be refused.
    let next = 0;
    const post = await run({
      url: `${base}/api/v1/nozzle-readings`,
      connections: CONNECTIONS,
      duration: seconds,
      method: 'POST',
      headers,
      setupClient: (client) => {
        const nozzle = seeded.nozzles[next++ % seeded.nozzles.length]!;
        let value = nozzle.latest;
        const advance = () => {
          value = Math.round((value + 1.25) * 1000) / 1000;
          client.setBody(JSON.stringify({ nozzleId: nozzle.id, reading: value, paymentMethod: 'cash' }));
        };
        advance();
        client.on('response', advance);
      },
    });
    results.push(row('POST /nozzle-readings', post));

    for (const path of ['/nozzle-readings?limit=10', '/sales?limit=10', '/fuel-inventory', '/alerts']) {
      const probe = await fetch(`${base}/api/v1${path}`, { headers });
      if (probe.status === 404) {
        results.push({ route: `GET ${path}`, rps: 0, p50: 0, p99: 0, non2xx: 0, errors: 0, note: 'route not available' });
        continue;
      }
      const r = await run({ url: `${base}/api/v1${path}`, connections: CONNECTIONS, duration: seconds, headers });
      results.push(row(`GET ${path}`, r));
    }

    console.log('');
    console.log(`Forecourt benchmark — ${new Date().toISOString()}`);
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
    console.log(`shape: ${BENCH_SHAPE.stations} stations × ${BENCH_SHAPE.pumpsPerStation} pumps × ${BENCH_SHAPE.nozzlesPerPump} nozzles, ${BENCH_SHAPE.days} days × ${BENCH_SHAPE.readingsPerDay} readings a day per nozzle`);
    console.log(`rows: ${Object.entries(counts).map(([k, v]) => `${k} ${v.toLocaleString('en-IN')}`).join(', ')}`);
    console.log(`load: autocannon, ${CONNECTIONS} connections, ${seconds} s per route, server in the same process on loopback`);
    console.log('');
    console.log('| route | req/s | p50 ms | p99 ms | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(r.note ? `| ${r.route} | — | — | — | — | ${r.note} |` : `| ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
    }
    await app.close();
  } finally {
    await handle.close();
    if (keep) console.log(`[bench] kept ${db.url}`);
    else await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
