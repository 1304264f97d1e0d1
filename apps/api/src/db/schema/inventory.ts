import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '../rls';
import { createdAt, fuelType, movementKind, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { nozzleReadings } from './readings';
import { stations } from './stations';
import { users } from './users';

// Fuel inventory (issue 5, docs/decisions/009-inventory-alerts-jobs.md)

/**
 * One tank per station and fuel. `stock` is the book stock, maintained in the same statement as every
 * movement (the row lock of that upsert serialises the ledger of one station and fuel): it always
 * equals the exact sum of the station and fuel's inventory_movements. A row exists as soon as the fuel
 * has a movement; `is_set_up` turns true with the first inventory update (until then the page shows
 * "No tank set up" and capacity and minimum are unknown).
 */
export const fuelTanks = pgTable(
  'fuel_tanks',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    capacity: numeric('capacity', { precision: 14, scale: 3 }),
    minimumLevel: numeric('minimum_level', { precision: 14, scale: 3 }),
    stock: numeric('stock', { precision: 14, scale: 3 }).notNull().default('0'),
    isSetUp: boolean('is_set_up').notNull().default(false),
    lastMovementAt: timestamp('last_movement_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'fuel_tanks_pkey', columns: [t.tenantId, t.id] }),
    unique('fuel_tanks_tenant_station_fuel_unique').on(t.tenantId, t.stationId, t.fuelType),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    check('fuel_tanks_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('fuel_tanks_minimum_level_check', sql`${t.minimumLevel} is null or ${t.minimumLevel} >= 0`),
    ...tenantPolicies('fuel_tanks'),
  ],
).enableRLS();

/**
 * The stock ledger: a sale takes a reading's volume out (−volume), a void puts it back (+volume), a
 * correction moves the difference, an inventory update records new stock − book stock. Append-only.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: rowId(),
    // No key of its own to tenants: the station's key below includes tenant_id (docs/decisions/047).
    tenantId: tenantId(),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    kind: movementKind(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    readingId: uuid('reading_id'),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'inventory_movements_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.readingId], foreignColumns: [nozzleReadings.tenantId, nozzleReadings.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    index('inventory_movements_tenant_station_fuel_created_idx').on(t.tenantId, t.stationId, t.fuelType, t.createdAt),
    ...tenantPolicies('inventory_movements'),
  ],
).enableRLS();
