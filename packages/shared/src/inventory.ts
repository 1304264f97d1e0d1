import Decimal from 'decimal.js';
import { z } from 'zod';
import { compareDecimals, type TDecimalInput } from './money';
import { ZInstant } from './api-schemas';
import { FUEL_TYPES } from './stations.constants';
import { NUMERIC_COLUMNS, ZPageQuery, ZUuid, decimal, text } from './validation';
import {
  INVENTORY_GAUGE_YELLOW_PERCENT,
  INVENTORY_LOW_PERCENT,
  INVENTORY_MSG,
  INVENTORY_RED_VOLUME_LITRES,
  INVENTORY_STATUSES,
  MOVEMENT_KINDS,
  type TInventoryStatus,
} from './inventory.constants';

/**
 * Fuel inventory (document 2): a station's tanks (several per fuel allowed, tanks.ts). The book stock is
 * a ledger per tank: sales take volume out, voids put it back, inventory updates record an adjustment.
 */

/**
 * Status of a tank: critical at or below its minimum level (and always below zero), low at or below
 * 25% of capacity, overstocked above capacity, otherwise normal.
 */
export function inventoryStatus(
  stock: TDecimalInput,
  capacity: TDecimalInput | null,
  minimumLevel: TDecimalInput | null,
): TInventoryStatus {
  if (compareDecimals(stock, 0) < 0) return 'critical';
  if (minimumLevel !== null && compareDecimals(stock, minimumLevel) <= 0) return 'critical';
  if (capacity !== null && compareDecimals(capacity, 0) > 0) {
    if (compareDecimals(stock, capacity) > 0) return 'overstocked';
    // stock × 100 <= capacity × 25, exactly
    if (new Decimal(String(stock)).times(100).lte(new Decimal(String(capacity)).times(INVENTORY_LOW_PERCENT))) return 'low';
  }
  return 'normal';
}

/** Fill percentage (one decimal), or null without a capacity. */
export function fillPercent(stock: TDecimalInput, capacity: TDecimalInput | null): number | null {
  if (capacity === null || Number(capacity) <= 0) return null;
  return Math.round((Number(stock) / Number(capacity)) * 1000) / 10;
}

export type TGaugeColor = 'red' | 'yellow' | 'green';
/** Gauge colour: red at or below 25%, yellow at or below 50%, green above. */
export function gaugeColor(percent: number): TGaugeColor {
  if (percent <= INVENTORY_LOW_PERCENT) return 'red';
  if (percent <= INVENTORY_GAUGE_YELLOW_PERCENT) return 'yellow';
  return 'green';
}

/** Volume under 1000 litres is shown red. */
export function isLowVolume(litres: number): boolean {
  return litres < INVENTORY_RED_VOLUME_LITRES;
}

/** Litres of a tank: what numeric(14,3) holds, at most 3 decimals (so a capacity never rounds to 0). */
const litres = (tooSmall: string, positive = false) =>
  decimal({ column: NUMERIC_COLUMNS.litres, error: INVENTORY_MSG.requiredFields, tooSmall, positive });

export const ZInventoryUpdate = z.object({
  stationId: z.string({ error: INVENTORY_MSG.requiredFields }).uuid(INVENTORY_MSG.requiredFields),
  fuelType: z.enum(FUEL_TYPES, { error: INVENTORY_MSG.requiredFields }),
  /** The tank, when the station has more than one of the fuel (then required). */
  tankId: ZUuid.optional(),
  newStock: litres(INVENTORY_MSG.stockBelowZero),
  capacity: litres(INVENTORY_MSG.capacityNotPositive, true).optional(),
  minimumLevel: litres(INVENTORY_MSG.minimumBelowZero).optional(),
  note: text({ max: 500 }).optional(),
});
export type TInventoryUpdate = z.input<typeof ZInventoryUpdate>;

/** The filters of the inventory list and its summary. */
export const ZInventorySummaryQuery = z.object({
  stationId: ZUuid.optional(),
  fuelType: z.enum(FUEL_TYPES).optional(),
});
export const ZInventoryQuery = ZInventorySummaryQuery.extend(ZPageQuery.shape);

export const ZTankIdParam = z.object({ tankId: ZUuid });

export const ZInventoryItem = z.object({
  /** The tank's id; null when the fuel is sold at the station but no tank is set up yet. */
  id: ZUuid.nullable(),
  /** The tank's name; null with no tank. */
  tankName: z.string().nullable(),
  stationId: ZUuid,
  stationName: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  /** Book stock in litres (may be below zero: shown as critical with a warning, never hidden). */
  currentStock: z.number(),
  capacity: z.number().nullable(),
  minimumLevel: z.number().nullable(),
  fillPercentage: z.number().nullable(),
  status: z.enum(INVENTORY_STATUSES),
  isSetUp: z.boolean(),
  lastUpdated: ZInstant.nullable(),
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;

export const ZInventorySummary = z.object({
  totalTanks: z.number().int(),
  lowStockCount: z.number().int(),
  /** Mean of stock ÷ capacity over tanks with a capacity, in percent (one decimal). */
  averageFillPercentage: z.number(),
  totalCapacity: z.number(),
  totalCurrentStock: z.number(),
});
export type TInventorySummary = z.infer<typeof ZInventorySummary>;

export const ZInventoryMovement = z.object({
  id: ZUuid,
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed litres: negative for a sale, positive for a void or an upward adjustment; a correction moves the difference. */
  quantity: z.number(),
  readingId: ZUuid.nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: ZInstant,
});
export type TInventoryMovement = z.infer<typeof ZInventoryMovement>;
