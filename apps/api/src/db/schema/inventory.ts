import { foreignKey, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '../rls';
import { createdAt, fuelType, movementKind, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { nozzleReadings } from './readings';
import { fuelTanks, stations } from './stations';
import { users } from './users';

// Fuel inventory (issue 5, docs/decisions/009-inventory-alerts-jobs.md)

// fuel_tanks is defined beside the nozzles that draw from it (stations.ts): the two keys point at each other.


/**
 * The stock ledger of each tank: a sale takes a reading's volume out (−volume), a void puts it back
 * (+volume), a correction moves the difference, an inventory update records new stock − book stock.
 * Append-only. The station and fuel are the tank's, kept on the line for the reports that group by them.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: rowId(),
    // No key of its own to tenants: the station's key below includes tenant_id (docs/decisions/047).
    tenantId: tenantId(),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    tankId: uuid('tank_id').notNull(),
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
    foreignKey({ name: 'inventory_movements_tank_fk', columns: [t.tenantId, t.tankId], foreignColumns: [fuelTanks.tenantId, fuelTanks.id] }),
    foreignKey({ columns: [t.tenantId, t.readingId], foreignColumns: [nozzleReadings.tenantId, nozzleReadings.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    index('inventory_movements_tenant_station_fuel_created_idx').on(t.tenantId, t.stationId, t.fuelType, t.createdAt),
    index('inventory_movements_tenant_tank_created_idx').on(t.tenantId, t.tankId, t.createdAt),
    ...tenantPolicies('inventory_movements'),
  ],
).enableRLS();
