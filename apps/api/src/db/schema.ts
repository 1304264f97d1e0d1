import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { platformPolicy, tenantPolicies } from './rls';

const id = () => uuid('id').primaryKey().$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tenantId = () => uuid('tenant_id').notNull();
/** Stations, pumps and nozzles: active, maintenance or inactive (readings only on active ones). */
const ASSET_STATUS = ['active', 'maintenance', 'inactive'] as const;
const assetStatus = () => text('status', { enum: ASSET_STATUS }).notNull().default('active');
const assetStatusCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('active', 'maintenance', 'inactive')`);
/** Soft delete: who removed the row and when (the row stays for history, docs/decisions/006). */
const softDelete = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by'),
});

// ---------------------------------------------------------------------------------------------
// Platform tables
// ---------------------------------------------------------------------------------------------

/** Subscription plans: reference data, readable by every tenant, written by the platform path. */
export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull().unique(),
  priceMonthly: numeric('price_monthly', { precision: 10, scale: 2 }).notNull(),
  maxStations: integer('max_stations').notNull(),
  maxPumpsPerStation: integer('max_pumps_per_station').notNull(),
  maxNozzlesPerPump: integer('max_nozzles_per_pump').notNull(),
  maxUsers: integer('max_users').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A business. Its own row is visible to its users (policy on id), all rows to the platform path. */
export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'suspended', 'cancelled'] }).notNull().default('active'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tenants_status_check', sql`${t.status} in ('active', 'suspended', 'cancelled')`),
    ...tenantPolicies('tenants', sql.raw('id')),
  ],
).enableRLS();

/** Platform administrators (superadmin). Not tenant users: they have no tenant. */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('platform_admins_email_unique').on(sql`lower(${t.email})`), platformPolicy('platform_admins')],
).enableRLS();

/**
 * Rotating refresh tokens, one family per sign-in. Only hashes are stored. Platform-only table: the
 * refresh call comes before any tenant is known.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    subjectType: text('subject_type', { enum: ['user', 'admin'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tenantId: uuid('tenant_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** rotated (replaced by a newer token), logout, or reuse (a rotated token replayed after the grace). */
    revokeReason: text('revoke_reason', { enum: ['rotated', 'logout', 'reuse'] }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), platformPolicy('refresh_tokens')],
).enableRLS();

/** Platform-wide settings set by the superadmin (e.g. landing page testimonials). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  () => [platformPolicy('platform_settings')],
).enableRLS();

// ---------------------------------------------------------------------------------------------
// Tenant tables: tenant_id first in every key, composite foreign keys, RLS enabled and forced.
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'attendant'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('users_tenant_id_id_unique').on(t.tenantId, t.id),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('owner', 'manager', 'attendant')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
    ...tenantPolicies('users'),
  ],
).enableRLS();

export const stations = pgTable(
  'stations',
  {
    id: id(),
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
    unique('stations_tenant_id_id_unique').on(t.tenantId, t.id),
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
    id: id(),
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
    unique('pumps_tenant_id_id_unique').on(t.tenantId, t.id),
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
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    pumpId: uuid('pump_id').notNull(),
    nozzleNumber: integer('nozzle_number').notNull(),
    name: text('name').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
    status: assetStatus(),
    openingReading: numeric('opening_reading', { precision: 14, scale: 3 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    unique('nozzles_tenant_id_id_unique').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId, t.pumpId], foreignColumns: [pumps.tenantId, pumps.id] }),
    uniqueIndex('nozzles_tenant_pump_number_unique')
      .on(t.tenantId, t.pumpId, t.nozzleNumber)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('nozzles_tenant_pump_name_unique')
      .on(t.tenantId, t.pumpId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('nozzles_fuel_type_check', sql`${t.fuelType} in ('petrol', 'diesel', 'premium')`),
    assetStatusCheck('nozzles_status_check', t.status),
    check('nozzles_opening_reading_check', sql`${t.openingReading} >= 0`),
    ...tenantPolicies('nozzles'),
  ],
).enableRLS();

/** Which stations an attendant (or a manager restricted to some) works at. */
export const userStationAssignments = pgTable(
  'user_station_assignments',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    stationId: uuid('station_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.stationId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }).onDelete(
      'cascade',
    ),
    ...tenantPolicies('user_station_assignments'),
  ],
).enableRLS();

/** Who did what and when: voids, day closes, deletions, sign-ups. Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt), ...tenantPolicies('audit_log')],
).enableRLS();

// ---------------------------------------------------------------------------------------------
// The money path: fuel prices and nozzle readings (issue 4, docs/decisions/007-readings-and-money.md)
// ---------------------------------------------------------------------------------------------

const FUEL_TYPE_CHECK = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('petrol', 'diesel', 'premium')`);

/**
 * A station's price per litre for one fuel from `valid_from` on (history is kept; the price in effect
 * at an instant is the one with the latest valid_from at or before it). A price used by a reading is
 * never changed.
 */
export const fuelPrices = pgTable(
  'fuel_prices',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    costPrice: numeric('cost_price', { precision: 10, scale: 2 }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('fuel_prices_tenant_id_id_unique').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    // One price per station, fuel and start instant: the price at a time is never ambiguous.
    uniqueIndex('fuel_prices_tenant_station_fuel_from_unique').on(t.tenantId, t.stationId, t.fuelType, t.validFrom.desc()),
    FUEL_TYPE_CHECK('fuel_prices_fuel_type_check', t.fuelType),
    check('fuel_prices_price_check', sql`${t.price} > 0`),
    check('fuel_prices_cost_price_check', sql`${t.costPrice} is null or ${t.costPrice} > 0`),
    ...tenantPolicies('fuel_prices'),
  ],
).enableRLS();

export const PAYMENT_METHOD_VALUES = ['cash', 'card', 'upi', 'credit'] as const;

/**
 * One meter reading of a nozzle, with everything computed at the moment it was recorded (previous
 * reading, volume, price and its id, amount): later price changes never rewrite it. pump_id and
 * station_id are denormalised for filtering and history (deleted assets keep their rows). Never deleted:
 * a wrong reading is voided (who, when, why).
 */
export const nozzleReadings = pgTable(
  'nozzle_readings',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    nozzleId: uuid('nozzle_id').notNull(),
    pumpId: uuid('pump_id').notNull(),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
    reading: numeric('reading', { precision: 14, scale: 3 }).notNull(),
    previousReading: numeric('previous_reading', { precision: 14, scale: 3 }).notNull(),
    volume: numeric('volume', { precision: 14, scale: 3 }).notNull(),
    pricePerLitre: numeric('price_per_litre', { precision: 10, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    fuelPriceId: uuid('fuel_price_id').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull().default('cash'),
    /** Creditors arrive with a later issue: no foreign key yet. */
    creditorId: uuid('creditor_id'),
    notes: text('notes'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    status: text('status', { enum: ['recorded', 'voided'] }).notNull().default('recorded'),
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
    unique('nozzle_readings_tenant_id_id_unique').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId, t.nozzleId], foreignColumns: [nozzles.tenantId, nozzles.id] }),
    foreignKey({ columns: [t.tenantId, t.pumpId], foreignColumns: [pumps.tenantId, pumps.id] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.fuelPriceId], foreignColumns: [fuelPrices.tenantId, fuelPrices.id] }),
    foreignKey({ columns: [t.tenantId, t.recordedBy], foreignColumns: [users.tenantId, users.id] }),
    index('nozzle_readings_tenant_nozzle_recorded_idx').on(t.tenantId, t.nozzleId, t.recordedAt.desc()),
    // The newest-first pages of every reading list and of sales (found by the benchmark: docs/performance.md).
    // NULLS FIRST is what ORDER BY … DESC means: the DESC NULLS LAST index of 0009 never served the pages.
    index('nozzle_readings_tenant_recorded_page_idx').on(t.tenantId, t.recordedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('nozzle_readings_tenant_station_recorded_idx').on(t.tenantId, t.stationId, t.recordedAt),
    index('nozzle_readings_tenant_price_idx').on(t.tenantId, t.fuelPriceId),
    FUEL_TYPE_CHECK('nozzle_readings_fuel_type_check', t.fuelType),
    check('nozzle_readings_payment_method_check', sql`${t.paymentMethod} in ('cash', 'card', 'upi', 'credit')`),
    check('nozzle_readings_status_check', sql`${t.status} in ('recorded', 'voided')`),
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
type TRollupColumns = Record<'fuelType' | 'paymentMethod' | 'readingsCount' | 'liveCount' | 'liveAmount' | 'liveVolume', AnyPgColumn>;
/** A wrong decrement fails the transaction instead of storing a wrong total. */
const rollupChecks = (table: string, t: TRollupColumns) => [
  FUEL_TYPE_CHECK(`${table}_fuel_type_check`, t.fuelType),
  check(`${table}_payment_method_check`, sql`${t.paymentMethod} in ('cash', 'card', 'upi', 'credit')`),
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
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    pumpId: uuid('pump_id').notNull(),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
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
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
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
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    pumpId: uuid('pump_id').notNull(),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
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

/** Running (lifetime) totals at station grain (station, fuel, payment method). */
export const readingRunningStationTotals = pgTable(
  'reading_running_station_totals',
  {
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    ...rollupCounters(),
  },
  (t) => [
    primaryKey({ name: 'reading_running_station_totals_pk', columns: [t.tenantId, t.stationId, t.fuelType, t.paymentMethod] }),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    ...rollupChecks('reading_running_station_totals', t),
    ...tenantPolicies('reading_running_station_totals'),
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

// ---------------------------------------------------------------------------------------------
// Fuel inventory, alerts and background jobs (issue 5, docs/decisions/009-inventory-alerts-jobs.md)
// ---------------------------------------------------------------------------------------------

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
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
    capacity: numeric('capacity', { precision: 14, scale: 3 }),
    minimumLevel: numeric('minimum_level', { precision: 14, scale: 3 }),
    stock: numeric('stock', { precision: 14, scale: 3 }).notNull().default('0'),
    isSetUp: boolean('is_set_up').notNull().default(false),
    lastMovementAt: timestamp('last_movement_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('fuel_tanks_tenant_id_id_unique').on(t.tenantId, t.id),
    unique('fuel_tanks_tenant_station_fuel_unique').on(t.tenantId, t.stationId, t.fuelType),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    FUEL_TYPE_CHECK('fuel_tanks_fuel_type_check', t.fuelType),
    check('fuel_tanks_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('fuel_tanks_minimum_level_check', sql`${t.minimumLevel} is null or ${t.minimumLevel} >= 0`),
    ...tenantPolicies('fuel_tanks'),
  ],
).enableRLS();

export const MOVEMENT_KINDS = ['sale', 'void', 'adjustment', 'correction'] as const;

/**
 * The stock ledger: a sale takes a reading's volume out (−volume), a void puts it back (+volume), a
 * correction moves the difference, an inventory update records new stock − book stock. Append-only.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type', { enum: ['petrol', 'diesel', 'premium'] }).notNull(),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    readingId: uuid('reading_id'),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ columns: [t.tenantId, t.readingId], foreignColumns: [nozzleReadings.tenantId, nozzleReadings.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    index('inventory_movements_tenant_station_fuel_created_idx').on(t.tenantId, t.stationId, t.fuelType, t.createdAt),
    FUEL_TYPE_CHECK('inventory_movements_fuel_type_check', t.fuelType),
    check('inventory_movements_kind_check', sql`${t.kind} in ('sale', 'void', 'adjustment', 'correction')`),
    ...tenantPolicies('inventory_movements'),
  ],
).enableRLS();

export const ALERT_TYPE_VALUES = ['no_readings_24h', 'low_stock', 'critical_stock'] as const;
export const ALERT_PRIORITY_VALUES = ['urgent', 'high', 'medium', 'low'] as const;

/**
 * An alert raised from real state by a job or at once by a change. `subject` names the condition's
 * object (a nozzle id, or "station:fuel"), so a condition has at most one active alert; when the
 * condition clears the alert is resolved (active = false) and a later recurrence raises a new one.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    type: text('type', { enum: ALERT_TYPE_VALUES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority', { enum: ALERT_PRIORITY_VALUES }).notNull(),
    stationId: uuid('station_id'),
    subject: text('subject').notNull(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    acknowledgedBy: uuid('acknowledged_by'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    dismissed: boolean('dismissed').notNull().default(false),
    dismissedBy: uuid('dismissed_by'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    unique('alerts_tenant_id_id_unique').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    uniqueIndex('alerts_tenant_type_subject_active_unique').on(t.tenantId, t.type, t.subject).where(sql`${t.active}`),
    index('alerts_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('alerts_tenant_station_created_idx').on(t.tenantId, t.stationId, t.createdAt.desc()),
    check('alerts_type_check', sql`${t.type} in ('no_readings_24h', 'low_stock', 'critical_stock')`),
    check('alerts_priority_check', sql`${t.priority} in ('urgent', 'high', 'medium', 'low')`),
    ...tenantPolicies('alerts'),
  ],
).enableRLS();

/**
 * Platform table of the background job runner: a run claims its (job, period) by inserting the row;
 * a second process finds the row and skips. A `running` row older than the timeout is a crashed run
 * and may be re-claimed (conditional update), as may a failed one a few times.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    period: text('period').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    unique('job_runs_job_period_unique').on(t.job, t.period),
    check('job_runs_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
    platformPolicy('job_runs'),
  ],
).enableRLS();
