import { runDueSchedules } from '../modules/reports/reports.service';
import { forEachTenant, type TJob } from './job-runner';

/**
 * reports.scheduled (docs/decisions/025): every 15 minutes, once across every API process (the job
 * runner's claim), each tenant's schedules whose period has ended get their report generated; reports
 * left processing by a process that ended are marked failed. A daily report of yesterday is there
 * within a quarter of an hour after midnight in the tenant's zone.
 */
export const scheduledReportsJob: TJob = {
  name: 'reports.scheduled',
  periodMs: 15 * 60_000,
  run: ({ db, tenantIds, now }) => forEachTenant(db, tenantIds, async (tenantId) => void (await runDueSchedules(db, tenantId, now))),
};
