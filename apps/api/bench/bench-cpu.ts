import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Where a route's CPU went (Linux /proc): the server's process, every PostgreSQL process on the machine,
 * this process (the load generator) and the cores left idle: a figure of what bounds a rate. Clock ticks
 * of 10 ms: over a 10 s run at a thousand requests a second, good to a few µs.
 */
export type TCpuSplit = { apiUs: number; postgresUs: number; loadUs: number; idleCores: number; cores: number };

const TICK_US = 10_000; // USER_HZ is 100 on Linux

/** utime + stime of one process, in ticks (0 when it is gone). */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Ticks of each process named postgres (the server's backends, WAL writer, checkpointer…), by pid. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ticks.set(Number(entry), processTicks(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/**
 * What the postgres processes spent since `before`: per process, so that one that ended meanwhile (a
 * seeding connection closing) does not take its whole life's ticks off the sum.
 */
function postgresTicksSince(before: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of postgresTicks()) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

/** Idle + iowait ticks of all cores together. */
function idleTicks(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  return Number(cpu[4]) + Number(cpu[5]);
}

/** Starts counting; `stop(requests)` gives the CPU per request and the idle cores, or undefined without /proc. */
export function cpuSample(serverPid: number): { stop(requests: number): TCpuSplit | undefined } {
  if (!existsSync('/proc/stat')) return { stop: () => undefined };
  const start = { api: processTicks(serverPid), pg: postgresTicks(), load: process.cpuUsage(), idle: idleTicks(), at: process.hrtime.bigint() };
  return {
    stop(requests) {
      const seconds = Number(process.hrtime.bigint() - start.at) / 1e9;
      const load = process.cpuUsage(start.load);
      if (requests <= 0 || seconds <= 0) return undefined;
      return {
        apiUs: Math.round(((processTicks(serverPid) - start.api) * TICK_US) / requests),
        postgresUs: Math.round((postgresTicksSince(start.pg) * TICK_US) / requests),
        loadUs: Math.round((load.user + load.system) / requests),
        idleCores: Math.round((((idleTicks() - start.idle) * TICK_US) / 1e6 / seconds) * 100) / 100,
        cores: os.cpus().length,
      };
    },
  };
}

/** One line for the report. With PGlite the database runs inside the API process, and is counted there. */
export function cpuLine(route: string, split: TCpuSplit | undefined, embedded: boolean): string {
  if (!split) return `${route}: CPU per request not measured (no /proc)`;
  const database = embedded ? 'API process with PGlite in it' : 'API process';
  const postgres = embedded ? '' : `, PostgreSQL (all its processes) ${split.postgresUs} µs`;
  return `${route}, CPU per request: ${database} ${split.apiUs} µs${postgres}, load generator ${split.loadUs} µs; idle: ${split.idleCores} of ${split.cores} cores`;
}
