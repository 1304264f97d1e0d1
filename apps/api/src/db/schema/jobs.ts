import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platformPolicy } from '../rls';
import { enumCheck, id } from './columns';

/** States of a background job run (server-side only). */
export const JOB_RUN_STATUSES = ['running', 'done', 'failed'] as const;

// Background jobs (issue 5, docs/decisions/009-inventory-alerts-jobs.md)

/**
 * Platform table of the background job runner: a run claims its (job, period) by inserting the row;
 * a second process finds the row and skips. A `running` row older than the timeout is a crashed run
 * and may be re-claimed (conditional update), as may a failed one a few times.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    period: text('period').notNull(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    unique('job_runs_job_period_unique').on(t.job, t.period),
    enumCheck('job_runs_status_check', t.status, JOB_RUN_STATUSES),
    platformPolicy('job_runs'),
  ],
).enableRLS();
