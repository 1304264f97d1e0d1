import { existsSync, readFileSync } from 'node:fs';
import { processTimes, TICK_US } from './bench-cpu';

/**
 * The reading writer during the POST run: the one PostgreSQL backend that runs every batch of reading
 * writes (db/writer-connection.ts, `forecourt-reading-writer` in pg_stat_activity). Its share of the wall
 * time on a CPU and waiting for one (/proc/<pid>/schedstat), and its CPU per stored reading. A writer on a
 * CPU nearly all the time is what bounds the POST rate (docs/decisions/013, 045); a writer that waits on
 * the API is not. Read only where the server runs on this machine (its /proc); otherwise not measured.
 */
export type TWriterFigures = {
  pid: number;
  seconds: number;
  readings: number;
  /** Share of the wall time on a CPU, and runnable but waiting for one (0..1). */
  onCpu: number;
  runQueue: number;
  /** CPU per stored reading, and its user and system parts (clock ticks of 10 ms). */
  cpuUs: number;
  userUs: number;
  systemUs: number;
};

/** What the batcher of the server under test sent (db/write-batch.ts, readingWriteStats). */
export type TBatchStats = { batches: number; items: number; pipelined: number; mostOutstanding: number };

/** Runs one SQL text on the bench's own connection and answers its first row. */
export type TProbe = (text: string) => Promise<Record<string, unknown> | undefined>;

type TProcSample = { runNs: number; waitNs: number; userTicks: number; systemTicks: number; at: bigint; readings: number };

/** The writer opens at the first write: the sample starts this long into the run and ends as long before its end. */
const MARGIN_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sample(pid: number, probe: TProbe): Promise<TProcSample> {
  const [runNs, waitNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  const { user, system } = processTimes(pid);
  const at = process.hrtime.bigint();
  const row = await probe('select count(*)::int as n from nozzle_readings');
  return { runNs: runNs!, waitNs: waitNs!, userTicks: user, systemTicks: system, at, readings: Number(row?.n ?? 0) };
}

/**
 * Samples the writer over the middle of a POST run of `seconds` (started now), or answers undefined
 * when there is no writer to see (PGlite, a run too short, a server on another machine).
 */
export async function writerSample(probe: TProbe, seconds: number): Promise<TWriterFigures | undefined> {
  const window = seconds * 1000 - 2 * MARGIN_MS;
  if (window < 1000 || !existsSync('/proc/self/schedstat')) return undefined;
  await sleep(MARGIN_MS);
  const found = await probe(`select pid from pg_stat_activity where application_name = 'forecourt-reading-writer'`);
  const pid = Number(found?.pid);
  if (!pid || !existsSync(`/proc/${pid}/schedstat`)) return undefined;
  const a = await sample(pid, probe);
  await sleep(window);
  const b = await sample(pid, probe);
  const wallNs = Number(b.at - a.at);
  const readings = b.readings - a.readings;
  if (readings <= 0 || wallNs <= 0) return undefined;
  return {
    pid,
    seconds: wallNs / 1e9,
    readings,
    onCpu: (b.runNs - a.runNs) / wallNs,
    runQueue: (b.waitNs - a.waitNs) / wallNs,
    cpuUs: Math.round((b.runNs - a.runNs) / 1000 / readings),
    userUs: Math.round(((b.userTicks - a.userTicks) * TICK_US) / readings),
    systemUs: Math.round(((b.systemTicks - a.systemTicks) * TICK_US) / readings),
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * The report's lines on the writer (`null`: looked for and not found; `undefined`: not looked for, as
 * with PGlite, which runs in the API process) and on the batches the server sent.
 */
export function writerLines(route: string, writer: TWriterFigures | null | undefined, batches: TBatchStats | undefined): string[] {
  const lines: string[] = [];
  if (writer) {
    lines.push(
      `${route}, the reading writer (backend ${writer.pid}, the middle ${writer.seconds.toFixed(1)} s): on a CPU ${pct(writer.onCpu)} ` +
        `of the wall time, waiting for one ${pct(writer.runQueue)}; ${writer.cpuUs} µs of CPU per reading ` +
        `(user ${writer.userUs} µs, system ${writer.systemUs} µs in 10 ms ticks)`,
    );
  } else if (writer === null) {
    lines.push(`${route}, the reading writer: not measured (no writer backend in this machine's /proc)`);
  }
  if (batches && batches.batches > 0) {
    lines.push(
      `${route}, batches: ${batches.batches} statements carried ${batches.items} writes (${(batches.items / batches.batches).toFixed(2)} each on average); ` +
        `${batches.pipelined} sent behind one still running; at most ${batches.mostOutstanding} outstanding`,
    );
  }
  return lines;
}
