import { sql } from 'drizzle-orm';
import { check, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ASSET_STATUSES, FUEL_TYPES, PAYMENT_METHODS } from '@forecourt/shared';
import { v7 as uuidv7 } from 'uuid';

/** Column builders and checks shared by the table modules of this folder (not re-exported by index.ts). */
export const id = () => uuid('id').primaryKey().$defaultFn(() => uuidv7());
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

export const fuelType = () => text('fuel_type', { enum: FUEL_TYPES }).notNull();
export const fuelTypeCheck = (name: string, column: AnyPgColumn) => enumCheck(name, column, FUEL_TYPES);

export const paymentMethod = () => text('payment_method', { enum: PAYMENT_METHODS }).notNull();
export const paymentMethodCheck = (name: string, column: AnyPgColumn) => enumCheck(name, column, PAYMENT_METHODS);
