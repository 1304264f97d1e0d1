import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DIP_KINDS } from '@forecourt/shared';
import { tenantPolicies } from '../rls';
import { createdAt, enumCheck, rowId, tenantId } from './columns';
import { tenants } from './platform';
import { fuelTanks, stations } from './stations';
import { users } from './users';

// Wet stock (issue 38): dip charts and dips (docs/decisions/069).

/**
 * A tank's calibration chart: its points as [millimetres, litres] pairs in dip order (litres as text at 3
 * decimals, exact), and the fixes the upload made. A new upload replaces the current chart (replaced_at
 * set on the old one, which the dips taken under it keep naming).
 */
export const tankDipCharts = pgTable(
  'tank_dip_charts',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    tankId: uuid('tank_id').notNull(),
    points: jsonb('points').$type<Array<[number, string]>>().notNull(),
    maxDipCm: numeric('max_dip_cm', { precision: 7, scale: 1 }).notNull(),
    maxLitres: numeric('max_litres', { precision: 14, scale: 3 }).notNull(),
    fixes: jsonb('fixes').$type<string[]>().notNull().default([]),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'tank_dip_charts_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'tank_dip_charts_tank_fk', columns: [t.tenantId, t.tankId], foreignColumns: [fuelTanks.tenantId, fuelTanks.id] }),
    foreignKey({ name: 'tank_dip_charts_uploaded_by_fk', columns: [t.tenantId, t.uploadedBy], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('tank_dip_charts_current_unique').on(t.tenantId, t.tankId).where(sql`${t.replacedAt} is null`),
    ...tenantPolicies('tank_dip_charts'),
  ],
).enableRLS();

/**
 * A dip taken in a tank: the heights as entered (cm, one decimal), the litres the chart gave for them,
 * and the book stock at that moment with the difference (physical − book), all as of `recorded_at`.
 */
export const tankDips = pgTable(
  'tank_dips',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    tankId: uuid('tank_id').notNull(),
    stationId: uuid('station_id').notNull(),
    chartId: uuid('chart_id').notNull(),
    kind: text('kind', { enum: DIP_KINDS }).notNull(),
    dipCm: numeric('dip_cm', { precision: 7, scale: 1 }).notNull(),
    waterDipCm: numeric('water_dip_cm', { precision: 7, scale: 1 }),
    litres: numeric('litres', { precision: 14, scale: 3 }).notNull(),
    waterLitres: numeric('water_litres', { precision: 14, scale: 3 }).notNull().default('0'),
    bookStock: numeric('book_stock', { precision: 14, scale: 3 }).notNull(),
    difference: numeric('difference', { precision: 14, scale: 3 }).notNull(),
    notes: text('notes'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by'),
    recordedByName: text('recorded_by_name').notNull(),
    /** The fingerprint of a phone's request with its own id (a replay must match it). */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'tank_dips_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'tank_dips_tank_fk', columns: [t.tenantId, t.tankId], foreignColumns: [fuelTanks.tenantId, fuelTanks.id] }),
    foreignKey({ name: 'tank_dips_station_fk', columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ name: 'tank_dips_chart_fk', columns: [t.tenantId, t.chartId], foreignColumns: [tankDipCharts.tenantId, tankDipCharts.id] }),
    foreignKey({ name: 'tank_dips_recorded_by_fk', columns: [t.tenantId, t.recordedBy], foreignColumns: [users.tenantId, users.id] }),
    index('tank_dips_tenant_tank_recorded_idx').on(t.tenantId, t.tankId, t.recordedAt),
    enumCheck('tank_dips_kind_check', t.kind, DIP_KINDS),
    check('tank_dips_dip_check', sql`${t.dipCm} >= 0 and (${t.waterDipCm} is null or (${t.waterDipCm} >= 0 and ${t.waterDipCm} <= ${t.dipCm}))`),
    ...tenantPolicies('tank_dips'),
  ],
).enableRLS();

/**
 * A tanker receipt (decantation): the invoice (challan) with its litres and density at 15 °C, the
 * density observed at its temperature and the ρ15 computed from them, the dips before and after with
 * their litres, the litres sold from the tank meanwhile, what the tank received and the short against
 * the invoice. The book stock moves by the received litres (a 'receipt' movement).
 */
export const tankReceipts = pgTable(
  'tank_receipts',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    tankId: uuid('tank_id').notNull(),
    stationId: uuid('station_id').notNull(),
    chartId: uuid('chart_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceLitres: numeric('invoice_litres', { precision: 14, scale: 3 }).notNull(),
    invoiceDensity15: numeric('invoice_density15', { precision: 6, scale: 1 }).notNull(),
    observedDensity: numeric('observed_density', { precision: 6, scale: 1 }).notNull(),
    observedTempC: numeric('observed_temp_c', { precision: 4, scale: 1 }).notNull(),
    density15: numeric('density15', { precision: 6, scale: 1 }).notNull(),
    densityDifference: numeric('density_difference', { precision: 6, scale: 1 }).notNull(),
    dipBeforeCm: numeric('dip_before_cm', { precision: 7, scale: 1 }).notNull(),
    dipAfterCm: numeric('dip_after_cm', { precision: 7, scale: 1 }).notNull(),
    litresBefore: numeric('litres_before', { precision: 14, scale: 3 }).notNull(),
    litresAfter: numeric('litres_after', { precision: 14, scale: 3 }).notNull(),
    litresSoldDuring: numeric('litres_sold_during', { precision: 14, scale: 3 }).notNull(),
    receivedLitres: numeric('received_litres', { precision: 14, scale: 3 }).notNull(),
    shortLitres: numeric('short_litres', { precision: 14, scale: 3 }).notNull(),
    notes: text('notes'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by'),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'tank_receipts_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'tank_receipts_tank_fk', columns: [t.tenantId, t.tankId], foreignColumns: [fuelTanks.tenantId, fuelTanks.id] }),
    foreignKey({ name: 'tank_receipts_station_fk', columns: [t.tenantId, t.stationId], foreignColumns: [stations.tenantId, stations.id] }),
    foreignKey({ name: 'tank_receipts_chart_fk', columns: [t.tenantId, t.chartId], foreignColumns: [tankDipCharts.tenantId, tankDipCharts.id] }),
    foreignKey({ name: 'tank_receipts_recorded_by_fk', columns: [t.tenantId, t.recordedBy], foreignColumns: [users.tenantId, users.id] }),
    /** One receipt per invoice at a station: the same challan entered twice is refused. */
    uniqueIndex('tank_receipts_station_invoice_unique').on(t.tenantId, t.stationId, sql`lower(${t.invoiceNumber})`),
    index('tank_receipts_tenant_tank_recorded_idx').on(t.tenantId, t.tankId, t.recordedAt),
    check('tank_receipts_dips_check', sql`${t.dipAfterCm} > ${t.dipBeforeCm}`),
    ...tenantPolicies('tank_receipts'),
  ],
).enableRLS();
