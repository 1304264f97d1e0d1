import { z } from 'zod';
import { PAGE_MAX_LIMIT } from './api';
import { ZInstant } from './api-schemas';
import { ZCreateReading } from './readings';
import { PAYMENT_METHODS, READING_MSG, READING_STATUSES } from './readings.constants';
import { ZMeterLitres } from './stations';
import { FUEL_TYPES } from './stations.constants';
import { ZPageQuery, ZUuid } from './validation';
import { ATTENDANT_MSG, ATTENDANT_RECENT_FETCH } from './attendant.constants';

/**
 * The attendant portal (document 3): the attendant's own readings, today's summary, and the texts and
 * constants of its screens. Stations, pumps, nozzles and alerts use the shapes of their own areas.
 */

/**
 * POST /attendant/readings: the body of POST /nozzle-readings without notes or an owner's override —
 * a client id for replays, the nozzle, the meter value, an optional earlier time, the payment method
 * (cash unless told) and the creditor of a credit sale. The same rules and answers as that route.
 */
export const ZCreateAttendantReading = ZCreateReading.pick({
  id: true,
  nozzleId: true,
  reading: true,
  recordedAt: true,
  paymentMethod: true,
  creditorId: true,
});
export type TCreateAttendantReading = z.input<typeof ZCreateAttendantReading>;

/**
 * The add-reading form's check before anything is sent (document 3 section 5): a nozzle and a value,
 * else 'Please select a nozzle and enter reading'; a number not below zero, else 'Please enter a valid
 * reading value'; a creditor for a credit sale. The form sends the value as typed (text).
 */
export const ZAttendantReadingForm = ZCreateAttendantReading.extend({
  nozzleId: z.string({ error: ATTENDANT_MSG.missingReading }).uuid(ATTENDANT_MSG.missingReading),
  reading: z
    .unknown()
    .refine((v) => v !== undefined && v !== '', { error: ATTENDANT_MSG.missingReading, abort: true })
    .pipe(ZMeterLitres),
}).superRefine((body, ctx) => {
  if (body.paymentMethod === 'credit' && !body.creditorId) {
    ctx.addIssue({ code: 'custom', path: ['creditorId'], message: READING_MSG.creditorRequired });
  }
});

/** GET /attendant/readings: the caller's own readings, newest first; 10 unless told. */
export const ZAttendantReadingListQuery = ZPageQuery.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(ATTENDANT_RECENT_FETCH)
    .transform((v) => Math.min(v, PAGE_MAX_LIMIT)),
});

/** One of the attendant's own readings (document 3 section 3, with what a phone list needs beside it). */
export const ZAttendantReading = z.object({
  id: ZUuid,
  nozzleId: ZUuid,
  nozzleNumber: z.number().int(),
  nozzleName: z.string(),
  pumpName: z.string(),
  stationId: ZUuid,
  stationName: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  reading: z.number(),
  volume: z.number(),
  pricePerLitre: z.number(),
  amount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(READING_STATUSES),
  recordedAt: ZInstant,
});
export type TAttendantReading = z.infer<typeof ZAttendantReading>;

/**
 * GET /attendant/todays-summary: the caller's own non-voided readings of today's business day (the
 * tenant's zone) at their assigned stations; whether they have a cash report for today; the last of
 * those readings.
 */
export const ZAttendantTodaysSummary = z.object({
  /** Today's business day, YYYY-MM-DD in the tenant's zone. */
  businessDay: z.string(),
  totalReadings: z.number().int(),
  totalVolume: z.number(),
  totalRevenue: z.number(),
  cashReported: z.boolean(),
  lastReading: z
    .object({
      id: ZUuid,
      nozzleName: z.string(),
      pumpName: z.string(),
      fuelType: z.enum(FUEL_TYPES),
      volume: z.number(),
      amount: z.number(),
      time: ZInstant,
    })
    .nullable(),
});
export type TAttendantTodaysSummary = z.infer<typeof ZAttendantTodaysSummary>;
