import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CASH_REPORT_STATUSES, SHIFTS } from '@forecourt/shared';
import { tenantPolicies } from '../rls';
import { createdAt, enumCheck, rowId, tenantId, updatedAt } from './columns';
import { creditors } from './creditors';
import { tenants } from './platform';
import { stations } from './stations';
import { users } from './users';

/**
 * A shift cash report (document 3): what one person declares they collected at a station in one shift of
 * a business day (the tenant's zone). One per (station, business day, shift, user): submitting again
 * while it is pending updates it; an approved or rejected report no longer changes. The credit amount is
 * the declaration for the shift, compared with the credit sales in reconciliation; it does not move a
 * creditor's balance. `creditor_name` is the free text an attendant may give when no creditor list could
 * be loaded. `request_hash`: the client-chosen id's body hash (replays, DESIGN §3).
 */
export const cashReports = pgTable(
  'cash_reports',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    shift: text('shift', { enum: SHIFTS }).notNull(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull(),
    cashAmount: numeric('cash_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    cardAmount: numeric('card_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    upiAmount: numeric('upi_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    creditAmount: numeric('credit_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    creditorId: uuid('creditor_id'),
    creditorName: text('creditor_name'),
    notes: text('notes'),
    status: text('status', { enum: CASH_REPORT_STATUSES }).notNull().default('pending'),
    reviewedBy: uuid('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'cash_reports_pkey', columns: [t.tenantId, t.id] }),
    unique('cash_reports_shift_unique').on(t.tenantId, t.stationId, t.businessDay, t.shift, t.userId),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.creditorId], foreignColumns: [creditors.tenantId, creditors.id] }),
    index('cash_reports_tenant_day_idx').on(t.tenantId, t.businessDay, t.stationId),
    enumCheck('cash_reports_shift_check', t.shift, SHIFTS),
    enumCheck('cash_reports_status_check', t.status, CASH_REPORT_STATUSES),
    check(
      'cash_reports_amounts_check',
      sql`${t.cashAmount} >= 0 and ${t.cardAmount} >= 0 and ${t.upiAmount} >= 0 and ${t.creditAmount} >= 0 and ${t.cashAmount} < 10000000 and ${t.cardAmount} < 10000000 and ${t.upiAmount} < 10000000 and ${t.creditAmount} < 10000000`,
    ),
    check(
      'cash_reports_review_check',
      sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`,
    ),
    ...tenantPolicies('cash_reports'),
  ],
).enableRLS();
