import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { FUEL_TYPES } from './stations.constants';
import { NUMERIC_COLUMNS, ZPageQuery, ZUuid, decimal, instant } from './validation';
import { FUEL_PRICE_MSG } from './fuel-prices.constants';

export const ZPricePerLitre = decimal({
  column: NUMERIC_COLUMNS.pricePerLitre,
  positive: true,
  error: FUEL_PRICE_MSG.priceInvalid,
  tooLarge: 'Price is too large',
  tooPrecise: 'Price can have at most 2 decimals',
});

export const ZCreateFuelPrice = z.object({
  stationId: z.string({ error: FUEL_PRICE_MSG.stationRequired }).uuid(FUEL_PRICE_MSG.stationRequired),
  fuelType: z.enum(FUEL_TYPES, { error: 'Fuel type is required' }),
  price: ZPricePerLitre,
  costPrice: ZPricePerLitre.optional(),
  /** ISO instant with offset; defaults to now on the server. */
  validFrom: instant('Valid from must be a date and time').optional(),
});
export type TCreateFuelPrice = z.input<typeof ZCreateFuelPrice>;

export const ZUpdateFuelPrice = z.object({
  price: ZPricePerLitre.optional(),
  costPrice: ZPricePerLitre.nullable().optional(),
  validFrom: instant().optional(),
});

export const ZFuelPriceListQuery = z.object({
  stationId: ZUuid.optional(),
  fuelType: z.enum(FUEL_TYPES).optional(),
  /** current: the price in effect now per station and fuel, plus scheduled future ones. all: history. */
  view: z.enum(['current', 'all']).default('all'),
  ...ZPageQuery.shape,
});

export const ZFuelPrice = z.object({
  id: ZUuid,
  stationId: ZUuid,
  stationName: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  price: z.number(),
  costPrice: z.number().nullable(),
  validFrom: ZInstant,
  /** When the next price of the same station and fuel takes over; null while it is the latest. */
  validTo: ZInstant.nullable(),
  /** In effect now. */
  isActive: z.boolean(),
  /** Starts in the future. */
  isScheduled: z.boolean(),
  /** Used by at least one reading: cannot be edited or deleted. */
  usedByReadings: z.boolean(),
  createdAt: ZInstant,
});
export type TFuelPrice = z.infer<typeof ZFuelPrice>;

/** GET /fuel-prices/missing */
export const ZMissingPrice = z.object({
  stationId: ZUuid,
  stationName: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  activeNozzles: z.number().int(),
});
export type TMissingPrice = z.infer<typeof ZMissingPrice>;
/** GET /fuel-prices/validate/{id} */
export const ZPriceValidation = z.object({ valid: z.boolean(), issues: z.array(z.string()) });
export type TPriceValidation = z.infer<typeof ZPriceValidation>;
