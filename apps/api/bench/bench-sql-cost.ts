/**
 * `npm run bench:sql`: what a batch of reading writes costs the database, in instructions. Counted, not
 * timed: callgrind runs a stand-alone backend (`postgres --single`) over batches of creates exactly as
 * db/write-batch.ts sends them (fc_request_reading_writes), so the same functions give the same figure on
 * a quiet or a busy machine. A wall-clock A/B of a few per cent drowns in this machine's noise (the same
 * POST run measured 557 to 955 readings/s within one quarter of an hour: docs/performance.md).
 *
 * It makes its own PostgreSQL cluster in a temp directory (initdb, a socket only), migrates and seeds it
 * with the bench's seed (bench-seed.ts, --readings N), writes the batches (each connection of the POST
 * bench on its own nozzle of one station), stops the server, then counts two runs per batch size: 3
 * batches and 3 + 40. Their difference is 40 batches without the start-up and the first batches' plans.
 * Printed: instructions per batch, per reading, and the split into a batch's fixed cost and each item's.
 *
 *   --readings N   readings of the seeded tenant (default 2,33,600, as `npm run bench`)
 *   --keep         keep the temp directory (the cluster's data directory, the batch files, plan.json)
 *   --from DIR     count on a copy of a cluster kept by an earlier run (no seed: the same rows each time)
 *   --apply FILE   with --from: run this SQL file on the copy first (psql; repeatable), e.g. a new migration
 *
 * Fresh seeds differ by up to 2 % among themselves. For an A/B of a change of a few per cent, keep one
 * cluster (`--keep`), then count `--from` it twice: without, and with `--apply` of the change's SQL
 * (decisions 042 and 043 were counted so; the same copy counts the same within 0.1 %).
 *
 * Needs valgrind and PostgreSQL's server binaries (BENCH_PG_BINDIR, else the newest
 * /usr/lib/postgresql/<version>/bin). As root, the server's commands run as the `postgres` user.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { formatNumber } from '@forecourt/shared';
import { withPlatform } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';
import { prepareEngine } from './bench-engine';
import { DEFAULT_READINGS } from './bench-seed';
import { pgBinDirWith } from './pg-binaries';

const WARM = 3;
const COUNTED = 40;
const SIZES = [1, 5] as const;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function pgBinDir(): string {
  const dir = pgBinDirWith('postgres');
  if (!dir) throw new Error('bench:sql needs PostgreSQL server binaries: set BENCH_PG_BINDIR');
  return dir;
}

/** Runs a command; as root, as the `postgres` user (the server refuses to run as root). */
function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  return result;
}

function must(result: ReturnType<typeof run>, what: string) {
  if (result.status !== 0) throw new Error(`${what} failed (${result.status}): ${String(result.stderr).slice(-2000)}`);
  return result;
}

type TBatchPlan = { database: string; readings: number; tenant: string; actor: string; nozzles: Array<{ id: string; latest: number }> };

function options(name: string): string[] {
  return process.argv.flatMap((arg, i) => (arg === name && process.argv[i + 1] ? [process.argv[i + 1]!] : []));
}

/** One statement per batch, answering how many of its items were stored. */
function batchLines(plan: TBatchPlan, size: number, batches: number, values: Map<string, number>): string[] {
  const lines: string[] = [];
  for (let b = 0; b < batches; b++) {
    const items = plan.nozzles.slice(0, size).map((nozzle) => {
      const value = Math.round(((values.get(nozzle.id) ?? nozzle.latest) + 1.25) * 1000) / 1000;
      values.set(nozzle.id, value);
      return { op: 'create', tenant: plan.tenant, actor: plan.actor, role: 'owner', id: randomUUID(), nozzle: nozzle.id, reading: value.toFixed(3), payment: 'cash' };
    });
    const json = JSON.stringify(items).replaceAll("'", "''");
    lines.push(`select count(*) filter (where a ? 'ok') as stored from jsonb_array_elements(fc_request_reading_writes('${json}'::jsonb)) a;`);
  }
  return lines;
}

/** Makes a cluster in `dir`, migrates and seeds it with the bench's seed; the plan of the batches. */
async function seedCluster(bin: string, dir: string, data: string, readings: number, log: (line: string) => void): Promise<TBatchPlan> {
  must(run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']), 'initdb');
  startCluster(bin, dir, data);
  try {
    const adminUrl = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=5432`;
    const engine = await prepareEngine(
      'postgres',
      { drivers: ['postgres'], readings, pgliteReadings: readings, pgliteReadingsReason: '', scales: undefined, dashboard: false, keep: true, seconds: 0, connections: 0, adminUrl, poolSize: undefined },
      readings,
      'x'.repeat(40),
      log,
    );
    const database = decodeURIComponent(new URL(engine.serverEnv.BENCH_SERVER_DATABASE_URL!).pathname.slice(1));
    // The seed's own nozzles and their latest values (as the POST bench takes them); only the owner's id is read.
    const station = engine.seeded.nozzles[0]!.stationId;
    const [owner] = await engine.withHandle((handle) =>
      withPlatform(handle.db, async (tx) =>
        resultRows<{ id: string }>(await tx.execute(sql`select id from users where email = ${engine.seeded.ownerEmail}`)),
      ),
    );
    const plan: TBatchPlan = {
      database,
      readings,
      tenant: engine.seeded.tenantId,
      actor: owner!.id,
      nozzles: engine.seeded.nozzles.filter((z) => z.stationId === station).slice(0, Math.max(...SIZES)),
    };
    if (plan.nozzles.length < Math.max(...SIZES)) throw new Error(`bench:sql needs ${Math.max(...SIZES)} nozzles on one station`);
    await engine.dispose();
    return plan;
  } finally {
    stopCluster(bin, data);
  }
}

function startCluster(bin: string, dir: string, data: string) {
  must(run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p 5432 -k ${dir} -c listen_addresses=`, 'start']), 'pg_ctl start');
}

function stopCluster(bin: string, data: string) {
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-m', 'fast', 'stop']);
}

/** Instructions of one stand-alone backend over `file`, and how many items it stored. */
function count(bin: string, data: string, database: string, file: string): { instructions: number; stored: number } {
  const result = must(
    run('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', path.join(bin, 'postgres'), '--single', '-D', data, database], {
      input: readFileSync(file),
    }),
    'valgrind postgres --single',
  );
  const collected = /Collected\s*:\s*(\d+)/.exec(String(result.stderr));
  if (!collected) throw new Error(`no instruction count in valgrind's output: ${String(result.stderr).slice(-1000)}`);
  const stored = [...String(result.stdout).matchAll(/stored = "(\d+)"/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  return { instructions: Number(collected[1]), stored };
}

async function main() {
  const readings = Number((option('--readings') ?? String(DEFAULT_READINGS)).replaceAll(',', '').replaceAll('_', ''));
  if (!Number.isInteger(readings) || readings <= 0) throw new Error('--readings needs a positive whole number');
  const keep = process.argv.includes('--keep');
  if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('bench:sql needs valgrind');
  // Paths as typed where npm was run (npm runs the script in apps/api; INIT_CWD is the caller's directory).
  const typed = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const fromOption = option('--from');
  const from = fromOption === undefined ? undefined : typed(fromOption);
  if (from && !existsSync(path.join(from, 'plan.json'))) throw new Error(`--from: ${from} is not a directory kept by bench:sql --keep (no plan.json)`);
  if (from && option('--readings')) throw new Error('--readings and --from: a copy has the rows of the run that kept it');
  const applied = options('--apply').map(typed);
  for (const file of applied) if (!existsSync(file)) throw new Error(`--apply: no file ${file}`);
  if (applied.length > 0 && !from) throw new Error('--apply needs --from (a cluster kept by an earlier run)');
  const bin = pgBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-sql-'));
  chmodSync(dir, 0o777); // the server's own user (postgres, when this runs as root) writes the cluster and its socket here
  const data = path.join(dir, 'data');
  const log = (line: string) => process.stderr.write(`${line}\n`);
  try {
    let plan: TBatchPlan;
    if (from) {
      // A copy of the kept cluster: the same rows, pages and statistics as every other copy of it.
      plan = JSON.parse(readFileSync(path.join(from, 'plan.json'), 'utf8')) as TBatchPlan;
      must(run('cp', ['-a', path.join(from, 'data'), data]), 'copy of the kept cluster');
      if (applied.length > 0) {
        startCluster(bin, dir, data);
        try {
          for (const file of applied) {
            log(`[bench:sql] applying ${file}`);
            must(run(path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', dir, '-p', '5432', '-U', 'postgres', '-d', plan.database, '-f', file]), `psql -f ${file}`);
          }
        } finally {
          stopCluster(bin, data);
        }
      }
    } else {
      plan = await seedCluster(bin, dir, data, readings, log);
    }
    const database = plan.database;
    const values = new Map<string, number>();
    const rows: Array<{ size: number; perBatch: number }> = [];
    for (const size of SIZES) {
      const runs = [WARM, WARM + COUNTED].map((batches) => {
        const file = path.join(dir, `batches-${size}-${batches}.sql`);
        writeFileSync(file, batchLines(plan, size, batches, values).join('\n') + '\n');
        log(`[bench:sql] counting ${batches} batches of ${size} (valgrind)`);
        const counted = count(bin, data, database, file);
        if (counted.stored !== batches * size) throw new Error(`${batches} batches of ${size}: ${counted.stored} stored, not ${batches * size}`);
        return counted.instructions;
      });
      rows.push({ size, perBatch: (runs[1]! - runs[0]!) / COUNTED });
    }
    const m = (n: number) => `${(n / 1e6).toFixed(2)} M`;
    const one = rows.find((r) => r.size === 1)!;
    const five = rows.find((r) => r.size === 5)!;
    const perItem = (five.perBatch - one.perBatch) / 4;
    console.log(`\nInstructions of fc_request_reading_writes on a stand-alone PostgreSQL backend (${formatNumber(plan.readings)} readings seeded${from ? `, a copy of ${from}` : ''}${applied.length ? `, with ${applied.join(', ')}` : ''}; ${COUNTED} batches counted after ${WARM}, each its own transaction)\n`);
    console.log('| batch | per batch | per reading |');
    console.log('|---|---:|---:|');
    for (const row of rows) console.log(`| ${row.size} create${row.size > 1 ? 's' : ''} | ${m(row.perBatch)} | ${m(row.perBatch / row.size)} |`);
    console.log(`\na batch's fixed cost ${m(one.perBatch - perItem)}; each create in it ${m(perItem)}`);
    // What a later `--from` of this directory starts from: the nozzles' values as these batches left them.
    const next = { ...plan, nozzles: plan.nozzles.map((z) => ({ ...z, latest: values.get(z.id) ?? z.latest })) };
    writeFileSync(path.join(dir, 'plan.json'), JSON.stringify(next, null, 2));
  } finally {
    if (keep) log(`[bench:sql] kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
