import type { Db } from '../db/client';
import { withTenant } from '../db/tenant';
import { syncReminders } from '../modules/onboarding/reminders.rules';
import { forEachTenant, type TJob } from './job-runner';

/**
 * onboarding.reminders: raises each business day's reminders from the real gaps and resolves those whose
 * gap has closed. Runs hourly, so a new day's reminders appear within the hour after midnight (tenant
 * zone) and a closed gap's reminder goes within the hour (the list also hides it at once: see
 * onboarding.queries openReminders).
 */
export const remindersJob: TJob = {
  name: 'onboarding.reminders',
  periodMs: 60 * 60_000,
  run: ({ db, tenantIds }) => forEachTenant(db, tenantIds, (tenantId) => withTenant(db, tenantId, (tx) => syncReminders(tx, tenantId))),
};

/** Raises the reminders of some tenants now, outside the runner (the demo seed, tests). */
export async function runRemindersFor(db: Db, tenantIds: string[]): Promise<void> {
  await remindersJob.run({ db, tenantIds, now: new Date() });
}
