import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '../rls';
import { assetStatus, assetStatusCheck, createdAt, fuelType, rowId, softDelete, tenantId, updatedAt } from './columns';
import { tenants } from './platform';

// Tenant tables: tenant_id first in every key, composite foreign keys, RLS enabled and forced.
// Stations → pumps → nozzles.

export const stations = pgTable(
  'stations',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    phone: text('phone'),
    email: text('email'),
    status: assetStatus(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    primaryKey({ name: 'stations_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('stations_tenant_name_unique')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    assetStatusCheck('stations_status_check', t.status),
    ...tenantPolicies('stations'),
  ],
).enableRLS();

/** A fuel dispenser at a station. Soft-deleted with its nozzles (history stays with the sales). */
export const pumps = pgTable(
  'pumps',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    status: assetStatus(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    primaryKey({ name: 'pumps_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    uniqueIndex('pumps_tenant_serial_unique')
      .on(t.tenantId, sql`lower(${t.serialNumber})`)
      .where(sql`${t.deletedAt} is null`),
    index('pumps_tenant_station_idx').on(t.tenantId, t.stationId),
    assetStatusCheck('pumps_status_check', t.status),
    ...tenantPolicies('pumps'),
  ],
).enableRLS();

/** One hose of a pump: its fuel type and the meter value when it joined the system. */
export const nozzles = pgTable(
  'nozzles',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    pumpId: uuid('pump_id').notNull(),
    nozzleNumber: integer('nozzle_number').notNull(),
    name: text('name').notNull(),
    fuelType: fuelType(),
    status: assetStatus(),
    openingReading: numeric('opening_reading', { precision: 14, scale: 3 }).notNull().default('0'),
    /** The tank it draws from (issue 38); null: its sales book to the station's first tank of its fuel. */
    tankId: uuid('tank_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    primaryKey({ name: 'nozzles_pkey', columns: [t.tenantId, t.id] }),
    // What a reading's key names: the nozzle AND the pump it hangs on (nozzle_readings_nozzle_of_pump_fk,
    // docs/decisions/047). A nozzle's pump never changes (ZUpdateNozzle has no pumpId).
    unique('nozzles_tenant_id_id_pump_id_unique').on(t.tenantId, t.id, t.pumpId),
    foreignKey({ columns: [t.tenantId, t.pumpId], foreignColumns: [pumps.tenantId, pumps.id] }),
    foreignKey({ name: 'nozzles_tank_fk', columns: [t.tenantId, t.tankId], foreignColumns: [fuelTanks.tenantId, fuelTanks.id] }),
    index('nozzles_tenant_tank_idx').on(t.tenantId, t.tankId),
    uniqueIndex('nozzles_tenant_pump_number_unique')
      .on(t.tenantId, t.pumpId, t.nozzleNumber)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('nozzles_tenant_pump_name_unique')
      .on(t.tenantId, t.pumpId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    assetStatusCheck('nozzles_status_check', t.status),
    check('nozzles_opening_reading_check', sql`${t.openingReading} >= 0`),
    ...tenantPolicies('nozzles'),
  ],
).enableRLS();

/**
 * A station's tanks, several per fuel allowed (issue 38, docs/decisions/068). `stock` is the book stock,
 * maintained in the same statement as every movement (the row lock of that update serialises the tank's
 * ledger): it always equals the exact sum of the tank's inventory_movements. A tank is added by an owner
 * or manager with its nozzles, or opened by the ledger itself when a fuel is sold at a station with no
 * tank of it; `is_set_up` turns true when its capacity is known (added, or an inventory update). A
 * deleted tank keeps its ledger.
 */
export const fuelTanks = pgTable(
  'fuel_tanks',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    name: text('name').notNull(),
    fuelType: fuelType(),
    capacity: numeric('capacity', { precision: 14, scale: 3 }),
    minimumLevel: numeric('minimum_level', { precision: 14, scale: 3 }),
    stock: numeric('stock', { precision: 14, scale: 3 }).notNull().default('0'),
    isSetUp: boolean('is_set_up').notNull().default(false),
    lastMovementAt: timestamp('last_movement_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'fuel_tanks_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('fuel_tanks_tenant_station_name_unique')
      .on(t.tenantId, t.stationId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('fuel_tanks_tenant_station_fuel_idx').on(t.tenantId, t.stationId, t.fuelType),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    check('fuel_tanks_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('fuel_tanks_minimum_level_check', sql`${t.minimumLevel} is null or ${t.minimumLevel} >= 0`),
    ...tenantPolicies('fuel_tanks'),
  ],
).enableRLS();
