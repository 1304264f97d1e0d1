/**
 * npm run bench — not part of the tests; issue 36's floors (docs/performance.md, "How to measure").
 *
 * Per engine (PostgreSQL: a scratch database beside BENCH_DATABASE_URL; PGlite: a temp data directory),
 * it seeds one big tenant set-based (10 stations × 4 pumps × 4 nozzles, --readings N readings), starts
 * the real app in its own process (bench-server.ts) and measures with autocannon from this process:
 * GET /health, GET /stations as the owner of a second, fresh tenant with one station, GET
 * /nozzle-readings?limit=10 and GET /sales?limit=10 as the big tenant's owner (figures: nothing else
 * runs); POST /nozzle-readings with each connection on its own nozzle of the first station; then the
 * three lists again, each while ONE connection posts readings in a closed loop on a nozzle of the second
 * station (the writer: bench-load.ts, measureWithWriter). Then a check of every stored chain, rollup and
 * ledger row (bench-check.ts) and the floors' PASS/FAIL (bench-report.ts, verdicts).
 * `--compare-scale` instead reads the two history lists, each with a writer, at N and 10 × N;
 * `--dashboard` the dashboard and analytics reads (bench-dashboard.ts).
 */
import { randomBytes } from 'node:crypto';
import { checkStoredReadings } from './bench-check';
import { cpuLine, cpuSample } from './bench-cpu';
import { dashboardBench } from './bench-dashboard';
import { prepareEngine, BENCH_PASSWORD, tableCounts, type TEngine } from './bench-engine';
import { freshTenantWithOneStation, login, measure, measureWithWriter, postReadings, startServer, type TRouteResult } from './bench-load';
import { parseOptions, USAGE, type TBenchOptions, type TDriver } from './bench-options';
import {
  checkLines,
  countsLine,
  machineLine,
  n,
  routeTable,
  ROUTES,
  scaleTable,
  shapeLine,
  verdicts,
  verdictTable,
  withWriter,
  writerDuring,
  type TDriverRun,
} from './bench-report';

const PGLITE_SEED_BUDGET_S = 180;
const log = (line: string) => console.log(line);

/** Runs `fn` against a server of its own, stopped after. */
async function withServer<T>(engine: TEngine, fn: (base: string, pid: number) => Promise<T>): Promise<T> {
  const server = await startServer(engine.serverEnv);
  log(`[bench] server under test: pid ${server.pid}, ${server.base}`);
  let result: T;
  try {
    result = await fn(server.base, server.pid);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  await server.stop();
  return result;
}

/** The nozzles of the seeded tenant's station number `index` (0: the POST run's, 1: the writer's). */
function nozzlesOf(engine: TEngine, index: number) {
  const station = [...new Set(engine.seeded.nozzles.map((z) => z.stationId))][index];
  return engine.seeded.nozzles.filter((z) => z.stationId === station);
}

function engineHeader(engine: TEngine, options: TBenchOptions): void {
  log('');
  log(`== ${engine.driver} — ${engine.version}`);
  log(machineLine());
  log(shapeLine(engine.shape));
  log(`seeded in ${engine.seedSeconds.toFixed(1)} s (migrations, set-based seed, rollups, analyze)`);
  log(countsLine(engine.counts));
  log(
    `load: autocannon in the bench process, ${options.connections} connections, ${options.seconds} s per route (a writer: 1 more connection); ` +
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
    const nozzles = nozzlesOf(engine, 0).slice(0, c);
    if (nozzles.length < c) throw new Error(`POST needs ${c} nozzles of one station, the shape has ${nozzles.length}`);
    const writerNozzles = nozzlesOf(engine, 1);
    const { routes, postStarted, postCpu } = await withServer(engine, async (base, pid) => {
      const owner = await login(base, engine.seeded.ownerEmail, BENCH_PASSWORD);
      const fresh = await freshTenantWithOneStation(base, BENCH_PASSWORD);
      const load = (route: string, path: string, token?: string) => ({
        route,
        url: `${base}${path}`,
        connections: c,
        seconds: options.seconds,
        ...(token ? { token } : {}),
      });
      const lists = [
        [ROUTES.stations, '/stations', fresh],
        [ROUTES.readings, '/nozzle-readings?limit=10', owner],
        [ROUTES.sales, '/sales?limit=10', owner],
      ] as const;
      const out: TRouteResult[] = [];
      for (const [route, path, token] of [[ROUTES.health, '/health', undefined], ...lists] as const) {
        log(`[bench] ${driver}: ${route}`);
        out.push(await measure(load(route, path, token)));
      }
      log(`[bench] ${driver}: ${ROUTES.post} (${nozzles.length} nozzles of one station)`);
      const started = new Date();
      const cpu = cpuSample(pid);
      const post = await postReadings(base, owner, nozzles, c, options.seconds);
      out.push(post);
      const postCpu = cpu.stop(post.requests);
      for (const [i, [route, path, token]] of lists.entries()) {
        log(`[bench] ${driver}: ${withWriter(route)}`);
        out.push(...(await measureWithWriter(load(withWriter(route), path, token), base, owner, writerNozzles[i]!, writerDuring(route))));
      }
      return { routes: out, postStarted: started, postCpu };
    });
    const { check, counts } = await engine.withHandle(async (handle) => {
      log(`[bench] ${driver}: checking the stored readings`);
      return { check: await checkStoredReadings(handle.db, engine.seeded.tenantId, postStarted), counts: await tableCounts(handle) };
    });
    const run: TDriverRun = { driver, connections: c, routes, check };
    engineHeader(engine, options);
    log('');
    for (const line of routeTable(routes)) log(line);
    log('');
    log(cpuLine(ROUTES.post, postCpu, driver === 'pglite'));
    log(`after the run: ${countsLine(counts).slice('rows: '.length)}`);
    for (const line of checkLines(check)) log(line);
    log('');
    for (const line of verdictTable(verdicts(run))) log(line);
    return run;
  } finally {
    await engine.dispose();
  }
}

/** The history lists at each size (PostgreSQL), each with a writer: the list p50 at 10 × N within 1.5x of N's. */
async function compareScale(options: TBenchOptions, sizes: number[], jwtSecret: string): Promise<boolean> {
  const routes = [ROUTES.readings, ROUTES.sales];
  const byRoute = new Map(routes.map((route) => [route, [] as TRouteResult[]]));
  const writers = new Map(routes.map((route) => [route, [] as TRouteResult[]]));
  for (const size of sizes) {
    const engine = await prepareEngine('postgres', options, size, jwtSecret, log);
    try {
      engineHeader(engine, options);
      const writerNozzles = nozzlesOf(engine, 1);
      await withServer(engine, async (base) => {
        const owner = await login(base, engine.seeded.ownerEmail, BENCH_PASSWORD);
        for (const [i, route] of routes.entries()) {
          log(`[bench] ${n(size)} readings: ${withWriter(route)}`);
          const url = `${base}${route.slice('GET '.length)}`;
          const load = { route, url, connections: options.connections, seconds: options.seconds, token: owner };
          const [read, writer] = await measureWithWriter(load, base, owner, writerNozzles[i]!, writerDuring(route));
          byRoute.get(route)!.push(read);
          writers.get(route)!.push(writer);
        }
      });
    } finally {
      await engine.dispose();
    }
  }
  log('');
  log(`== list p50 by history size (PostgreSQL, each list read while 1 connection posts readings, ${options.connections} connections, ${options.seconds} s per route)`);
  for (const line of scaleTable(sizes, byRoute, writers)) log(line);
  const results = [...byRoute.values(), ...writers.values()].flat();
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
  // Wrong stored data or refused requests make the run invalid; a missed floor is reported above, not fatal.
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
