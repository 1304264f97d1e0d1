import os from 'node:os';
import { formatNumber } from '@forecourt/shared';
import type { TCheckResult } from './bench-check';
import type { TCpuSplit } from './bench-cpu';
import type { TInsertResult, TPgbenchResult } from './bench-insert';
import type { TRouteResult } from './bench-load';
import type { TDriver } from './bench-options';
import type { TBenchShape } from './bench-seed';
import type { TWriterFigures } from './bench-writer';

/** What one engine's run measured (what it ran against is printed from its TEngine). */
export type TDriverRun = {
  driver: TDriver;
  routes: TRouteResult[];
  insert: TInsertResult | undefined;
  /** PostgreSQL: the same insert measured by pgbench (null: this machine has none); PGlite: undefined. */
  pgbench?: TPgbenchResult | null;
  check: TCheckResult;
};

/**
 * The single-row insert rate the POST's share is taken of: the higher of the bench's own loop and
 * pgbench's figure in the same run. pgbench is the tool the issue measured the machine's write limit
 * with; the loop stands in for it where there is none.
 */
function insertCeiling(run: TDriverRun): { rate: number; by: string } | undefined {
  if (!run.insert) return undefined;
  if (run.pgbench && run.pgbench.rate > run.insert.rate) return { rate: run.pgbench.rate, by: 'pgbench' };
  return { rate: run.insert.rate, by: 'the loop' };
}

/** The POST's share of the insert ceiling the target asks for. */
const POST_SHARE_TARGET = 0.2;

export type TVerdict = { target: string; measured: string; pass: boolean | undefined };

/** A whole number with Indian grouping (2,33,600). */
export const n = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export const ROUTES = {
  health: 'GET /health',
  stations: 'GET /stations (fresh tenant, 1 station)',
  readings: 'GET /nozzle-readings?limit=10',
  sales: 'GET /sales?limit=10',
  post: 'POST /nozzle-readings',
} as const;
export const LIST_ROUTES = [ROUTES.stations, ROUTES.readings, ROUTES.sales];

/** A list route measured with the answer cache off (docs/decisions/038): every answer computed. */
export const computed = (route: string) => `${route}, computed (answer cache off)`;

export function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `machine: ${cpus.length} x ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, load average ${load}`;
}

export function shapeLine(shape: TBenchShape): string {
  const nozzles = shape.stations * shape.pumpsPerStation * shape.nozzlesPerPump;
  return (
    `shape: ${shape.stations} stations x ${shape.pumpsPerStation} pumps x ${shape.nozzlesPerPump} nozzles (${nozzles}), ` +
    `${n(shape.readingsPerNozzle)} readings per nozzle (${shape.readingsPerDay} a day, ${formatNumber(shape.days, { maximumFractionDigits: 1 })} days) = ${n(shape.readings)} readings`
  );
}

export function countsLine(counts: Record<string, number>): string {
  return `rows: ${Object.entries(counts)
    .map(([table, count]) => `${table} ${n(count)}`)
    .join(', ')}`;
}

export function routeTable(routes: TRouteResult[]): string[] {
  const lines = ['| route | req/s | p50 ms | p99 ms | non-2xx | errors |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of routes) lines.push(`| ${r.route} | ${n(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
  for (const r of routes) {
    if (r.firstNon2xx) lines.push(`first non-2xx of ${r.route}: ${r.firstNon2xx.status} ${r.firstNon2xx.body}`);
  }
  return lines;
}

export function checkLines(check: TCheckResult): string[] {
  const lines = [
    `chains checked: ${n(check.chains.checked)} readings (${n(check.chains.written)} written by the POST run), ${n(check.chains.wrong)} wrong`,
    ...check.chains.examples.map((e) => `  wrong: ${e}`),
    `rollups checked: ${check.rollups.map((r) => `${r.table} ${n(r.rows)} rows, ${n(r.wrong)} wrong`).join('; ')}`,
    `ledger checked: ${n(check.ledger.readings)} readings' movements, ${n(check.ledger.readingsWrong)} wrong; ` +
      `${n(check.ledger.tanks)} tanks' stock against their movements, ${n(check.ledger.tanksWrong)} wrong`,
  ];
  return lines;
}

/** The issue's targets for one engine's run (PASS/FAIL), and its ratios. */
export function verdicts(run: TDriverRun): TVerdict[] {
  const route = (name: string) => run.routes.find((r) => r.route === name)!;
  const health = route(ROUTES.health);
  const post = route(ROUTES.post);
  const out: TVerdict[] = [];
  const failedRoutes = run.routes.filter((r) => r.non2xx > 0 || r.errors > 0);
  out.push({
    target: 'every route: 0 non-2xx, 0 errors',
    measured: failedRoutes.length ? failedRoutes.map((r) => `${r.route} ${r.non2xx}/${r.errors}`).join(', ') : 'all 0',
    pass: failedRoutes.length === 0,
  });
  out.push({ target: 'stored chains, rollups and ledger: 0 wrong', measured: run.check.ok ? '0 wrong' : 'WRONG rows (above)', pass: run.check.ok });
  const insertRatio = run.insert ? post.rps / run.insert.rate : undefined;
  if (run.driver === 'postgres') {
    const ceiling = insertCeiling(run);
    const share = ceiling ? post.rps / ceiling.rate : undefined;
    out.push({ target: 'POST >= 1,000 readings/s', measured: `${n(post.rps)}/s`, pass: post.rps >= 1000 });
    out.push({ target: 'POST p99 <= 50 ms', measured: `${post.p99} ms`, pass: post.p99 <= 50 });
    out.push({
      target: 'POST >= 20 % of the single-row insert rate (the higher of the loop and pgbench)',
      measured: share === undefined ? 'n/a' : `${n(post.rps)} / ${n(ceiling!.rate)} (${ceiling!.by}) = ${pct(share)}`,
      pass: share === undefined ? undefined : share >= POST_SHARE_TARGET,
    });
    if (run.insert && ceiling?.by === 'pgbench') {
      out.push({ target: "POST / the loop's insert rate (figure only)", measured: `${n(post.rps)} / ${n(run.insert.rate)} = ${pct(insertRatio!)}`, pass: undefined });
    }
    for (const name of LIST_ROUTES) {
      const r = route(name);
      const ratio = r.rps / health.rps;
      out.push({ target: `${name} >= 50 % of GET /health`, measured: `${n(r.rps)} / ${n(health.rps)} = ${pct(ratio)}`, pass: ratio >= 0.5 });
      out.push({ target: `${name} p99 <= 25 ms`, measured: `${r.p99} ms`, pass: r.p99 <= 25 });
    }
    // The same lists computed at every request (the answer cache off): figures, not the targets, which hold
    // the app as it runs (kept answers, invalidated by every write).
    for (const name of LIST_ROUTES) {
      const r = run.routes.find((x) => x.route === computed(name));
      if (!r) continue;
      out.push({
        target: `${computed(name)}: share of GET /health (figure only)`,
        measured: `${n(r.rps)} / ${n(health.rps)} = ${pct(r.rps / health.rps)}, p99 ${r.p99} ms`,
        pass: undefined,
      });
    }
  } else {
    out.push({ target: 'POST >= 250 readings/s', measured: `${n(post.rps)}/s`, pass: post.rps >= 250 });
    out.push({
      target: 'POST / single-row insert rate (no target)',
      measured: insertRatio === undefined ? 'n/a' : `${n(post.rps)} / ${n(run.insert!.rate)} = ${pct(insertRatio)}`,
      pass: undefined,
    });
    for (const name of LIST_ROUTES) {
      const r = route(name);
      out.push({
        target: `${name} >= 5x today's (no recorded baseline: figures only)`,
        measured: `${n(r.rps)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${pct(r.rps / health.rps)} of GET /health`,
        pass: undefined,
      });
    }
  }
  return out;
}

/**
 * What the 20 % share asks of this machine, from what this run measured (PostgreSQL): the POST rate it
 * needs, the cores that rate takes at this run's CPU per POST (the API, PostgreSQL and the load generator
 * share the same cores), and the writer's CPU per reading it leaves, at the share of the wall time the
 * writer was on a CPU in this run (the batches run one after another on that one backend). A figure, not
 * a target: it says which of the two bounds a failed share ran into, and by how much.
 */
export function shareBudgetLine(run: TDriverRun, cpu: TCpuSplit | undefined, writer: TWriterFigures | null | undefined): string | undefined {
  const ceiling = insertCeiling(run);
  if (run.driver !== 'postgres' || !ceiling || !cpu || !writer) return undefined;
  const needed = ceiling.rate * POST_SHARE_TARGET;
  const perPost = cpu.apiUs + cpu.postgresUs + cpu.loadUs;
  const cores = (needed * perPost) / 1e6;
  const writerUs = (writer.onCpu * 1e6) / needed;
  return (
    `${ROUTES.post}, what ${pct(POST_SHARE_TARGET)} of ${n(ceiling.rate)} (${ceiling.by}) asks: ${n(needed)} readings/s; ` +
    `at this run's ${perPost} µs of CPU per POST (API ${cpu.apiUs}, PostgreSQL ${cpu.postgresUs}, load generator ${cpu.loadUs}) ` +
    `that is ${cores.toFixed(2)} of ${cpu.cores} cores, before any other process; the writer, on a CPU ${pct(writer.onCpu)} of the time ` +
    `as in this run, would have ${Math.round(writerUs)} µs of CPU a reading (it used ${writer.cpuUs})`
  );
}

export function verdictTable(list: TVerdict[]): string[] {
  const mark = (pass: boolean | undefined) => (pass === undefined ? '—' : pass ? 'PASS' : 'FAIL');
  return ['| target | measured | |', '|---|---|---|', ...list.map((v) => `| ${v.target} | ${v.measured} | ${mark(v.pass)} |`)];
}

export function insertLine(insert: TInsertResult | undefined, driver: TDriver): string {
  if (!insert) return 'single-row insert rate: n/a';
  const where = driver === 'postgres' ? `${insert.clients} pg clients in the bench process` : "PGlite's one connection, in the bench process";
  return (
    `single-row insert rate (INSERT INTO bench_insert(v) VALUES ($1), autocommit, ${where}, ${formatNumber(insert.seconds, { maximumFractionDigits: 1 })} s): ` +
    `${n(insert.rate)} inserts/s, p50 ${insert.p50} ms, p99 ${insert.p99} ms`
  );
}

export function pgbenchLine(pgbench: TPgbenchResult | null): string {
  if (!pgbench) return 'single-row insert rate by pgbench: no pgbench on this machine (the loop above is the ceiling)';
  return (
    `single-row insert rate by pgbench (the same insert and table, ${pgbench.clients} clients on one thread, its default simple protocol, ` +
    `${formatNumber(pgbench.seconds, { maximumFractionDigits: 1 })} s): ${n(pgbench.rate)} inserts/s, latency average ${pgbench.latencyAverage} ms`
  );
}

/** The list-scale comparison: list p50 at each size against the first, PASS when within 1.5x. */
export function scaleTable(sizes: number[], byRoute: Map<string, TRouteResult[]>): string[] {
  const header = `| route | ${sizes.map((s) => `p50 ms at ${n(s)}`).join(' | ')} | ${sizes
    .slice(1)
    .map((s) => `ratio ${n(s)} / ${n(sizes[0]!)}`)
    .join(' | ')} | <= 1.5x |`;
  const lines = [header, `|---|${sizes.map(() => '---:').join('|')}|${sizes.slice(1).map(() => '---:').join('|')}|---|`];
  for (const [route, results] of byRoute) {
    const base = results[0]!.p50;
    const ratios = results.slice(1).map((r) => r.p50 / base);
    const pass = ratios.every((r) => r <= 1.5);
    lines.push(`| ${route} | ${results.map((r) => r.p50).join(' | ')} | ${ratios.map((r) => `${r.toFixed(2)}x`).join(' | ')} | ${pass ? 'PASS' : 'FAIL'} |`);
  }
  lines.push('');
  lines.push('| route | readings | req/s | p50 ms | p99 ms | non-2xx | errors |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const [route, results] of byRoute) {
    results.forEach((r, i) => lines.push(`| ${route} | ${n(sizes[i]!)} | ${n(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`));
  }
  return lines;
}
