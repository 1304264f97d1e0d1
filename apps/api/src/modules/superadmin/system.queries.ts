import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { jobRuns, plans, refreshTokens } from '../../db/schema';

/** The platform's own state for the system read-outs: background job runs, sessions, the default plan. */
export function systemFigures(tx: Tx) {
  return Promise.all([
    tx
      .select({ job: jobRuns.job, status: jobRuns.status, startedAt: jobRuns.startedAt, finishedAt: jobRuns.finishedAt })
      .from(jobRuns)
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(1),
    tx
      .select({
        failedLast24h: sql<number>`(select count(*) from job_runs where status = 'failed' and started_at >= now() - interval '1 day')::int`.mapWith(Number),
        activeSessions: sql<number>`count(*)::int`.mapWith(Number),
        adminSessions: sql<number>`(count(*) filter (where ${refreshTokens.subjectType} = 'admin'))::int`.mapWith(Number),
      })
      .from(refreshTokens)
      .where(and(isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`))),
    tx.select({ name: plans.name }).from(plans).where(eq(plans.isDefault, true)).limit(1),
  ]);
}
