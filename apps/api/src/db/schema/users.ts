import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES, TENANT_ROLES, USER_STATUSES } from '@forecourt/shared';
import { platformPolicy, tenantPolicies } from '../rls';
import { createdAt, enumCheck, id, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { stations } from './stations';

/** Who a refresh token was issued to: a tenant user or a platform admin (server-side only, not in the API). */
export const TOKEN_SUBJECT_TYPES = ['user', 'admin'] as const;
/** Why a refresh token was revoked (server-side only). */
export const TOKEN_REVOKE_REASONS = ['rotated', 'logout', 'reuse'] as const;

// Users, their station assignments and their refresh tokens.

/**
 * Rotating refresh tokens, one family per sign-in. Only hashes are stored. Platform-only table: the
 * refresh call comes before any tenant is known.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    subjectType: text('subject_type', { enum: TOKEN_SUBJECT_TYPES }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tenantId: uuid('tenant_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** rotated (replaced by a newer token), logout, or reuse (a rotated token replayed after the grace). */
    revokeReason: text('revoke_reason', { enum: TOKEN_REVOKE_REASONS }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), platformPolicy('refresh_tokens')],
).enableRLS();

export const users = pgTable(
  'users',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: TENANT_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the password was last set by a reset or a change (null: as created). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The language the user chose (PUT /auth/profile/locale); null while never chosen (docs/decisions/028). */
    locale: text('locale', { enum: LOCALES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.tenantId, t.id] }),
    // Unique among live accounts: a deleted user's email may be given to a new account (docs/decisions/016).
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    enumCheck('users_role_check', t.role, TENANT_ROLES),
    enumCheck('users_status_check', t.status, USER_STATUSES),
    enumCheck('users_locale_check', t.locale, LOCALES),
    ...tenantPolicies('users'),
  ],
).enableRLS();

/** Which stations an attendant (or a manager restricted to some) works at. */
export const userStationAssignments = pgTable(
  'user_station_assignments',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    stationId: uuid('station_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.stationId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }).onDelete(
      'cascade',
    ),
    ...tenantPolicies('user_station_assignments'),
  ],
).enableRLS();
