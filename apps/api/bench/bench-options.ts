import { DEFAULT_READINGS } from './bench-seed';

export type TDriver = 'postgres' | 'pglite';

export type TBenchOptions = {
  drivers: TDriver[];
  /** Readings of the big tenant on PostgreSQL. */
  readings: number;
  /** Readings of the big tenant on PGlite: --pglite-readings, else the same (its seed is slower: the bench says so past 3 min). */
  pgliteReadings: number;
  pgliteReadingsReason: string;
  /** The list-scale comparison (PostgreSQL, list routes only) at these sizes, or undefined for the main run. */
  scales: number[] | undefined;
  /** --dashboard: the dashboard and analytics reads at each size in `scales` (PostgreSQL). */
  dashboard: boolean;
  keep: boolean;
  seconds: number;
  connections: number;
  adminUrl: string;
  poolSize: number | undefined;
};

export const USAGE = `npm run bench [-- options]

Per engine: GET /health, GET /stations, /nozzle-readings?limit=10 and /sales?limit=10 (figures), POST
/nozzle-readings, then the three lists again while 1 connection posts readings (the writer); then a check
of every stored chain, rollup and ledger row, and PASS/FAIL for issue 36's floors:
  PostgreSQL: POST >= 1,000/s and p99 <= 50 ms; each list p99 <= 50 ms with the writer; 0 wrong rows
  PGlite:     POST >= 250/s; 0 wrong rows
Exits 1 only on wrong stored rows or a non-2xx/error answer; a missed floor is reported, not fatal.

  --driver postgres|pglite|both   which engines to run (default both)
  --readings N                    readings of the big tenant (default ${DEFAULT_READINGS}: 160 nozzles x 4 a day x 365 days;
                                  the days scale with N)
  --pglite-readings N             readings on PGlite (default: the same as --readings)
  --compare-scale                 the two history lists only, each with the writer, on PostgreSQL, at N and at 10 x N:
                                  list p50 side by side, PASS when within 1.5x
  --readings-list A,B[,C…]        the same comparison at the sizes given (with --dashboard, one size is enough), plain digits or 233_600 (the first is the base)
  --dashboard                     the dashboard and analytics reads (PostgreSQL) at N and 10 x N (or --readings-list):
                                  p50/p95/p99 per route, target p95 <= 50 ms at the largest
  --keep                          keep the scratch database / PGlite directory
  --help

  BENCH_SECONDS (default 10) per route; BENCH_CONNECTIONS (default 10);
  BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a scratch database is made beside it;
  BENCH_POOL_SIZE: the server's PostgreSQL pool (default: the server's own default).`;

function positive(name: string, text: string | undefined): number {
  const value = Number(text?.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} needs a positive whole number (got ${text ?? 'nothing'})`);
  return value;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): TBenchOptions | 'help' {
  const args = [...argv];
  let driver = 'both';
  let readings = DEFAULT_READINGS;
  let pgliteReadings: number | undefined;
  let scales: number[] | undefined;
  let compare = false;
  let keep = false;
  let dashboard = false;
  while (args.length) {
    const arg = args.shift()!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args.shift();
    switch (flag) {
      case '--driver':
        driver = value() ?? '';
        if (!['postgres', 'pglite', 'both'].includes(driver)) throw new Error(`--driver postgres|pglite|both (got ${driver})`);
        break;
      case '--readings':
        readings = positive('--readings', value());
        break;
      case '--pglite-readings':
        pgliteReadings = positive('--pglite-readings', value());
        break;
      case '--compare-scale':
        compare = true;
        break;
      case '--readings-list':
        scales = (value() ?? '').split(',').map((part) => positive('--readings-list', part.trim()));
        break;
      case '--dashboard':
        dashboard = true;
        break;
      case '--keep':
        keep = true;
        break;
      case '--help':
      case '-h':
        return 'help';
      default:
        throw new Error(`unknown option ${arg}\n\n${USAGE}`);
    }
  }
  if (scales && scales.length < 2 && !dashboard) throw new Error('--readings-list needs at least two sizes, e.g. 233600,2336000');
  if ((compare || dashboard) && !scales) scales = [readings, readings * 10];
  return {
    drivers: driver === 'both' ? ['postgres', 'pglite'] : [driver as TDriver],
    readings,
    pgliteReadings: pgliteReadings ?? readings,
    pgliteReadingsReason: pgliteReadings ? '--pglite-readings' : 'the same as --readings',
    scales,
    dashboard,
    keep,
    seconds: positive('BENCH_SECONDS', env.BENCH_SECONDS ?? '10'),
    connections: positive('BENCH_CONNECTIONS', env.BENCH_CONNECTIONS ?? '10'),
    adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    poolSize: env.BENCH_POOL_SIZE ? positive('BENCH_POOL_SIZE', env.BENCH_POOL_SIZE) : undefined,
  };
}
