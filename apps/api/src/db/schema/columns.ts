import { sql } from 'drizzle-orm';
import { check, customType, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ASSET_STATUSES, FUEL_TYPES, MOVEMENT_KINDS, PAYMENT_METHODS, READING_STATUSES } from '@forecourt/shared';
import { newId } from '../../lib/ids';

/** Column builders and checks shared by the table modules of this folder (not re-exported by index.ts). */
export const id = () => uuid('id').primaryKey().$defaultFn(() => newId());
/**
 * A tenant table's id: unique within its tenant, the primary key being (tenant_id, id) (drizzle/0043,
 * docs/decisions/065): an id says nothing about another tenant's rows.
 */
export const rowId = () => uuid('id').notNull().$defaultFn(() => newId());
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tenantId = () => uuid('tenant_id').notNull();

/** Soft delete: who removed the row and when (the row stays for history, docs/decisions/006). */
export const softDelete = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by'),
});

/**
 * `column in ('a', 'b', …)` over one of the shared value lists, so a CHECK constraint and the column's
 * TypeScript enum come from the same constant (the text is the one drizzle-kit has in its snapshots).
 */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  for (const v of values) if (!/^[a-z0-9_]+$/.test(v)) throw new Error(`enumCheck ${name}: unexpected value ${v}`);
  return check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);
}

/** Stations, pumps and nozzles: active, maintenance or inactive (readings only on active ones). */
export const assetStatus = () => text('status', { enum: ASSET_STATUSES }).notNull().default('active');
export const assetStatusCheck = (name: string, column: AnyPgColumn) => enumCheck(name, column, ASSET_STATUSES);

/**
 * The value lists a reading write stores in every row it writes, as domains over text (drizzle/0032,
 * docs/decisions/043): PostgreSQL re-reads a table's CHECK from its stored text at every statement that
 * writes the table, a domain's check once per connection. Each domain's CHECK lists exactly its shared
 * constant (test/enum-domains.test.ts holds the two equal).
 */
export const ENUM_DOMAINS = {
  fc_fuel_type: FUEL_TYPES,
  fc_payment_method: PAYMENT_METHODS,
  fc_reading_status: READING_STATUSES,
  fc_movement_kind: MOVEMENT_KINDS,
} as const;
type TEnumDomains = typeof ENUM_DOMAINS;
function domainText<K extends keyof TEnumDomains>(domain: K) {
  return customType<{ data: TEnumDomains[K][number]; driverData: string }>({ dataType: () => domain });
}

export const fuelType = () => domainText('fc_fuel_type')('fuel_type').notNull();
export const paymentMethod = () => domainText('fc_payment_method')('payment_method').notNull();
export const readingStatus = () => domainText('fc_reading_status')('status').notNull();
export const movementKind = () => domainText('fc_movement_kind')('kind').notNull();
