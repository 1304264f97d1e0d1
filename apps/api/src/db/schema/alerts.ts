import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALERT_PRIORITIES, ALERT_TYPES, type TAlertTextRef } from '@forecourt/shared';
import { tenantPolicies } from '../rls';
import { createdAt, enumCheck, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { stations } from './stations';
import { users } from './users';

// Alerts (issue 5, docs/decisions/009-inventory-alerts-jobs.md)

/**
 * An alert raised from real state by a job or at once by a change. `subject` names the condition's
 * object (a nozzle id, or "station:fuel"), so a condition has at most one active alert; when the
 * condition clears the alert is resolved (active = false) and a later recurrence raises a new one.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * `title` and `message` by key and params (`{ key, params }`, a key of ALERT_TEXTS; docs/decisions/061),
     * written with them; null for the alerts raised before drizzle/0039.
     */
    titleText: jsonb('title_text').$type<TAlertTextRef>(),
    messageText: jsonb('message_text').$type<TAlertTextRef>(),
    priority: text('priority', { enum: ALERT_PRIORITIES }).notNull(),
    stationId: uuid('station_id'),
    subject: text('subject').notNull(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    acknowledgedBy: uuid('acknowledged_by'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    dismissed: boolean('dismissed').notNull().default(false),
    dismissedBy: uuid('dismissed_by'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * offline_entry_refused only: the client-generated id of the refused entry. Unique per tenant, so a
     * refusal reported twice raises one alert (docs/decisions/028); null for every other type.
     */
    entryId: uuid('entry_id'),
  },
  (t) => [
    primaryKey({ name: 'alerts_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    uniqueIndex('alerts_tenant_type_subject_active_unique').on(t.tenantId, t.type, t.subject).where(sql`${t.active}`),
    index('alerts_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('alerts_tenant_station_created_idx').on(t.tenantId, t.stationId, t.createdAt.desc()),
    enumCheck('alerts_type_check', t.type, ALERT_TYPES),
    enumCheck('alerts_priority_check', t.priority, ALERT_PRIORITIES),
    uniqueIndex('alerts_tenant_entry_unique').on(t.tenantId, t.entryId).where(sql`${t.entryId} is not null`),
    check('alerts_entry_id_check', sql`(${t.type} = 'offline_entry_refused') = (${t.entryId} is not null)`),
    ...tenantPolicies('alerts'),
  ],
).enableRLS();

/**
 * A user's own state of a pending task in the notification feed (document 4: dismissed for today,
 * dismissed for ever). `task_id` is the feed's stable task id (e.g. "alert:<id>", "cash_reports:pending").
 * `dismissed_on` is the business day (tenant's zone) it was dismissed for; the task comes back the next day.
 */
export const notificationStates = pgTable(
  'notification_states',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    taskId: text('task_id').notNull(),
    dismissedOn: date('dismissed_on', { mode: 'string' }),
    dismissedForever: boolean('dismissed_forever').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'notification_states_pkey', columns: [t.tenantId, t.id] }),
    unique('notification_states_user_task_unique').on(t.tenantId, t.userId, t.taskId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    ...tenantPolicies('notification_states'),
  ],
).enableRLS();
