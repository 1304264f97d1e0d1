import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ZMeterLitres } from './stations';
import { FUEL_TYPES } from './stations.constants';
import { ZPageQuery, ZUuid, instant, text } from './validation';
import { PAYMENT_METHODS, READING_MSG, READING_STATUSES } from './readings.constants';

const ZCreditOverrideReason = text({ max: 500 })
  .optional()
  .transform((v) => (v ? v : undefined));

export const ZCreateReading = z.object({
  /**
   * Optional id chosen by the client (UUID): a replay with the same id and the same body answers the
   * stored reading and stores nothing; the same id with another body is 409 (docs/decisions/013).
   */
  id: ZUuid.optional(),
  nozzleId: z.string({ error: READING_MSG.requiredFields }).uuid(READING_MSG.requiredFields),
  reading: ZMeterLitres,
  paymentMethod: z.enum(PAYMENT_METHODS).default('cash'),
  /** The creditor of a credit sale (required with `credit`, refused otherwise; docs/decisions/015). */
  creditorId: ZUuid.optional(),
  /**
   * An owner's or manager's reason to record a credit sale past the creditor's limit (audited). Ignored
   * for an attendant, whose sale past the limit is refused.
   */
  creditOverrideReason: ZCreditOverrideReason,
  notes: text({ max: 500 })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Optional time in the past (ISO with offset); defaults to now. */
  recordedAt: instant().optional(),
});
export type TCreateReading = z.input<typeof ZCreateReading>;

/** A correction of the latest reading (value or time), or a notes edit on any reading. */
export const ZUpdateReading = z.object({
  reading: ZMeterLitres.optional(),
  recordedAt: instant().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** Another creditor for a credit sale (the reading's own is kept otherwise). */
  creditorId: ZUuid.optional(),
  creditOverrideReason: ZCreditOverrideReason,
  notes: text({ max: 500 }).nullable().optional(),
  reason: text({ max: 500 }).optional(),
});

export const ZVoidReading = z.object({
  reason: text({ min: 1, max: 500, required: READING_MSG.voidReasonRequired }),
});

export const ZReadingListQuery = z.object({
  nozzleId: ZUuid.optional(),
  stationId: ZUuid.optional(),
  pumpId: ZUuid.optional(),
  period: z.enum(['today', 'week', 'all']).default('all'),
  includeVoided: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  sortBy: z.enum(['recordedAt', 'reading', 'amount', 'volume']).default('recordedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  ...ZPageQuery.shape,
});

export const ZReading = z.object({
  id: ZUuid,
  nozzleId: ZUuid,
  nozzleNumber: z.number().int(),
  nozzleName: z.string(),
  pumpId: ZUuid,
  pumpName: z.string(),
  stationId: ZUuid,
  stationName: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  reading: z.number(),
  previousReading: z.number(),
  volume: z.number(),
  pricePerLitre: z.number(),
  amount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  creditorId: ZUuid.nullable(),
  creditorName: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(READING_STATUSES),
  voidReason: z.string().nullable(),
  voidedAt: ZInstant.nullable(),
  recordedAt: ZInstant,
  recordedBy: z.string(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TReading = z.infer<typeof ZReading>;

/** GET /nozzle-readings summary (over the whole filter). */
export const ZReadingSummary = z.object({
  totalReadings: z.number().int(),
  todayReadings: z.number().int(),
  weekReadings: z.number().int(),
  totalRevenue: z.number(),
  totalVolume: z.number(),
});
export type TReadingSummary = z.infer<typeof ZReadingSummary>;

/** GET nozzle-readings/can-create/{nozzleId} */
export const ZCanCreateReading = z.object({
  canCreate: z.boolean(),
  reason: z.string().nullable(),
  previousReading: z.number(),
  pricePerLitre: z.number().nullable(),
});
export type TCanCreateReading = z.infer<typeof ZCanCreateReading>;
