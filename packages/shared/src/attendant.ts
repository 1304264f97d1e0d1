import { z } from 'zod';
import { PAGE_MAX_LIMIT, ZInstant } from './api';
import { PAYMENT_METHODS, READING_MSG, READING_STATUSES, ZCreateReading } from './readings';
import { FUEL_TYPES, ZMeterLitres } from './stations';
import { ZPageQuery, ZUuid } from './validation';

/**
 * The attendant portal (document 3): the attendant's own readings, today's summary, and the texts and
 * constants of its screens. Stations, pumps, nozzles and alerts use the shapes of their own areas.
 */

/** Screen texts of document 3 (sections 2, 5 and 8), verbatim. */
export const ATTENDANT_MSG = {
  missingTitle: 'Missing Information',
  missingReading: 'Please select a nozzle and enter reading',
  invalidTitle: 'Invalid Reading',
  invalidReading: 'Please enter a valid reading value',
  addFailed: 'Failed to add reading',
  loadFailed: 'Failed to load data',
  noNozzles: 'No nozzles available',
  noStations: 'No stations assigned',
  noStationsHint: 'Contact your manager to get station access',
  stationsFailed: 'Failed to fetch stations. Please try again.',
  todayFailed: "Failed to load today's data",
  noDataToday: 'No data for today yet',
  cashPending: 'Cash Pending',
  cashReported: 'Cash Reported',
  reportCash: 'Report Cash',
  updateCashReport: 'Update Cash Report',
  recordNew: 'Record New Reading',
} as const;

/** On-screen reading keypad: at most this many characters (document 3 section 9). */
export const READING_KEYPAD_MAX_CHARS = 8;
/** Readings fetched for the home screen's Recent Activity, and how many of them it shows. */
export const ATTENDANT_RECENT_FETCH = 10;
export const ATTENDANT_RECENT_HOME = 3;
/** Recent readings listed on the add-reading screen. */
export const ATTENDANT_RECENT_READINGS = 5;
/** The attendant's recent readings are fresh for 30 s (document 3 section 9). */
export const ATTENDANT_READINGS_STALE_MS = 30_000;
/** Creditor choices in attendant forms: cached 10 minutes, one retry (document 3 section 9). */
export const ATTENDANT_CREDITORS_CACHE_MS = 600_000;

/** Today's Tasks on the attendant home (document 3 section 2): label, time of day (24 h) and where it leads. */
export const ATTENDANT_TASKS = [
  { label: 'Record Morning Readings', hour: 9, minute: 0, to: '/attendant/readings/new' },
  { label: 'Submit Cash Report', hour: 18, minute: 0, to: '/attendant/cash-report' },
  { label: 'Check Fuel Levels', hour: 8, minute: 0, to: '/attendant/inventory' },
] as const;

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
