import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, numeric, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
