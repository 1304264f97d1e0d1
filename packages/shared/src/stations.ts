import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { MAX_NOZZLES_PER_PUMP } from './plans';
import { NUMERIC_COLUMNS, ZEmail, ZPageQuery, ZPhone, ZUuid, decimal, text } from './validation';
import { ASSET_MSG, ASSET_STATUSES, FUEL_TYPES } from './stations.constants';

/**
 * Stations → pumps → nozzles (document 2). The API contract of the asset hierarchy: request schemas
 * (used by the forms and the routes alike) and the response types.
 */

const trimmedRequired = (message: string, max = 120) => text({ min: 1, max, required: message });
const optionalText = (max = 200) =>
  text({ max })
    .optional()
    .transform((v) => (v ? v : undefined));

/** Optional phone / email: an empty string means "not given". */
const optionalPhone = z.union([z.literal('').transform(() => undefined), ZPhone]).optional();
const optionalEmail = z.union([z.literal('').transform(() => undefined), ZEmail]).optional();

export const ZCreateStation = z.object({
  name: trimmedRequired('Station name is required'),
  address: trimmedRequired('Address is required', 300),
  city: optionalText(),
  state: optionalText(),
  zipCode: optionalText(20),
  phone: optionalPhone,
  email: optionalEmail,
  status: z.enum(ASSET_STATUSES).optional(),
});
export type TCreateStation = z.input<typeof ZCreateStation>;

/** On update an empty string (or null) clears an optional field; leaving it out keeps it. */
const clearable = <T extends z.ZodTypeAny>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();
const clearableText = (max = 200) => clearable(text({ max }).transform((v) => (v ? v : null)));

export const ZUpdateStation = z.object({
  name: trimmedRequired('Station name is required').optional(),
  address: trimmedRequired('Address is required', 300).optional(),
  city: clearableText(),
  state: clearableText(),
  zipCode: clearableText(20),
  phone: clearable(ZPhone),
  email: clearable(ZEmail),
  status: z.enum(ASSET_STATUSES).optional(),
});
export type TUpdateStation = z.input<typeof ZUpdateStation>;

export const ZStationListQuery = z.object({
  status: z.enum(ASSET_STATUSES).optional(),
  search: text({ max: 100 }).optional(),
  ...ZPageQuery.shape,
  includeMetrics: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ZNozzleSpec = z.object({
  fuelType: z.enum(FUEL_TYPES, { error: 'Fuel type is required' }),
  name: text({ min: 1, max: 60 }).optional(),
});

export const ZCreatePump = z.object({
  stationId: z.string({ error: 'Station is required' }).uuid('Station is required'),
  name: trimmedRequired('Pump name is required', 80),
  serialNumber: trimmedRequired('Serial number is required', 80),
  status: z.enum(ASSET_STATUSES).optional(),
  /** The setup variant: the pump's nozzles, created with it in one transaction. */
  nozzles: z
    .array(ZNozzleSpec)
    .min(1, 'Nozzle count must be at least 1')
    .max(MAX_NOZZLES_PER_PUMP, `Nozzle count cannot exceed ${MAX_NOZZLES_PER_PUMP}`)
    .optional(),
});
export type TCreatePump = z.input<typeof ZCreatePump>;
/**
 * The same body as the setup flow's form checks it: document 2 words its station check "Station
 * selection is required" in that form ("Station is required" in the create and edit forms).
 */
export const ZCreatePumpSetup = ZCreatePump.extend({
  stationId: z.string({ error: ASSET_MSG.stationSelectionRequired }).uuid(ASSET_MSG.stationSelectionRequired),
});

export const ZUpdatePump = z.object({
  stationId: ZUuid.optional(),
  name: trimmedRequired('Pump name is required', 80).optional(),
  serialNumber: trimmedRequired('Serial number is required', 80).optional(),
  status: z.enum(ASSET_STATUSES).optional(),
});
export type TUpdatePump = z.input<typeof ZUpdatePump>;

export const ZPumpStatus = z.object({ status: z.enum(ASSET_STATUSES) });

export const ZPumpListQuery = z.object({
  stationId: ZUuid.optional(),
  status: z.enum(ASSET_STATUSES).optional(),
  search: text({ max: 100 }).optional(),
  ...ZPageQuery.shape,
});

/** A meter value in litres: at least 0, at most 3 decimals. */
export const ZMeterLitres = decimal({
  column: NUMERIC_COLUMNS.litres,
  error: 'Please enter a valid reading value',
  tooLarge: 'Please enter a valid reading value',
});

export const ZCreateNozzle = z.object({
  pumpId: z.string({ error: 'Pump is required' }).uuid('Pump is required'),
  name: trimmedRequired('Nozzle name is required', 60),
  fuelType: z.enum(FUEL_TYPES, { error: 'Fuel type is required' }),
  openingReading: ZMeterLitres.default(0),
  status: z.enum(ASSET_STATUSES).optional(),
});
export type TCreateNozzle = z.input<typeof ZCreateNozzle>;

export const ZUpdateNozzle = z.object({
  name: trimmedRequired('Nozzle name is required', 60).optional(),
  fuelType: z.enum(FUEL_TYPES, { error: 'Fuel type is required' }).optional(),
  status: z.enum(ASSET_STATUSES).optional(),
});
export type TUpdateNozzle = z.input<typeof ZUpdateNozzle>;

export const ZNozzleListQuery = z.object({
  pumpId: ZUuid.optional(),
  stationId: ZUuid.optional(),
  fuelType: z.enum(FUEL_TYPES).optional(),
  status: z.enum(ASSET_STATUSES).optional(),
  search: text({ max: 100 }).optional(),
  ...ZPageQuery.shape,
});

// ------------------------------------------------------------------ response shapes

export const ZStationMetrics = z.object({
  totalPumps: z.number().int(),
  activePumps: z.number().int(),
  totalNozzles: z.number().int(),
  activeNozzles: z.number().int(),
  /** Non-voided readings recorded today (the tenant's time zone): rupees, litres, count. */
  todaySales: z.number().optional(),
  todayVolume: z.number().optional(),
  todayTransactions: z.number().int().optional(),
});
export type TStationMetrics = z.infer<typeof ZStationMetrics>;

export const ZStation = z.object({
  id: ZUuid,
  name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(ASSET_STATUSES),
  pumpCount: z.number().int(),
  activePumpCount: z.number().int(),
  nozzleCount: z.number().int(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
  metrics: ZStationMetrics.optional(),
});
export type TStation = z.infer<typeof ZStation>;

export const ZPump = z.object({
  id: ZUuid,
  stationId: ZUuid,
  stationName: z.string(),
  name: z.string(),
  serialNumber: z.string(),
  status: z.enum(ASSET_STATUSES),
  nozzleCount: z.number().int(),
  activeNozzleCount: z.number().int(),
  /** No nozzles, or in maintenance. */
  needsAttention: z.boolean(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TPump = z.infer<typeof ZPump>;

export const ZNozzle = z.object({
  id: ZUuid,
  pumpId: ZUuid,
  pumpName: z.string(),
  stationId: ZUuid,
  stationName: z.string(),
  nozzleNumber: z.number().int(),
  name: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  status: z.enum(ASSET_STATUSES),
  /** The meter value when the nozzle joined the system. */
  openingReading: z.number(),
  /** The latest meter value: the latest valid reading, or the opening reading. */
  currentReading: z.number(),
  lastReadingAt: ZInstant.nullable(),
  /** Price per litre in effect now at the nozzle's station for its fuel (filled by GET /attendant/nozzles). */
  currentPrice: z.number().nullable().optional(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TNozzle = z.infer<typeof ZNozzle>;
