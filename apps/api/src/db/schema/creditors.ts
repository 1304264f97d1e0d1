import { sql } from 'drizzle-orm';
import { check, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREDIT_PAYMENT_METHODS, CREDITOR_STATUSES } from '@forecourt/shared';
import { tenantPolicies } from '../rls';
import { createdAt, enumCheck, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { stations } from './stations';
import { users } from './users';

// Creditors (customers who buy on credit) and their payments (document 3, docs/decisions/015).

/**
 * A customer who buys on credit. `station_id` null means the creditor may buy at any station of the
 * tenant. `credit_sales` and `payments_total` are running totals kept in the same transaction as every
 * credit reading (create, void, correction) and every payment, so a balance is exact and O(1) and the
 * credit limit can be checked under the creditor row's lock: balance = credit_sales − payments_total.
 * A creditor with history is made inactive, never deleted.
 */
export const creditors = pgTable(
  'creditors',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id'),
    partyName: text('party_name').notNull(),
    contactPerson: text('contact_person'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull().default('0'),
    paymentTerms: text('payment_terms'),
    notes: text('notes'),
    status: text('status', { enum: CREDITOR_STATUSES }).notNull().default('active'),
    creditSales: numeric('credit_sales', { precision: 16, scale: 2 }).notNull().default('0'),
    paymentsTotal: numeric('payments_total', { precision: 16, scale: 2 }).notNull().default('0'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'creditors_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    index('creditors_tenant_station_idx').on(t.tenantId, t.stationId),
    enumCheck('creditors_status_check', t.status, CREDITOR_STATUSES),
    check('creditors_credit_limit_check', sql`${t.creditLimit} >= 0 and ${t.creditLimit} <= 9999999`),
    check('creditors_totals_check', sql`${t.creditSales} >= 0 and ${t.paymentsTotal} >= 0`),
    ...tenantPolicies('creditors'),
  ],
).enableRLS();

/**
 * A payment received from a creditor. Never deleted or changed (append-only for the tenant role): a
 * payment recorded by mistake is answered by its reversal, a row of its own with the negative amount that
 * names the payment it reverses (`reverses_id`, at most one per payment; docs/decisions/015).
 */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    creditorId: uuid('creditor_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paymentMethod: text('payment_method', { enum: CREDIT_PAYMENT_METHODS }).notNull(),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    reversesId: uuid('reverses_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'credit_payments_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.reversesId], foreignColumns: [t.tenantId, t.id] }).onDelete('no action'),
    uniqueIndex('credit_payments_tenant_reverses_unique').on(t.tenantId, t.reversesId).where(sql`${t.reversesId} is not null`),
    foreignKey({ columns: [t.tenantId, t.creditorId], foreignColumns: [creditors.tenantId, creditors.id] }),
    foreignKey({ columns: [t.tenantId, t.recordedBy], foreignColumns: [users.tenantId, users.id] }),
    index('credit_payments_tenant_creditor_paid_idx').on(t.tenantId, t.creditorId, t.paidAt),
    enumCheck('credit_payments_method_check', t.paymentMethod, CREDIT_PAYMENT_METHODS),
    check(
      'credit_payments_amount_check',
      sql`(${t.amount} > 0 and ${t.reversesId} is null) or (${t.amount} < 0 and ${t.reversesId} is not null)`,
    ),
    ...tenantPolicies('credit_payments'),
  ],
).enableRLS();
