/**
 * npm run bench — not part of the tests; issue 8's measurement (docs/performance.md, "How to measure").
 *
 * Per engine (PostgreSQL: a scratch database beside BENCH_DATABASE_URL; PGlite: a temp data directory),
 * it seeds one big tenant set-based (10 stations × 4 pumps × 4 nozzles, --readings N readings), starts
 * the real app in its own process (bench-server.ts) and measures with autocannon from this process:
 * GET /health, GET /stations as the owner of a second, fresh tenant with one station, GET
 * /nozzle-readings?limit=10 and GET /sales?limit=10 as the big tenant's owner, then POST
 * /nozzle-readings with each connection on its own nozzle of one station, then the three lists again
 * from a second server with the answer cache off (docs/decisions/038: computed at every request). Then the database's own
 * single-row insert rate in the same run, a check of every stored chain, rollup and ledger row, and
 * the targets' PASS/FAIL. `--compare-scale` instead runs the two list routes at N and 10 × N.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { resultRows } from '../src/db/sql-fragments';
import { withPlatform } from '../src/db/tenant';
import { checkStoredReadings } from './bench-check';
import { cpuLine, cpuSample } from './bench-cpu';
import { writerLines, writerSample, type TBatchStats, type TProbe } from './bench-writer';
import { dashboardBench } from './bench-dashboard';
import { prepareEngine, BENCH_PASSWORD, tableCounts, type TEngine } from './bench-engine';
import { insertRatePglite, insertRatePostgres, pgbenchRate } from './bench-insert';
import { freshTenantWithOneStation, login, measure, postReadings, startServer, type TRouteResult } from './bench-load';
import { parseOptions, USAGE, type TBenchOptions, type TDriver } from './bench-options';
import {
  checkLines,
  countsLine,
  insertLine,
  pgbenchLine,
  machineLine,
  n,
  routeTable,
  computed,
  ROUTES,
  scaleTable,
  shapeLine,
  verdicts,
  verdictTable,
  shareBudgetLine,
  type TDriverRun,
} from './bench-report';

const PGLITE_SEED_BUDGET_S = 180;
const log = (line: string) => console.log(line);

/** The server's environment with the answer cache off (docs/decisions/038): every list is computed. */
const CACHE_OFF = { ANSWER_CACHE_MB: '0' };

/** A probe on the bench's own connection to the engine's database, as the platform (no tenant). */
function probeOf(engine: TEngine): TProbe {
  return (text) => engine.withHandle((handle) => withPlatform(handle.db, async (tx) => resultRows<Record<string, unknown>>(await tx.execute(sql.raw(text)))[0]));
}

/** Runs `fn` against a server of its own; answers what `fn` answered and what the server's batcher sent. */
async function withServer<T>(
  engine: TEngine,
  fn: (base: string, pid: number) => Promise<T>,
  env: Record<string, string> = {},
): Promise<{ result: T; batches: TBatchStats | undefined }> {
  const server = await startServer({ ...engine.serverEnv, ...env });
  log(`[bench] server under test: pid ${server.pid}, ${server.base}${env.ANSWER_CACHE_MB === '0' ? ' (answer cache off)' : ''}`);
  let result: T;
  try {
    result = await fn(server.base, server.pid);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  return { result, batches: await server.stop() };
}

function engineHeader(engine: TEngine, options: TBenchOptions): void {
  log('');
  log(`== ${engine.driver} — ${engine.version}`);
  log(machineLine());
  log(shapeLine(engine.shape));
  log(`seeded in ${engine.seedSeconds.toFixed(1)} s (migrations, set-based seed, rollups, analyze)`);
  log(countsLine(engine.counts));
  log(
    `load: autocannon in the bench process, ${options.connections} connections, ${options.seconds} s per route; ` +
      `server in its own process (logging silent, jobs off${engine.driver === 'postgres' ? `, pool ${options.poolSize ?? 'default'}` : ''})`,
  );
}

async function runEngine(driver: TDriver, options: TBenchOptions, jwtSecret: string): Promise<TDriverRun> {
  const readings = driver === 'postgres' ? options.readings : options.pgliteReadings;
  if (driver === 'pglite') log(`[bench] PGlite readings: ${n(readings)} (${options.pgliteReadingsReason})`);
  const engine = await prepareEngine(driver, options, readings, jwtSecret, log);
  try {
    if (driver === 'pglite' && engine.seedSeconds > PGLITE_SEED_BUDGET_S) {
      log(`[bench] NOTE: seeding PGlite took ${engine.seedSeconds.toFixed(0)} s (> ${PGLITE_SEED_BUDGET_S} s): pass a smaller --pglite-readings`);
    }
    const c = options.connections;
    const s = options.seconds;
    const {
      result: { routes, postStarted, freshToken, postCpu, writer },
      batches,
    } = await withServer(engine, async (base, pid) => {
      const owner = await login(base, engine.seeded.ownerEmail, BENCH_PASSWORD);
      const fresh = await freshTenantWithOneStation(base, BENCH_PASSWORD);
      const out: TRouteResult[] = [];
      const get = async (route: string, path: string, token?: string) => {
        log(`[bench] ${driver}: ${route}`);
        out.push(await measure({ route, url: `${base}${path}`, connections: c, seconds: s, ...(token ? { token } : {}) }));
      };
      await get(ROUTES.health, '/health');
      await get(ROUTES.stations, '/stations', fresh);
      await get(ROUTES.readings, '/nozzle-readings?limit=10', owner);
      await get(ROUTES.sales, '/sales?limit=10', owner);
      // Each connection on its own nozzle of ONE station (the first station's nozzles).
      const station = engine.seeded.nozzles[0]!.stationId;
      const nozzles = engine.seeded.nozzles.filter((z) => z.stationId === station).slice(0, c);
      if (nozzles.length < c) throw new Error(`POST needs ${c} nozzles of one station, the shape has ${nozzles.length}`);
      log(`[bench] ${driver}: ${ROUTES.post} (${nozzles.length} nozzles of one station)`);
      const started = new Date();
      const cpu = cpuSample(pid);
      // The writer is sampled over the middle of the run, on the bench's own connection (PostgreSQL only).
      const sampled = driver === 'postgres' ? writerSample(probeOf(engine), s) : Promise.resolve(undefined);
      const post = await postReadings(base, owner, nozzles, c, s);
      out.push(post);
      return { routes: out, postStarted: started, freshToken: fresh, postCpu: cpu.stop(post.requests), writer: await sampled };
    });
    // The single-row insert rate the POST's share is taken of, right after the POST run: the machine's
    // speed moves within minutes, and the two figures of one ratio are best measured side by side.
    const { insert, pgbench } = await engine.withHandle(async (handle) => {
      log(`[bench] ${driver}: single-row insert rate`);
      const url = engine.serverEnv.BENCH_SERVER_DATABASE_URL!;
      const rate = driver === 'postgres' ? await insertRatePostgres(url, c, s) : await insertRatePglite(handle.pglite!, s);
      if (driver === 'postgres') log(`[bench] ${driver}: single-row insert rate by pgbench`);
      return { insert: rate, pgbench: driver === 'postgres' ? ((await pgbenchRate(url, c, s)) ?? null) : undefined };
    });
    // The same lists with the answer cache off: what computing each answer costs (after a write, or a
    // list asked for the first time).
    routes.push(
      ...(await withServer(
        engine,
        async (base) => {
          const owner = await login(base, engine.seeded.ownerEmail, BENCH_PASSWORD);
          const out: TRouteResult[] = [];
          for (const [route, path, token] of [
            [ROUTES.stations, '/stations', freshToken],
            [ROUTES.readings, '/nozzle-readings?limit=10', owner],
            [ROUTES.sales, '/sales?limit=10', owner],
          ] as const) {
            log(`[bench] ${driver}: ${computed(route)}`);
            out.push(await measure({ route: computed(route), url: `${base}${path}`, connections: c, seconds: s, token }));
          }
          return out;
        },
        CACHE_OFF,
      )).result,
    );
    const { check, counts } = await engine.withHandle(async (handle) => {
      log(`[bench] ${driver}: checking the stored readings`);
      return { check: await checkStoredReadings(handle.db, engine.seeded.tenantId, postStarted), counts: await tableCounts(handle) };
    });
    const run: TDriverRun = { driver, routes, insert, pgbench, check };
    engineHeader(engine, options);
    log('');
    for (const line of routeTable(routes)) log(line);
    log('');
    log(insertLine(insert, driver));
    if (pgbench !== undefined) log(pgbenchLine(pgbench));
    log(cpuLine(ROUTES.post, postCpu, driver === 'pglite'));
    for (const line of writerLines(ROUTES.post, driver === 'postgres' ? (writer ?? null) : undefined, batches)) log(line);
    const budget = shareBudgetLine(run, postCpu, writer);
    if (budget) log(budget);
    log(`after the run: ${countsLine(counts).slice('rows: '.length)}`);
    for (const line of checkLines(check)) log(line);
    log('');
    for (const line of verdictTable(verdicts(run))) log(line);
    return run;
  } finally {
    await engine.dispose();
  }
}

/** The list routes at each size (PostgreSQL), side by side: the list p50 at 10 × N within 1.5x of N's. */
async function compareScale(options: TBenchOptions, sizes: number[], jwtSecret: string): Promise<boolean> {
  const byRoute = new Map<string, TRouteResult[]>([
    [ROUTES.readings, []],
    [ROUTES.sales, []],
  ]);
  for (const size of sizes) {
    const engine = await prepareEngine('postgres', options, size, jwtSecret, log);
    try {
      engineHeader(engine, options);
      // Computed answers (the answer cache off): what must stay flat as history grows is the query, not a kept copy.
      await withServer(engine, async (base) => {
        const owner = await login(base, engine.seeded.ownerEmail, BENCH_PASSWORD);
        for (const [route, results] of byRoute) {
          log(`[bench] ${n(size)} readings: ${route}`);
          const path = route.slice('GET '.length);
          results.push(await measure({ route, url: `${base}${path}`, connections: options.connections, seconds: options.seconds, token: owner }));
        }
      }, CACHE_OFF);
    } finally {
      await engine.dispose();
    }
  }
  log('');
  log(`== list p50 by history size (PostgreSQL, answer cache off: every answer computed, ${options.connections} connections, ${options.seconds} s per route)`);
  for (const line of scaleTable(sizes, byRoute)) log(line);
  const results = [...byRoute.values()].flat();
  for (const r of results) if (r.firstNon2xx) log(`first non-2xx of ${r.route}: ${r.firstNon2xx.status} ${r.firstNon2xx.body}`);
  return results.every((r) => r.non2xx === 0 && r.errors === 0);
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    log(USAGE);
    return 0;
  }
  const jwtSecret = randomBytes(32).toString('hex');
  log(`Forecourt benchmark — ${new Date().toISOString()}`);
  log(machineLine());
  if (options.dashboard) return (await dashboardBench(options, options.scales!, jwtSecret, log)) ? 0 : 1;
  if (options.scales) return (await compareScale(options, options.scales, jwtSecret)) ? 0 : 1;

  const runs: TDriverRun[] = [];
  for (const driver of options.drivers) runs.push(await runEngine(driver, options, jwtSecret));
  log('');
  log('(list p50 at 2,33,600 and at ten times that: npm run bench -- --compare-scale)');
  // Wrong stored data or refused requests make the run invalid; a missed target is reported above, not fatal.
  const valid = runs.every((r) => r.check.ok && r.routes.every((route) => route.non2xx === 0 && route.errors === 0));
  if (!valid) log('[bench] INVALID RUN: wrong stored rows or non-2xx/errors (above)');
  return valid ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
