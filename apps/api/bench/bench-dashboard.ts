import { BENCH_PASSWORD, prepareEngine } from './bench-engine';
import { DASHBOARD_P95_TARGET_MS, dashboardRoutes } from './bench-dashboard-routes';
import { login, startServer } from './bench-load';
import type { TBenchOptions } from './bench-options';
import { n } from './bench-report';

/** One route's latencies under load: exact percentiles over every request of the run. */
type TLatency = { path: string; requests: number; rps: number; p50: number; p95: number; p99: number; failed: number; status?: number; body?: string };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
/** Only the routes of the parallel analytics branch may be absent; a missing dashboard route fails the run. */
const absent = (r: TLatency) => r.status === 404 && r.path.startsWith('/analytics/');

/**
 * `connections` workers each send the GET one after the other for `seconds`; every latency is kept, so
 * p95 is exact (autocannon reports p97.5, not p95).
 */
async function load(base: string, path: string, token: string, connections: number, seconds: number): Promise<TLatency> {
  const url = `${base}${path}`;
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(url, { headers });
  if (probe.status !== 200) return { path, requests: 0, rps: 0, p50: 0, p95: 0, p99: 0, failed: 1, status: probe.status, body: (await probe.text()).slice(0, 200) };
  await probe.arrayBuffer().catch(() => undefined);
  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    failed,
  };
}

/**
 * `npm run bench -- --dashboard`: on PostgreSQL, at each history size (default 2,33,600 and ten times
 * that), every dashboard and analytics read as the big tenant's owner; p50/p95/p99 per route and the
 * p95 target at the largest size. Returns whether every present route answered 200 throughout.
 */
export async function dashboardBench(options: TBenchOptions, sizes: number[], jwtSecret: string, log: (line: string) => void): Promise<boolean> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const byPath = new Map<string, TLatency[]>(dashboardRoutes(today).map((p) => [p, []]));
  for (const size of sizes) {
    const engine = await prepareEngine('postgres', options, size, jwtSecret, log);
    try {
      log(`[bench] dashboard: ${n(size)} readings seeded in ${engine.seedSeconds.toFixed(1)} s`);
      const server = await startServer(engine.serverEnv);
      try {
        const owner = await login(server.base, engine.seeded.ownerEmail, BENCH_PASSWORD);
        for (const [path, results] of byPath) {
          log(`[bench] ${n(size)} readings: GET ${path}`);
          results.push(await load(server.base, path, owner, options.connections, options.seconds));
        }
      } finally {
        await server.stop();
      }
    } finally {
      await engine.dispose();
    }
  }
  log('');
  log(`== dashboard and analytics reads (PostgreSQL, ${options.connections} connections, ${options.seconds} s per route)`);
  log('| route | readings | req/s | p50 ms | p95 ms | p99 ms | failed |');
  log('|---|---:|---:|---:|---:|---:|---:|');
  let ok = true;
  for (const [path, results] of byPath) {
    results.forEach((r, i) => {
      if (absent(r)) log(`| GET ${path} | ${n(sizes[i]!)} | — | — | — | — | absent (404) |`);
      else log(`| GET ${path} | ${n(sizes[i]!)} | ${n(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.failed}${r.status ? ` (${r.status} ${r.body})` : ''} |`);
      if (!absent(r) && r.failed > 0) ok = false;
    });
  }
  log('');
  log(`p95 <= ${DASHBOARD_P95_TARGET_MS} ms at ${n(sizes.at(-1)!)} readings:`);
  for (const [path, results] of byPath) {
    const last = results.at(-1)!;
    if (absent(last)) continue;
    log(`  ${last.p95 <= DASHBOARD_P95_TARGET_MS && last.failed === 0 ? 'PASS' : 'FAIL'}  GET ${path}  p95 ${last.p95} ms`);
  }
  return ok;
}
