import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_KINDS, REMINDER_PRIORITIES } from '@forecourt/shared';
import { tenantPolicies } from '../rls';
import { createdAt, enumCheck, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { users } from './users';

/**
 * Per user: the notification preferences of document 1 and the onboarding guide's state (skipped, the
 * optional steps marked as seen). No row means the defaults (everything on, not skipped).
 */
export const onboardingUserStates = pgTable(
  'onboarding_user_states',
  {
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    dailyReminders: boolean('daily_reminders').notNull().default(true),
    setupGuidance: boolean('setup_guidance').notNull().default(true),
    readingAlerts: boolean('reading_alerts').notNull().default(true),
    reconciliationReminders: boolean('reconciliation_reminders').notNull().default(true),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    acknowledgedSteps: jsonb('acknowledged_steps').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    ...tenantPolicies('onboarding_user_states'),
  ],
).enableRLS();

/**
 * A reminder raised by the daily reminders job from a real gap (a price missing for a fuel with active
 * nozzles, no reading today on an active nozzle, a pending cash report). One per (kind, subject, business
 * day); resolved by the job when its gap closes, or completed by a user.
 */
export const onboardingReminders = pgTable(
  'onboarding_reminders',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** What the gap is about, e.g. `station:fuel`, a nozzle id, a cash report id. */
    subject: text('subject').notNull(),
    stationId: uuid('station_id'),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    priority: text('priority', { enum: REMINDER_PRIORITIES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    route: text('route').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_reminders_pkey', columns: [t.tenantId, t.id] }),
    unique('onboarding_reminders_subject_day_unique').on(t.tenantId, t.kind, t.subject, t.businessDay),
    index('onboarding_reminders_open_idx').on(t.tenantId, t.businessDay).where(sql`${t.completedAt} is null and ${t.resolvedAt} is null`),
    enumCheck('onboarding_reminders_kind_check', t.kind, REMINDER_KINDS),
    enumCheck('onboarding_reminders_priority_check', t.priority, REMINDER_PRIORITIES),
    ...tenantPolicies('onboarding_reminders'),
  ],
).enableRLS();

/** Usage tracking (POST /onboarding/track): append-only, sizes bounded by the request schema. */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    action: text('action').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    /** When the client says it happened. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_events_pkey', columns: [t.tenantId, t.id] }),
    index('onboarding_events_tenant_created_idx').on(t.tenantId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    ...tenantPolicies('onboarding_events'),
  ],
).enableRLS();
