import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_ONBOARDING_PREFERENCES, REMINDER_PREFERENCE, type TOnboardingPreferences, type TReminder } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { businessToday } from '../../db/business-days';
import { onboardingEvents, onboardingReminders, onboardingUserStates } from '../../db/schema';

export type TUserState = TOnboardingPreferences & { skippedAt: Date | null; acknowledgedSteps: string[] };

const stateColumns = {
  dailyReminders: onboardingUserStates.dailyReminders,
  setupGuidance: onboardingUserStates.setupGuidance,
  readingAlerts: onboardingUserStates.readingAlerts,
  reconciliationReminders: onboardingUserStates.reconciliationReminders,
  skippedAt: onboardingUserStates.skippedAt,
  acknowledgedSteps: onboardingUserStates.acknowledgedSteps,
};

const DEFAULT_STATE: TUserState = { ...DEFAULT_ONBOARDING_PREFERENCES, skippedAt: null, acknowledgedSteps: [] };

/** The user's preferences and guide state; the defaults when they never changed any. */
export async function userState(tx: Tx, tenantId: string, userId: string): Promise<TUserState> {
  const [row] = await tx
    .select(stateColumns)
    .from(onboardingUserStates)
    .where(and(eq(onboardingUserStates.tenantId, tenantId), eq(onboardingUserStates.userId, userId)));
  return row ?? DEFAULT_STATE;
}

/** Creates or changes the user's state row with `set` (one statement) and returns the whole state. */
export async function upsertUserState(
  tx: Tx,
  tenantId: string,
  userId: string,
  set: Partial<Omit<TUserState, 'acknowledgedSteps'>> & { acknowledgedSteps?: string[] | 'append'; step?: string },
): Promise<TUserState> {
  const { step, acknowledgedSteps, ...values } = set;
  const appendStep = acknowledgedSteps === 'append' && step;
  const insertSteps = appendStep ? [step] : Array.isArray(acknowledgedSteps) ? acknowledgedSteps : [];
  const updateSteps = appendStep
    ? sql`case when ${onboardingUserStates.acknowledgedSteps} ? ${step} then ${onboardingUserStates.acknowledgedSteps}
        else ${onboardingUserStates.acknowledgedSteps} || ${JSON.stringify([step])}::jsonb end`
    : Array.isArray(acknowledgedSteps)
      ? sql`${JSON.stringify(acknowledgedSteps)}::jsonb`
      : undefined;
  const [row] = await tx
    .insert(onboardingUserStates)
    .values({ tenantId, userId, ...values, acknowledgedSteps: insertSteps })
    .onConflictDoUpdate({
      target: [onboardingUserStates.tenantId, onboardingUserStates.userId],
      set: { ...values, ...(updateSteps ? { acknowledgedSteps: updateSteps } : {}), updatedAt: sql`now()` },
    })
    .returning(stateColumns);
  return row!;
}

/**
 * Today's open reminders (business day in the tenant's zone), most urgent first, without the kinds the
 * user turned off in the preferences (one statement).
 */
export async function openReminders(tx: Tx, tenantId: string, userId: string): Promise<TReminder[]> {
  const prefs = tx
    .select(stateColumns)
    .from(onboardingUserStates)
    .where(and(eq(onboardingUserStates.tenantId, tenantId), eq(onboardingUserStates.userId, userId)))
    .as('prefs');
  const wanted = sql.join(
    Object.entries(REMINDER_PREFERENCE).map(
      ([kind, pref]) => sql`(${onboardingReminders.kind} = ${kind} and coalesce(${sql.raw(`prefs.${snake(pref)}`)}, true))`,
    ),
    sql` or `,
  );
  const rows = await tx
    .select({
      id: onboardingReminders.id,
      kind: onboardingReminders.kind,
      priority: onboardingReminders.priority,
      title: onboardingReminders.title,
      message: onboardingReminders.message,
      route: onboardingReminders.route,
      stationId: onboardingReminders.stationId,
      businessDay: onboardingReminders.businessDay,
      createdAt: onboardingReminders.createdAt,
    })
    .from(onboardingReminders)
    .leftJoin(prefs, sql`true`)
    .where(
      and(
        eq(onboardingReminders.tenantId, tenantId),
        sql`${onboardingReminders.businessDay} = ${businessToday(tenantId)}`,
        isNull(onboardingReminders.completedAt),
        isNull(onboardingReminders.resolvedAt),
        sql`(${wanted})`,
      ),
    )
    .orderBy(
      sql`case ${onboardingReminders.priority} when 'high' then 0 when 'medium' then 1 else 2 end`,
      asc(onboardingReminders.kind),
      desc(onboardingReminders.createdAt),
      asc(onboardingReminders.id),
    )
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Marks a reminder done (kept done if it already was); its id when it exists in the tenant. */
export async function completeReminder(tx: Tx, tenantId: string, userId: string, id: string): Promise<string | undefined> {
  const [row] = await tx
    .update(onboardingReminders)
    .set({
      completedAt: sql`coalesce(${onboardingReminders.completedAt}, now())`,
      completedBy: sql`coalesce(${onboardingReminders.completedBy}, ${userId}::uuid)`,
    })
    .where(and(eq(onboardingReminders.tenantId, tenantId), eq(onboardingReminders.id, id)))
    .returning({ id: onboardingReminders.id });
  return row?.id;
}

/** Stores one usage event. */
export async function insertEvent(
  tx: Tx,
  tenantId: string,
  userId: string,
  event: { action: string; context: Record<string, unknown>; occurredAt: Date },
): Promise<void> {
  await tx.insert(onboardingEvents).values({ tenantId, userId, ...event });
}
