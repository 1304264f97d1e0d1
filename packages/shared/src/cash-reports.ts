import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ZDay, ZPageQuery, ZUuid, decimal, text } from './validation';
import { CASH_REPORT_MSG, CASH_REPORT_STATUSES, SHIFTS } from './cash-reports.constants';

/**
 * Shift cash reports (document 3; docs/decisions/015 and 017): what one person declares they collected
 * at a station in one shift of a business day, in cash, card, UPI and credit. One report per (station,
 * business day, shift, person); a pending report is updated by submitting again, an approved or rejected
 * one no longer changes. The credit amount is a declaration compared with the credit sales in
 * reconciliation: it moves no creditor's balance.
 */

/** Each amount is below 1 crore, to the paisa: numeric(9,2) holds 9,999,999.99 at most. */
const AMOUNT_COLUMN = { precision: 9, scale: 2 } as const;

/** An amount of a report; `invalid` is the text for one that is not a number of at least 0. */
const cashAmount = (invalid: string = CASH_REPORT_MSG.amountInvalid) =>
  decimal({
    column: AMOUNT_COLUMN,
    error: invalid,
    tooLarge: CASH_REPORT_MSG.amountTooLarge,
    tooPrecise: CASH_REPORT_MSG.amountTooPrecise,
  }).default(0);

export const ZCashAmount = cashAmount();

/** A parsed amount above zero (a field that failed its own check counts as none). */
const above0 = (v: unknown): boolean => typeof v === 'number' && v > 0;

const optionalText = (max: number) =>
  text({ max })
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The body of a submission. The two routes share it; only the text of "nothing entered" differs (the
 * attendant's form and the owner-area form word it differently, document 3 section 5).
 */
type TSubmissionTexts = {
  noAmount: string;
  /** Per amount, the text for one that is not a valid number (default: 'Please enter a valid amount'). */
  invalid?: Partial<Record<'cashAmount' | 'cardAmount' | 'upiAmount' | 'creditAmount', string>>;
  /** A credit amount without its creditor (default: 'Please select a creditor for credit amount'). */
  creditorRequired?: string;
};

function submissionSchema({ noAmount, invalid = {}, creditorRequired = CASH_REPORT_MSG.creditorRequired }: TSubmissionTexts) {
  return z
    .object({
      /** Optional id chosen by the client (UUID) so a resent submission stores nothing twice (DESIGN §3). */
      id: ZUuid.optional(),
      stationId: z.string({ error: CASH_REPORT_MSG.stationRequired }).uuid(CASH_REPORT_MSG.stationRequired),
      /** The business day (the tenant's zone); today when left out. */
      date: ZDay.optional(),
      shift: z.enum(SHIFTS, { error: CASH_REPORT_MSG.shiftRequired }),
      cashAmount: cashAmount(invalid.cashAmount),
      cardAmount: cashAmount(invalid.cardAmount),
      upiAmount: cashAmount(invalid.upiAmount),
      creditAmount: cashAmount(invalid.creditAmount),
      /** An active creditor of the tenant, required when the credit amount is above zero. */
      creditorId: ZUuid.optional(),
      /** Free text instead of a creditor, only when the creditor list could not be loaded. */
      creditorName: optionalText(120),
      notes: optionalText(500),
    })
    .superRefine(
      (v, ctx) => {
        const credit = above0(v.creditAmount);
        if (!above0(v.cashAmount) && !above0(v.cardAmount) && !above0(v.upiAmount) && !credit) {
          ctx.addIssue({ code: 'custom', path: ['cashAmount'], message: noAmount });
        }
        if (credit && !v.creditorId && !v.creditorName) {
          ctx.addIssue({ code: 'custom', path: ['creditorId'], message: creditorRequired });
        }
        if (!credit && (v.creditorId || v.creditorName)) {
          ctx.addIssue({ code: 'custom', path: ['creditorId'], message: CASH_REPORT_MSG.creditorWithoutCredit });
        }
        if (v.creditorId && v.creditorName) {
          ctx.addIssue({ code: 'custom', path: ['creditorName'], message: CASH_REPORT_MSG.creditorChoiceConflict });
        }
      },
      // Also when another field is wrong (no shift yet): the form shows every rule at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}

/** POST /cash-reports: an owner's or manager's own report for today or a past day. */
export const ZSubmitCashReport = submissionSchema({ noAmount: CASH_REPORT_MSG.atLeastOnePayment });
/**
 * The owner-area form's check of the same body, before it is sent (document 3, section 5, the variants
 * merged): an empty choice in the first variant's words ('Please select a station', 'Please enter at least
 * one payment amount greater than zero', 'Shift is required'), an amount typed wrong and a credit amount
 * without its creditor in the second's ('Valid cash amount is required', 'Card amount must be a valid
 * number', …, 'Creditor must be selected when credit amount is provided'). The server checks with
 * ZSubmitCashReport.
 */
export const ZOwnerCashReportForm = submissionSchema({
  noAmount: CASH_REPORT_MSG.atLeastOnePayment,
  invalid: {
    cashAmount: CASH_REPORT_MSG.cashAmountInvalid,
    cardAmount: CASH_REPORT_MSG.cardAmountInvalid,
    upiAmount: CASH_REPORT_MSG.upiAmountInvalid,
    creditAmount: CASH_REPORT_MSG.creditAmountInvalid,
  },
  creditorRequired: CASH_REPORT_MSG.creditorForCredit,
});
export type TSubmitCashReport = z.input<typeof ZSubmitCashReport>;
/** POST /attendant/cash-report: an attendant's report for an assigned station, today. */
export const ZAttendantCashReport = submissionSchema({ noAmount: CASH_REPORT_MSG.atLeastOneAmount });
export type TAttendantCashReport = z.input<typeof ZAttendantCashReport>;

export const ZRejectCashReport = z.object({
  reason: text({ min: 1, max: 500, required: CASH_REPORT_MSG.rejectReasonRequired }),
});
export type TRejectCashReport = z.input<typeof ZRejectCashReport>;

const listFilters = {
  stationId: ZUuid.optional(),
  dateFrom: ZDay.optional(),
  dateTo: ZDay.optional(),
  status: z.enum(CASH_REPORT_STATUSES).optional(),
};

/** GET /cash-reports (owner, manager): every report of the tenant, newest business day first. */
export const ZCashReportListQuery = z.object({ ...listFilters, userId: ZUuid.optional(), ...ZPageQuery.shape });
/** GET /attendant/cash-reports: the caller's own reports (assigned stations). */
export const ZAttendantCashReportListQuery = z.object({ ...listFilters, ...ZPageQuery.shape });

export const ZCashReport = z.object({
  id: ZUuid,
  stationId: ZUuid,
  stationName: z.string(),
  userId: ZUuid,
  /** The author's name as it was when the report was submitted (kept if the user is later deleted). */
  userName: z.string(),
  /** The business day (YYYY-MM-DD, the tenant's zone). */
  date: z.string(),
  shift: z.enum(SHIFTS),
  cashAmount: z.number(),
  cardAmount: z.number(),
  upiAmount: z.number(),
  creditAmount: z.number(),
  /** cash + card + UPI + credit. */
  totalAmount: z.number(),
  creditorId: ZUuid.nullable(),
  /** The creditor's party name, or the free text given when no creditor list could be loaded. */
  creditorName: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(CASH_REPORT_STATUSES),
  reviewedBy: ZUuid.nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: ZInstant.nullable(),
  reviewNote: z.string().nullable(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TCashReport = z.infer<typeof ZCashReport>;

/** What a submission did: stored a new report, updated the pending one, or found it already so (a replay). */
export const CASH_REPORT_OUTCOMES = ['created', 'updated', 'replayed'] as const;
export type TCashReportOutcome = (typeof CASH_REPORT_OUTCOMES)[number];

/** The answer of a submission: the report, what happened, and the toast's title. */
export const ZCashReportSubmission = ZCashReport.extend({
  outcome: z.enum(CASH_REPORT_OUTCOMES),
  message: z.enum([CASH_REPORT_MSG.submittedTitle, CASH_REPORT_MSG.updatedTitle]),
});
export type TCashReportSubmission = z.infer<typeof ZCashReportSubmission>;

/** Totals over the whole filter of a list. */
export const ZCashReportSummary = z.object({
  count: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  cashAmount: z.number(),
  cardAmount: z.number(),
  upiAmount: z.number(),
  creditAmount: z.number(),
  totalAmount: z.number(),
});
export type TCashReportSummary = z.infer<typeof ZCashReportSummary>;

/** GET /cash-reports/submitters: everyone who has submitted a report (the list's person filter). */
export const ZCashReportSubmitter = z.object({ userId: ZUuid, userName: z.string() });
export type TCashReportSubmitter = z.infer<typeof ZCashReportSubmitter>;
