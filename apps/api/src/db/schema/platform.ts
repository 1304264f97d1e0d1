import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES, TENANT_STATUSES } from '@forecourt/shared';
import { platformPolicy, tenantPolicies } from '../rls';
import { createdAt, enumCheck, id, tenantId, updatedAt } from './columns';

// Platform tables: plans, tenants, platform administrators, platform settings.

/** Subscription plans: reference data, readable by every tenant, written by the platform path. */
export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull().unique(),
  priceMonthly: numeric('price_monthly', { precision: 10, scale: 2 }).notNull(),
  priceYearly: numeric('price_yearly', { precision: 10, scale: 2 }).notNull().default('0'),
  maxStations: integer('max_stations').notNull(),
  maxPumpsPerStation: integer('max_pumps_per_station').notNull(),
  maxNozzlesPerPump: integer('max_nozzles_per_pump').notNull(),
  maxUsers: integer('max_users').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A business. Its own row is visible to its users (policy on id), all rows to the platform path. */
export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    name: text('name').notNull(),
    status: text('status', { enum: TENANT_STATUSES }).notNull().default('active'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    enumCheck('tenants_status_check', t.status, TENANT_STATUSES),
    ...tenantPolicies('tenants', sql.raw('id')),
  ],
).enableRLS();

/** Platform administrators (superadmin). Not tenant users: they have no tenant. */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the password was last changed (null: as created). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The language the admin chose (PUT /auth/profile/locale, as a tenant user's); null while never chosen. */
    locale: text('locale', { enum: LOCALES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('platform_admins_email_unique').on(sql`lower(${t.email})`),
    enumCheck('platform_admins_locale_check', t.locale, LOCALES),
    platformPolicy('platform_admins'),
  ],
).enableRLS();

/** Platform-wide settings set by the superadmin (e.g. landing page testimonials). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  () => [platformPolicy('platform_settings')],
).enableRLS();

/**
 * A tenant's settings, set by the platform (document 4: key/value, value a string). Tenant-owned (its
 * requests read them: features.allow_export refuses exports), written only on the platform path
 * (docs/decisions/027).
 */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantId().references(() => tenants.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), ...tenantPolicies('tenant_settings')],
).enableRLS();
