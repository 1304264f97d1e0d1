import { and, eq, lt, or, sql } from 'drizzle-orm';
import { newId } from '../lib/ids';
import type { Db } from '../db/client';
import { jobRuns, tenants } from '../db/schema';
import { withPlatform } from '../db/tenant';

/** Attempts after which a failed run of a period is left failed (a crashed one is always re-claimed). */
export const MAX_ATTEMPTS = 3;

/**
 * Claims (job, period) through the platform path: the insert wins for exactly one process (the unique
 * key decides); otherwise a run left `running` longer than `staleMs` (crashed) or failed fewer than
 * MAX_ATTEMPTS times is re-claimed by a conditional update, which again only one process can win.
 * Returns the run's id, or null when another process has (or had) the period.
 */
export async function claimRun(db: Db, job: string, period: string, staleMs: number): Promise<string | null> {
  return withPlatform(db, async (tx) => {
    const [inserted] = await tx
      .insert(jobRuns)
      .values({ id: newId(), job, period, status: 'running' })
      .onConflictDoNothing({ target: [jobRuns.job, jobRuns.period] })
      .returning({ id: jobRuns.id });
    if (inserted) return inserted.id;
    const [reclaimed] = await tx
      .update(jobRuns)
      .set({ status: 'running', startedAt: sql`now()`, finishedAt: null, error: null, attempts: sql`${jobRuns.attempts} + 1` })
      .where(
        and(
          eq(jobRuns.job, job),
          eq(jobRuns.period, period),
          or(
            and(eq(jobRuns.status, 'running'), lt(jobRuns.startedAt, sql`now() - ${`${Math.ceil(staleMs / 1000)} seconds`}::interval`)),
            and(eq(jobRuns.status, 'failed'), lt(jobRuns.attempts, MAX_ATTEMPTS)),
          ),
        ),
      )
      .returning({ id: jobRuns.id });
    return reclaimed?.id ?? null;
  });
}

export async function finishRun(db: Db, id: string, error: string | null): Promise<void> {
  await withPlatform(db, (tx) =>
    tx
      .update(jobRuns)
      .set({ status: error ? 'failed' : 'done', finishedAt: sql`now()`, error: error?.slice(0, 2000) ?? null })
      .where(eq(jobRuns.id, id)),
  );
}

/** Finished runs older than `keepDays` days are removed (the table stays small). */
export async function pruneRuns(db: Db, keepDays: number): Promise<void> {
  await withPlatform(db, (tx) =>
    tx.delete(jobRuns).where(and(sql`${jobRuns.status} <> 'running'`, lt(jobRuns.startedAt, sql`now() - ${`${keepDays} days`}::interval`))),
  );
}

/** The database clock: one clock for every API process. */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await withPlatform(db, (tx) => tx.select({ now: sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` }).from(sql`(select 1) as one`));
  return new Date(row!.now);
}

/** Active tenants, through the platform path (each tenant's work then runs in its own withTenant). */
export async function activeTenantIds(db: Db): Promise<string[]> {
  const rows = await withPlatform(db, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.status, 'active')));
  return rows.map((r) => r.id);
}
