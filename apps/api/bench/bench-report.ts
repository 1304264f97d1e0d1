import os from 'node:os';
import { formatNumber } from '@forecourt/shared';
import type { TCheckResult } from './bench-check';
import type { TRouteResult } from './bench-load';
import type { TDriver } from './bench-options';
import type { TBenchShape } from './bench-seed';

/** What one engine's run measured (what it ran against is printed from its TEngine). */
export type TDriverRun = { driver: TDriver; connections: number; routes: TRouteResult[]; check: TCheckResult };

export type TVerdict = { target: string; measured: string; pass: boolean };

/** A whole number with Indian grouping (2,33,600). */
export const n = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

export const ROUTES = {
  health: 'GET /health',
  stations: 'GET /stations (fresh tenant, 1 station)',
  readings: 'GET /nozzle-readings?limit=10',
  sales: 'GET /sales?limit=10',
  post: 'POST /nozzle-readings',
} as const;
export const LIST_ROUTES = [ROUTES.stations, ROUTES.readings, ROUTES.sales];

/** A list route read while one connection posts readings (bench-load.ts, measureWithWriter), and that writer. */
export const withWriter = (route: string) => `${route}, with a writer`;
export const writerDuring = (route: string) => `the writer (POST /nozzle-readings, 1 connection) during ${route}`;

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
    `chains checked: ${n(check.chains.checked)} readings (${n(check.chains.written)} written by this run: the POST run and the writers), ${n(check.chains.wrong)} wrong`,
    ...check.chains.examples.map((e) => `  wrong: ${e}`),
    `rollups checked: ${check.rollups.map((r) => `${r.table} ${n(r.rows)} rows, ${n(r.wrong)} wrong`).join('; ')}`,
    `ledger checked: ${n(check.ledger.readings)} readings' movements, ${n(check.ledger.readingsWrong)} wrong; ` +
      `${n(check.ledger.tanks)} tanks' stock against their movements, ${n(check.ledger.tanksWrong)} wrong`,
  ];
  return lines;
}

/** Issue 36's floors for one engine's run, PASS/FAIL (GET /health and the idle lists are figures only). */
export function verdicts(run: TDriverRun): TVerdict[] {
  const route = (name: string) => run.routes.find((r) => r.route === name)!;
  const post = route(ROUTES.post);
  const c = `${run.connections} connections`;
  const failed = run.routes.filter((r) => r.non2xx > 0 || r.errors > 0);
  const out: TVerdict[] = [
    {
      target: 'every run: 0 non-2xx, 0 errors',
      measured: failed.length ? failed.map((r) => `${r.route} ${r.non2xx}/${r.errors}`).join(', ') : 'all 0',
      pass: failed.length === 0,
    },
  ];
  if (run.driver === 'postgres') {
    out.push({ target: `POST >= 1,000 readings/s (${c})`, measured: `${n(post.rps)}/s`, pass: post.rps >= 1000 });
    out.push({ target: 'POST p99 <= 50 ms', measured: `${post.p99} ms`, pass: post.p99 <= 50 });
    for (const name of LIST_ROUTES) {
      const r = route(withWriter(name));
      const writer = route(writerDuring(name));
      out.push({
        target: `${name} p99 <= 50 ms (${c}) with a writer`,
        measured: `${r.p99} ms (${n(r.rps)} req/s; the writer ${n(writer.rps)} POST/s)`,
        pass: r.p99 <= 50,
      });
    }
  } else {
    out.push({ target: `POST >= 250 readings/s (${c})`, measured: `${n(post.rps)}/s`, pass: post.rps >= 250 });
  }
  out.push({ target: 'stored chains, rollups and ledger: 0 wrong', measured: run.check.ok ? '0 wrong' : 'WRONG rows (above)', pass: run.check.ok });
  return out;
}

export function verdictTable(list: TVerdict[]): string[] {
  return ['| target | measured | |', '|---|---|---|', ...list.map((v) => `| ${v.target} | ${v.measured} | ${v.pass ? 'PASS' : 'FAIL'} |`)];
}

/** The list-scale comparison: list p50 at each size against the first, PASS when within 1.5x; and each run's writer. */
export function scaleTable(sizes: number[], byRoute: Map<string, TRouteResult[]>, writers: Map<string, TRouteResult[]>): string[] {
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
  lines.push('| route | readings | req/s | p50 ms | p99 ms | non-2xx | errors | writer POST/s |', '|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [route, results] of byRoute) {
    results.forEach((r, i) =>
      lines.push(`| ${route} | ${n(sizes[i]!)} | ${n(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${n(writers.get(route)![i]!.rps)} |`),
    );
  }
  return lines;
}
