import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, type AnyPgColumn, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '../rls';
import { createdAt, fuelType, paymentMethod, readingStatus, rowId, tenantId, updatedAt } from './columns';
import { tenants } from './platform';
import { fuelPrices } from './prices';
import { nozzles, pumps, stations } from './stations';
import { creditors } from './creditors';
import { users } from './users';

// Nozzle readings, their rollups and the stations' closed days (docs/decisions/007, 010, 013).

/**
 * One meter reading of a nozzle, with everything computed at the moment it was recorded (previous
 * reading, volume, price and its id, amount): later price changes never rewrite it. pump_id and
 * station_id are denormalised for filtering and history (deleted assets keep their rows). Never deleted:
 * a wrong reading is voided (who, when, why).
 */
export const nozzleReadings = pgTable(
  'nozzle_readings',
  {
    id: rowId(),
    // No key of its own to tenants: the nozzle's key below includes tenant_id, and a nozzle's tenant is a
    // tenant (nozzles → tenants). One check fewer per reading, the same guarantee (docs/decisions/047).
    tenantId: tenantId(),
    nozzleId: uuid('nozzle_id').notNull(),
    pumpId: uuid('pump_id').notNull(),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    reading: numeric('reading', { precision: 14, scale: 3 }).notNull(),
    previousReading: numeric('previous_reading', { precision: 14, scale: 3 }).notNull(),
    volume: numeric('volume', { precision: 14, scale: 3 }).notNull(),
    pricePerLitre: numeric('price_per_litre', { precision: 10, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    fuelPriceId: uuid('fuel_price_id').notNull(),
    paymentMethod: paymentMethod().default('cash'),
    /** The creditor of a credit sale (required when payment_method is credit, docs/decisions/015). */
    creditorId: uuid('creditor_id'),
    notes: text('notes'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    status: readingStatus().default('recorded'),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    /**
     * A hash of the create request when the client chose the id (offline replays, docs/decisions/013):
     * the same id with the same body answers the stored reading, with another body 409.
     */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'nozzle_readings_pkey', columns: [t.tenantId, t.id] }),
    // The nozzle of the reading's tenant, on the reading's pump: one check where there were three (the
    // nozzle, the pump, the tenant), and a stronger one. The pump and the tenant exist through the nozzle's
    // own keys (docs/decisions/047). The station keeps its key: a pump can move to another station.
    foreignKey({
      name: 'nozzle_readings_nozzle_of_pump_fk',
      columns: [t.tenantId, t.nozzleId, t.pumpId],
      foreignColumns: [nozzles.tenantId, nozzles.id, nozzles.pumpId],
    }),
    // The price of the reading's own station and fuel: one check where there were two (the price, the
    // station), and a stronger one. The station exists through the price's own key; a pump that moves to
    // another station leaves its past readings their station and its price (docs/decisions/051).
    foreignKey({
      name: 'nozzle_readings_price_of_station_fuel_fk',
      columns: [t.tenantId, t.fuelPriceId, t.stationId, t.fuelType],
      foreignColumns: [fuelPrices.tenantId, fuelPrices.id, fuelPrices.stationId, fuelPrices.fuelType],
    }),
    foreignKey({ columns: [t.tenantId, t.recordedBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.creditorId], foreignColumns: [creditors.tenantId, creditors.id] }),
    index('nozzle_readings_tenant_creditor_idx').on(t.tenantId, t.creditorId, t.recordedAt).where(sql`${t.creditorId} is not null`),
    // A nozzle's latest reading (the chain of every reading write: ORDER BY recorded_at DESC, id DESC LIMIT 1)
    // is one probe, however long ago the nozzle's last reading was. The index of 0005 (recorded_at DESC
    // NULLS LAST, no id) matched no such ORDER BY: the write walked the tenant's page index instead and was
    // planned again at every call (found by profiling the POST: docs/performance.md, decision 039).
    index('nozzle_readings_tenant_nozzle_latest_idx').on(t.tenantId, t.nozzleId, t.recordedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The newest-first pages of every reading list and of sales (found by the benchmark: docs/performance.md).
    // NULLS FIRST is what ORDER BY … DESC means: the DESC NULLS LAST index of 0009 never served the pages.
    index('nozzle_readings_tenant_recorded_page_idx').on(t.tenantId, t.recordedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('nozzle_readings_tenant_station_recorded_idx').on(t.tenantId, t.stationId, t.recordedAt),
    // The attendant's own readings, newest first, and today's summary of them (GET /attendant/readings, /attendant/todays-summary).
    index('nozzle_readings_tenant_recorder_idx').on(t.tenantId, t.recordedBy, t.recordedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('nozzle_readings_tenant_price_idx').on(t.tenantId, t.fuelPriceId),
    check('nozzle_readings_forward_check', sql`${t.reading} >= ${t.previousReading} and ${t.volume} = ${t.reading} - ${t.previousReading}`),
    check('nozzle_readings_amount_check', sql`${t.amount} >= 0 and ${t.pricePerLitre} > 0`),
    check(
      'nozzle_readings_void_check',
      sql`(${t.status} = 'voided') = (${t.voidedAt} is not null and ${t.voidReason} is not null)`,
    ),
    ...tenantPolicies('nozzle_readings'),
  ],
).enableRLS();

/** The counters of a reading rollup: every reading, and the non-voided ones with their money and litres. */
const rollupCounters = () => ({
  readingsCount: integer('readings_count').notNull().default(0),
  liveCount: integer('live_count').notNull().default(0),
  liveAmount: numeric('live_amount', { precision: 16, scale: 2 }).notNull().default('0'),
  liveVolume: numeric('live_volume', { precision: 16, scale: 3 }).notNull().default('0'),
  updatedAt: updatedAt(),
});
type TRollupColumns = Record<'readingsCount' | 'liveCount' | 'liveAmount' | 'liveVolume', AnyPgColumn>;
/** A wrong decrement fails the transaction instead of storing a wrong total. */
const rollupChecks = (table: string, t: TRollupColumns) => [
  check(
    `${table}_counts_check`,
    sql`${t.liveCount} >= 0 and ${t.liveCount} <= ${t.readingsCount} and ${t.liveAmount} >= 0 and ${t.liveVolume} >= 0`,
  ),
];

/**
 * Per-day rollups of nozzle_readings (docs/decisions/010-sales-rollups.md): one row per business day
 * (the tenant's time zone, tenants.time_zone) and reading dimension (station, pump, nozzle, fuel,
 * payment method). Maintained with increments in the same transaction as every insert, void and
 * correction of a reading, so the list summaries read O(days) rows instead of every reading.
 * readings_count counts every reading (voided too), live_* only non-voided ones.
 */
export const readingDailyTotals = pgTable(
  'reading_daily_totals',
  {
    tenantId: tenantId().references(() => tenants.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    nozzleId: uuid('nozzle_id').notNull(),
    paymentMethod: paymentMethod(),
    pumpId: uuid('pump_id').notNull(),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    ...rollupCounters(),
  },
  (t) => [
    primaryKey({
      name: 'reading_daily_totals_pk',
      columns: [t.tenantId, t.businessDay, t.nozzleId, t.paymentMethod, t.pumpId, t.stationId, t.fuelType],
    }),
    foreignKey({ columns: [t.tenantId, t.nozzleId], foreignColumns: [nozzles.tenantId, nozzles.id] }),
    foreignKey({ columns: [t.tenantId, t.pumpId], foreignColumns: [pumps.tenantId, pumps.id] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    ...rollupChecks('reading_daily_totals', t),
    ...tenantPolicies('reading_daily_totals'),
  ],
).enableRLS();

/**
 * The same rollups at station grain (no pump or nozzle): the summaries without a pump or nozzle
 * filter read these, a few rows per station and day instead of one per nozzle, method and day.
 * Maintained by the same statements as reading_daily_totals.
 */
export const readingDailyStationTotals = pgTable(
  'reading_daily_station_totals',
  {
    tenantId: tenantId().references(() => tenants.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    paymentMethod: paymentMethod(),
    ...rollupCounters(),
  },
  (t) => [
    primaryKey({ name: 'reading_daily_station_totals_pk', columns: [t.tenantId, t.businessDay, t.stationId, t.fuelType, t.paymentMethod] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    ...rollupChecks('reading_daily_station_totals', t),
    ...tenantPolicies('reading_daily_station_totals'),
  ],
).enableRLS();

/**
 * Running (lifetime) totals of readings at nozzle grain: one row per nozzle and payment method, with no
 * day in the key, so a summary over the whole history reads a few rows whatever its length
 * (docs/decisions/013). Maintained by the reading write function with the day rollups.
 */
export const readingRunningTotals = pgTable(
  'reading_running_totals',
  {
    tenantId: tenantId().references(() => tenants.id),
    nozzleId: uuid('nozzle_id').notNull(),
    paymentMethod: paymentMethod(),
    pumpId: uuid('pump_id').notNull(),
    stationId: uuid('station_id').notNull(),
    fuelType: fuelType(),
    ...rollupCounters(),
  },
  (t) => [
    primaryKey({ name: 'reading_running_totals_pk', columns: [t.tenantId, t.nozzleId, t.paymentMethod, t.pumpId, t.stationId, t.fuelType] }),
    foreignKey({ columns: [t.tenantId, t.nozzleId], foreignColumns: [nozzles.tenantId, nozzles.id] }),
    foreignKey({ columns: [t.tenantId, t.pumpId], foreignColumns: [pumps.tenantId, pumps.id] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    ...rollupChecks('reading_running_totals', t),
    ...tenantPolicies('reading_running_totals'),
  ],
).enableRLS();

/**
 * A station's closed business day (the tenant's zone): every write that lands in it is refused by the
 * one day gate (fc_assert_day_open, docs/decisions/013). Rows are written by day close (reconciliation)
 * and removed by an owner's reopen; both are audited there.
 */
export const stationDayClosures = pgTable(
  'station_day_closures',
  {
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    closedBy: uuid('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
  },
  (t) => [
    primaryKey({ name: 'station_day_closures_pk', columns: [t.tenantId, t.stationId, t.businessDay] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.closedBy], foreignColumns: [users.tenantId, users.id] }),
    ...tenantPolicies('station_day_closures'),
  ],
).enableRLS();
