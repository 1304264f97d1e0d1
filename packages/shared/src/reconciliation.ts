import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ERROR_TEXTS, errorText } from './error-texts.constants';
import { compareDecimals, type TDecimalInput } from './money';
import { PAYMENT_METHODS } from './readings.constants';
import { FUEL_TYPES } from './stations.constants';
import { ZDay, ZPageQuery, ZUuid, text } from './validation';

/**
 * Daily reconciliation and day close (document 4; docs/decisions/024): the system's figures of a
 * station's business day (its readings) beside what people declared (that day's shift cash reports),
 * and the record of the day's close. Closing a day makes it refuse every write (the day gate) and posts
 * its sales; an owner may reopen it with a reason.
 */

/**
 * A record's life: `closed` (the day refuses writes, its sales are posted), `approved` (an owner's
 * sign-off on a closed day, typically one outside the tolerance), `reopened` (an owner opened it again:
 * writes pass, its sales are pending; closing again keeps the same record id).
 */
export const RECONCILIATION_STATUSES = ['closed', 'approved', 'reopened'] as const;
export type TReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];
export const RECONCILIATION_STATUS_LABELS: Record<TReconciliationStatus, string> = {
  closed: 'Closed',
  approved: 'Approved',
  reopened: 'Reopened',
};

/**
 * Document 4, section 9: a difference under ₹1 is a match (green), under ₹100 within tolerance (yellow),
 * otherwise a mismatch to look at (red); a record counts as reconciled when its difference is under ₹100.
 */
export const RECONCILIATION_MATCH_BELOW = 1;
export const RECONCILIATION_TOLERANCE_BELOW = 100;

export type TDifferenceLevel = 'match' | 'tolerance' | 'mismatch';

/** The level of a difference by its absolute value, compared exactly (no float rounding at the edges). */
export function differenceLevel(difference: TDecimalInput): TDifferenceLevel {
  const abs = typeof difference === 'number' ? Math.abs(difference) : difference.trim().replace(/^-/, '');
  if (compareDecimals(abs, RECONCILIATION_MATCH_BELOW) < 0) return 'match';
  if (compareDecimals(abs, RECONCILIATION_TOLERANCE_BELOW) < 0) return 'tolerance';
  return 'mismatch';
}

/** Matched when the absolute total difference is under ₹1, else Mismatch (document 4, section 4). */
export function isMatched(difference: TDecimalInput): boolean {
  return differenceLevel(difference) === 'match';
}

/** Texts of document 4 (sections 4, 5 and 8) verbatim, and the server's own messages. */
export const RECONCILIATION_MSG = {
  summaryParamsRequired: ERROR_TEXTS['reconciliation.summaryParamsRequired'],
  notFound: ERROR_TEXTS['reconciliation.notFound'],
  createFailed: 'Failed to create reconciliation',
  matched: 'Matched',
  mismatch: 'Mismatch',
  // The server's refusals of a close (docs/decisions/024), from their keyed catalogue (error-texts.constants.ts).
  futureDay: ERROR_TEXTS['reconciliation.futureDay'],
  dayNotEnded: ERROR_TEXTS['reconciliation.dayNotEnded'],
  pendingReports: (n: number) => errorText('reconciliation.pendingReports', { count: n }).message,
  notClosed: ERROR_TEXTS['reconciliation.notClosed'],
  alreadyApproved: ERROR_TEXTS['reconciliation.alreadyApproved'],
  reopenReasonRequired: 'Please give a reason for reopening the day',
  // The web's toasts.
  closedTitle: 'Day closed',
  closedMessage: 'The day is finalized: its sales are posted and no further entries can be added.',
  reopenedTitle: 'Day reopened',
  reopenedMessage: 'Entries can be added and corrected again; its sales are pending until it is closed again.',
  approvedTitle: 'Day approved',
} as const;

// ------------------------------------------------------------------ requests

/** Both are required; the service answers the spec's one text when either is missing (not two field errors). */
export const ZReconciliationSummaryQuery = z.object({
  stationId: ZUuid.optional(),
  date: ZDay.optional(),
});

const ZNotes = text({ max: 1000 }).optional();

export const ZCloseDay = z.object({
  stationId: ZUuid,
  date: ZDay,
  notes: ZNotes,
});
export type TCloseDay = z.input<typeof ZCloseDay>;

export const ZReopenDay = z.object({
  reason: text({ min: 1, max: 500, required: RECONCILIATION_MSG.reopenReasonRequired }),
});
export type TReopenDay = z.input<typeof ZReopenDay>;

export const ZUpdateReconciliation = z.object({ notes: text({ max: 1000 }).nullable() });
export type TUpdateReconciliation = z.input<typeof ZUpdateReconciliation>;

export const ZReconciliationListQuery = z.object({
  stationId: ZUuid.optional(),
  dateFrom: ZDay.optional(),
  dateTo: ZDay.optional(),
  status: z.enum(RECONCILIATION_STATUSES).optional(),
  ...ZPageQuery.shape,
});

// ------------------------------------------------------------------ answers

export const ZSystemFigures = z.object({
  totalRevenue: z.number(),
  cashSales: z.number(),
  cardSales: z.number(),
  upiSales: z.number(),
  creditSales: z.number(),
  totalVolume: z.number(),
  /** Non-voided readings of the day. */
  salesCount: z.number().int(),
});
export const ZUserFigures = z.object({
  cashCollected: z.number(),
  cardCollected: z.number(),
  upiCollected: z.number(),
  creditGiven: z.number(),
  totalCollected: z.number(),
});
/** Collected minus sold, per method and in total: below zero is a shortfall, above an excess. */
export const ZDifferences = z.object({
  cash: z.number(),
  card: z.number(),
  upi: z.number(),
  credit: z.number(),
  total: z.number(),
});
/** The day's shift cash reports: approved and pending ones count on the user side, rejected ones do not. */
export const ZReportCounts = z.object({ approved: z.number().int(), pending: z.number().int(), rejected: z.number().int() });

export const ZReconciliationRecord = z.object({
  id: ZUuid,
  stationId: ZUuid,
  stationName: z.string(),
  date: ZDay,
  status: z.enum(RECONCILIATION_STATUSES),
  /** Total collected minus total revenue when the day was (last) closed. */
  difference: z.number(),
  /** The system's total revenue of the day when it was (last) closed. */
  actualSales: z.number(),
  /** The declared total when it was (last) closed. */
  collected: z.number(),
  /** |difference| under ₹100 (document 4, section 9). */
  withinTolerance: z.boolean(),
  notes: z.string().nullable(),
  closedBy: z.string(),
  closedAt: ZInstant,
  approvedBy: z.string().nullable(),
  approvedAt: ZInstant.nullable(),
  reopenedBy: z.string().nullable(),
  reopenedAt: ZInstant.nullable(),
  reopenReason: z.string().nullable(),
});
export type TReconciliationRecord = z.infer<typeof ZReconciliationRecord>;

export const ZReconciliationSummary = z.object({
  stationId: ZUuid,
  stationName: z.string(),
  date: ZDay,
  /** The day is closed now (a closed or approved record). */
  isReconciled: z.boolean(),
  record: ZReconciliationRecord.nullable(),
  systemCalculated: ZSystemFigures,
  userEntered: ZUserFigures,
  differences: ZDifferences,
  /** 100 − |total difference| ÷ (total revenue − credit sales) × 100, not below 0, 2 decimals. */
  accuracy: z.number(),
  matched: z.boolean(),
  cashReports: ZReportCounts,
  /** Whether the business day has ended in the tenant's zone (today and future days cannot be closed). */
  dayEnded: z.boolean(),
});
export type TReconciliationSummary = z.infer<typeof ZReconciliationSummary>;

export const ZReconciliationSale = z.object({
  id: ZUuid,
  recordedAt: ZInstant,
  pumpName: z.string(),
  nozzleNumber: z.number().int(),
  fuelType: z.enum(FUEL_TYPES),
  volume: z.number(),
  pricePerLitre: z.number(),
  amount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  creditorName: z.string().nullable(),
});
export type TReconciliationSale = z.infer<typeof ZReconciliationSale>;

/** GET /reconciliation/{id}: the record, the day's figures as they stand, and its sales in time order. */
export const ZReconciliationDetail = ZReconciliationSummary.omit({ record: true }).extend({
  record: ZReconciliationRecord,
  sales: z.array(ZReconciliationSale),
});
export type TReconciliationDetail = z.infer<typeof ZReconciliationDetail>;
