import type { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgBinDirWith } from './pg-binaries';

/**
 * The database's own single-row insert rate, measured in the same run as the API: each client loops
 * `INSERT INTO bench_insert(v) VALUES ($1)`, every insert its own transaction (autocommit), into a normal
 * (logged) table with a primary key, prepared once per connection. The POST target is a share of the higher of this rate and pgbench's
 * (pgbenchRate below; insertCeiling in bench-report.ts).
 */
export type TInsertResult = { clients: number; inserts: number; seconds: number; rate: number; p50: number; p99: number };

const CREATE = 'create table if not exists bench_insert (id bigint generated always as identity primary key, v bigint not null, created_at timestamptz not null default now())';
const INSERT = 'insert into bench_insert (v) values ($1)';

function summarize(clients: number, latencies: number[], seconds: number): TInsertResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! : 0);
  return {
    clients,
    inserts: latencies.length,
    seconds,
    rate: Math.round(latencies.length / seconds),
    p50: Math.round(at(0.5) * 100) / 100,
    p99: Math.round(at(0.99) * 100) / 100,
  };
}

/** `clients` pg connections to `url`, each inserting in a loop for `seconds`. */
export async function insertRatePostgres(url: string, clients: number, seconds: number): Promise<TInsertResult> {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    await connections[0]!.query(CREATE);
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      connections.map(async (client, c) => {
        for (let i = 0; performance.now() < deadline; i++) {
          const t = performance.now();
          await client.query({ name: 'bench_insert', text: INSERT, values: [c * 1e9 + i] });
          latencies.push(performance.now() - t);
        }
      }),
    );
    return summarize(clients, latencies, (performance.now() - started) / 1000);
  } finally {
    await Promise.all(connections.map((c) => c.end()));
  }
}

/** The same loop over PGlite's one connection (in the bench process: PGlite has no server). */
export async function insertRatePglite(pglite: PGlite, seconds: number): Promise<TInsertResult> {
  await pglite.query(CREATE);
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  for (let i = 0; performance.now() < deadline; i++) {
    const t = performance.now();
    await pglite.query(INSERT, [i]);
    latencies.push(performance.now() - t);
  }
  return summarize(1, latencies, (performance.now() - started) / 1000);
}

/** What pgbench itself measured: its transactions per second and their average latency. */
export type TPgbenchResult = { clients: number; transactions: number; seconds: number; rate: number; latencyAverage: number };

/**
 * The same insert into the same table, measured by pgbench itself (the tool issue 8 measured the
 * machine's write limit with): `clients` clients on one thread, pgbench's default (simple) protocol,
 * for `seconds`. Its client is C, lighter than pg's in the bench process, so it leaves the database more
 * of the cores and can measure more than the loop above (docs/performance.md). Undefined when this
 * machine has no pgbench.
 */
export async function pgbenchRate(url: string, clients: number, seconds: number): Promise<TPgbenchResult | undefined> {
  const dir = pgBinDirWith('pgbench');
  if (!dir) return undefined;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'forecourt-pgbench-'));
  try {
    const script = path.join(scratch, 'insert.sql');
    writeFileSync(script, 'insert into bench_insert (v) values (:client_id);\n');
    const args = ['-n', '-c', String(clients), '-j', '1', '-T', String(seconds), '-f', script, url];
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(path.join(dir, 'pgbench'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench exited ${code}: ${text.slice(-500)}`))));
    });
    const figure = (pattern: RegExp) => {
      const m = pattern.exec(out);
      if (!m) throw new Error(`pgbench: no ${pattern.source} in its output: ${out.slice(-500)}`);
      return Number(m[1]);
    };
    return {
      clients,
      transactions: figure(/number of transactions actually processed: (\d+)/),
      seconds,
      rate: Math.round(figure(/tps = ([\d.]+)/)),
      latencyAverage: figure(/latency average = ([\d.]+) ms/),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
