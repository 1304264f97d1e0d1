import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { RECONCILIATION_STATUSES } from '@forecourt/shared';
import { tenantPolicies } from '../rls';
import { createdAt, enumCheck, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { stations } from './stations';
import { users } from './users';

/**
 * The reconciliation record of a station's business day (document 4; docs/decisions/024): one per
 * (station, day), made by the first close and kept — with the same id — through reopen and close again.
 * The day gate reads `station_day_closures` (a row there is a closed day); the close writes both in one
 * transaction, a reopen deletes the closure and marks the record `reopened`. The figures are the ones
 * the day had when it was (last) closed; names are kept as they were (like cash reports' user_name).
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    status: text('status', { enum: RECONCILIATION_STATUSES }).notNull(),
    actualSales: numeric('actual_sales', { precision: 14, scale: 2 }).notNull(),
    collected: numeric('collected', { precision: 14, scale: 2 }).notNull(),
    difference: numeric('difference', { precision: 14, scale: 2 }).notNull(),
    notes: text('notes'),
    closedBy: uuid('closed_by'),
    closedByName: text('closed_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    approvedBy: uuid('approved_by'),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by'),
    reopenedByName: text('reopened_by_name'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'reconciliations_pkey', columns: [t.tenantId, t.id] }),
    unique('reconciliations_station_day_unique').on(t.tenantId, t.stationId, t.businessDay),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.closedBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.approvedBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.reopenedBy], foreignColumns: [users.tenantId, users.id] }),
    index('reconciliations_tenant_day_idx').on(t.tenantId, t.businessDay),
    enumCheck('reconciliations_status_check', t.status, RECONCILIATION_STATUSES),
    check('reconciliations_approval_check', sql`(${t.status} = 'approved') = (${t.approvedAt} is not null)`),
    check('reconciliations_reopen_check', sql`(${t.status} = 'reopened') = (${t.reopenedAt} is not null)`),
    ...tenantPolicies('reconciliations'),
  ],
).enableRLS();
