import { sql } from 'drizzle-orm';
import { check, foreignKey, numeric, pgTable, primaryKey, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '../rls';
import { createdAt, fuelType, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { stations } from './stations';
import { users } from './users';

// The money path: fuel prices and nozzle readings (issue 4, docs/decisions/007-readings-and-money.md)

/**
 * A station's price per litre for one fuel from `valid_from` on (history is kept; the price in effect
 * at an instant is the one with the latest valid_from at or before it). A price used by a reading is
 * never changed.
 */
export const fuelPrices = pgTable(
  'fuel_prices',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    costPrice: numeric('cost_price', { precision: 10, scale: 2 }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'fuel_prices_pkey', columns: [t.tenantId, t.id] }),
    // What a reading's price key names: the price with its station and fuel (docs/decisions/051).
    unique('fuel_prices_tenant_id_id_station_id_fuel_type_unique').on(t.tenantId, t.id, t.stationId, t.fuelType),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    // One price per station, fuel and start instant: the price at a time is never ambiguous.
    uniqueIndex('fuel_prices_tenant_station_fuel_from_unique').on(t.tenantId, t.stationId, t.fuelType, t.validFrom.desc()),
    check('fuel_prices_price_check', sql`${t.price} > 0`),
    check('fuel_prices_cost_price_check', sql`${t.costPrice} is null or ${t.costPrice} > 0`),
    ...tenantPolicies('fuel_prices'),
  ],
).enableRLS();
