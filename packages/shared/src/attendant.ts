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

/** What every task of Today's Tasks carries: when it is due today (an instant: the spec's time of day in the tenant's zone) and whether it is done. */
const taskBase = { dueAt: ZInstant, done: z.boolean() };

/**
 * One of Today's Tasks (document 3 section 2) as the day's state says it (docs/decisions/062). Whether it is
 * overdue is the client's to tell from `dueAt` and its clock (not done and past `dueAt`).
 */
export const ZAttendantTask = z.discriminatedUnion('id', [
  /**
   * Record Morning Readings: every active nozzle of the assigned stations (active station and pump, none
   * deleted) has a non-voided reading — by anyone — recorded this business day before `windowEndsAt`
   * (12:00). `nozzlesRead` of `nozzlesTotal`; done when they are equal. Left out when there is no such nozzle.
   */
  z.object({
    id: z.literal('morningReadings'),
    ...taskBase,
    nozzlesRead: z.number().int(),
    nozzlesTotal: z.number().int(),
    windowEndsAt: ZInstant,
  }),
  /** Submit Cash Report: done when the caller has a cash report of today's business day at an assigned station (any shift, any status: `cashReported`). */
  z.object({ id: z.literal('cashReport'), ...taskBase }),
  /**
   * Check Fuel Levels: done when no low- or critical-stock alert of an assigned station waits for the
   * attendant (active, neither acknowledged nor dismissed); `stockAlerts` is how many do.
   */
  z.object({ id: z.literal('fuelLevels'), ...taskBase, stockAlerts: z.number().int() }),
]);
export type TAttendantTask = z.infer<typeof ZAttendantTask>;

/**
 * GET /attendant/todays-summary: the caller's own non-voided readings of today's business day (the
 * tenant's zone) at their assigned stations; whether they have a cash report for today; the last of
 * those readings; Today's Tasks as the day's state says them (none that the attendant's stations do not
 * call for: no station, no task; no active nozzle, no reading task).
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
  /** In the spec's order (ATTENDANT_TASKS); the home lists them by due time. */
  tasks: z.array(ZAttendantTask),
});
export type TAttendantTodaysSummary = z.infer<typeof ZAttendantTodaysSummary>;
