import {
  ONBOARDING_STEPS,
  SETUP_GUIDE_STEPS,
  errorText,
  helpForRoute,
  setupStatusFrom,
  type THelpTopic,
  type TOnboardingPreferences,
  type TOnboardingStep,
  type TReminder,
  type TSetupFlags,
  type TSetupGuide,
  type TTrackEvent,
} from '@forecourt/shared';
import type { TTenantCtx } from '../../http/context';
import { AppError } from '../../http/app-error';
import { withTenant, withTenantRead } from '../../db/tenant';
import { setupFlags } from '../setup/setup.queries';
import * as q from './onboarding.queries';
import { syncReminders } from './reminders.rules';

const STEP_FLAG: Record<TOnboardingStep, keyof TSetupFlags> = {
  station: 'hasStation',
  pump: 'hasPump',
  nozzle: 'hasNozzle',
  fuelPrice: 'hasFuelPrice',
  reading: 'hasReading',
};

function guide(flags: TSetupFlags, state: q.TUserState): TSetupGuide {
  const status = setupStatusFrom(flags);
  const done = (step: TOnboardingStep) => flags[STEP_FLAG[step]] || (!SETUP_GUIDE_STEPS[step].required && state.acknowledgedSteps.includes(step));
  return {
    steps: ONBOARDING_STEPS.map((step) => {
      const def = SETUP_GUIDE_STEPS[step];
      return {
        step,
        ...def,
        completed: flags[STEP_FLAG[step]],
        acknowledged: state.acknowledgedSteps.includes(step),
        locked: def.prerequisites.some((p) => !done(p)),
      };
    }),
    skippedAt: state.skippedAt?.toISOString() ?? null,
    completionPercentage: status.completionPercentage,
    nextStep: status.nextStep,
    nextStepRoute: status.nextStepRoute,
  };
}

/** GET /onboarding/setup-guide: the five steps with their data state and this user's guide state. */
export function setupGuide(ctx: TTenantCtx): Promise<TSetupGuide> {
  return withTenantRead(ctx, async (tx) => guide(await setupFlags(tx, ctx.tenantId), await q.userState(tx, ctx.tenantId, ctx.userId)));
}

/**
 * POST /onboarding/setup-guide/{step}/complete. The required steps are done only by the data (a station
 * exists …): marking one is refused while its data is missing. The optional first reading may be marked
 * as seen once its prerequisite is done.
 */
export function completeStep(ctx: TTenantCtx, step: TOnboardingStep): Promise<TSetupGuide> {
  return withTenant(ctx, async (tx) => {
    const flags = await setupFlags(tx, ctx.tenantId);
    const def = SETUP_GUIDE_STEPS[step];
    const missing = def.prerequisites.filter((p) => !flags[STEP_FLAG[p]]);
    if (missing.length) throw new AppError('UNPROCESSABLE', errorText('onboarding.prerequisite', { step: SETUP_GUIDE_STEPS[missing[0]!].title }));
    if (def.required && !flags[STEP_FLAG[step]]) throw new AppError('UNPROCESSABLE', errorText('onboarding.doneByData', { step: def.title, route: def.route }));
    const state = await q.upsertUserState(tx, ctx.tenantId, ctx.userId, { acknowledgedSteps: 'append', step });
    return guide(flags, state);
  });
}

/** POST /onboarding/skip: this user hides the setup guidance (Skip Setup). */
export function skip(ctx: TTenantCtx): Promise<TSetupGuide> {
  return withTenant(ctx, async (tx) => {
    const state = await q.upsertUserState(tx, ctx.tenantId, ctx.userId, { skippedAt: new Date() });
    return guide(await setupFlags(tx, ctx.tenantId), state);
  });
}

/** POST /onboarding/reset: the guide again from the start for this user (not skipped, nothing marked). */
export function reset(ctx: TTenantCtx): Promise<TSetupGuide> {
  return withTenant(ctx, async (tx) => {
    const state = await q.upsertUserState(tx, ctx.tenantId, ctx.userId, { skippedAt: null, acknowledgedSteps: [] });
    return guide(await setupFlags(tx, ctx.tenantId), state);
  });
}

function prefsOf(state: q.TUserState): TOnboardingPreferences {
  return {
    dailyReminders: state.dailyReminders,
    setupGuidance: state.setupGuidance,
    readingAlerts: state.readingAlerts,
    reconciliationReminders: state.reconciliationReminders,
  };
}

/** GET /onboarding/preferences: this user's notification preferences. */
export async function preferences(ctx: TTenantCtx): Promise<TOnboardingPreferences> {
  return prefsOf(await withTenantRead(ctx, (tx) => q.userState(tx, ctx.tenantId, ctx.userId)));
}

/** PUT /onboarding/preferences: changes the given ones for this user only. */
export async function updatePreferences(ctx: TTenantCtx, body: Partial<TOnboardingPreferences>): Promise<TOnboardingPreferences> {
  return prefsOf(await withTenant(ctx, (tx) => q.upsertUserState(tx, ctx.tenantId, ctx.userId, body)));
}

/**
 * GET /onboarding/reminders: today's open reminders for this user. The daily job raises them; the gaps
 * are checked again here first, so a reminder whose gap has just closed is gone at once.
 */
export function reminders(ctx: TTenantCtx): Promise<TReminder[]> {
  return withTenant(ctx, async (tx) => {
    await syncReminders(tx, ctx.tenantId);
    return q.openReminders(tx, ctx.tenantId, ctx.userId);
  });
}

/** POST /onboarding/reminders/{id}/complete: done for everyone in the business (404 if not the tenant's). */
export async function completeReminder(ctx: TTenantCtx, id: string): Promise<{ id: string; completed: true }> {
  const done = await withTenant(ctx, (tx) => q.completeReminder(tx, ctx.tenantId, ctx.userId, id));
  if (!done) throw new AppError('NOT_FOUND', errorText('onboarding.reminderNotFound'));
  return { id: done, completed: true };
}

/** GET /onboarding/help?route=: the help topic for a screen (no database). */
export function help(route: string): THelpTopic {
  const topic = helpForRoute(route);
  if (!topic) throw new AppError('NOT_FOUND', errorText('onboarding.helpNotFound'));
  return topic;
}

/** POST /onboarding/track: stores one usage event for the tenant. */
export async function track(ctx: TTenantCtx, event: TTrackEvent): Promise<{ recorded: true }> {
  await withTenant(ctx, (tx) =>
    q.insertEvent(tx, ctx.tenantId, ctx.userId, { action: event.action, context: event.context, occurredAt: new Date(event.timestamp) }),
  );
  return { recorded: true };
}
