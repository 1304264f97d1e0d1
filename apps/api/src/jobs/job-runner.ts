import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { activeTenantIds, claimRun, databaseNow, finishRun, pruneRuns } from './job-runs.queries';

/**
 * The in-process background job runner (DESIGN.md section 4, docs/decisions/009): a timer ticks every
 * `tickMs`; on each tick every job whose current period has no run yet claims it through a job_runs
 * row unique per (job, period), so several API processes never run a job twice for a period, and a
 * crashed run (left `running` past `staleMs`) is retried by whichever process claims it next.
 */
export type TJobContext = { db: Db; tenantIds: string[]; now: Date };
export type TJob = { name: string; periodMs: number; run: (ctx: TJobContext) => Promise<void> };

export type TJobRunnerOptions = {
  db: Db;
  jobs: TJob[];
  log?: FastifyBaseLogger;
  tickMs?: number;
  staleMs?: number;
};

export type TTickResult = Array<{ job: string; period: string; outcome: 'done' | 'failed' | 'skipped' }>;

export type JobRunner = {
  start(): void;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
  /**
   * One pass over every job at `now` (default the database clock). Overlapping ticks wait for each
   * other. `tenantIds` limits the work to those tenants (tests on a shared database); the claim of
   * the period is the same.
   */
  tick(now?: Date, tenantIds?: string[]): Promise<TTickResult>;
  readonly running: boolean;
};

/** Runs `work` for each tenant inside its own tenant transaction; one tenant's failure does not stop the others. */
export async function forEachTenant(db: Db, tenantIds: string[], work: (tenantId: string) => Promise<void>): Promise<void> {
  const failures: string[] = [];
  for (const tenantId of tenantIds) {
    try {
      await work(tenantId);
    } catch (error) {
      failures.push(`${tenantId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length) throw new Error(`failed for ${failures.length} tenant(s): ${failures.join('; ')}`);
}

export const DEFAULT_TICK_MS = 60_000;
export const DEFAULT_STALE_MS = 15 * 60_000;
const KEEP_RUNS_DAYS = 7;

/** The period a job's run at `now` belongs to: the start of its fixed window, as an ISO instant. */
export function periodKey(job: TJob, now: Date): string {
  return new Date(Math.floor(now.getTime() / job.periodMs) * job.periodMs).toISOString();
}

export function createJobRunner(options: TJobRunnerOptions): JobRunner {
  const { db, jobs, log } = options;
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<TTickResult> = Promise.resolve([]);

  async function pass(given?: Date, only?: string[]): Promise<TTickResult> {
    const now = given ?? (await databaseNow(db));
    const result: TTickResult = [];
    let tenantIds: string[] | undefined = only;
    for (const job of jobs) {
      const period = periodKey(job, now);
      const runId = await claimRun(db, job.name, period, staleMs);
      if (!runId) {
        result.push({ job: job.name, period, outcome: 'skipped' });
        continue;
      }
      const started = Date.now();
      try {
        tenantIds ??= await activeTenantIds(db);
        await job.run({ db, tenantIds, now });
        await finishRun(db, runId, null);
        result.push({ job: job.name, period, outcome: 'done' });
        log?.info({ job: job.name, period, ms: Date.now() - started, tenants: tenantIds.length }, 'job run done');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finishRun(db, runId, message).catch(() => undefined);
        result.push({ job: job.name, period, outcome: 'failed' });
        log?.error({ job: job.name, period, err: error }, 'job run failed');
      }
    }
    await pruneRuns(db, KEEP_RUNS_DAYS).catch(() => undefined);
    return result;
  }

  const tick = (now?: Date, tenantIds?: string[]): Promise<TTickResult> => {
    const next = current.catch(() => []).then(() => pass(now, tenantIds));
    current = next.catch((error) => {
      log?.error({ err: error }, 'job tick failed');
      return [];
    });
    return next;
  };

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => void tick().catch(() => undefined), tickMs);
      timer.unref();
      // A first pass soon after start-up, off the start-up path.
      setTimeout(() => timer && void tick().catch(() => undefined), 1_000).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await current.catch(() => undefined);
    },
    get running() {
      return timer !== undefined;
    },
  };
}
