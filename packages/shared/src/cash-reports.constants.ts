/**
 * Cash reports' plain values (shifts, statuses, labels, texts): no schema here, so a page can import them
 * without zod (docs/decisions/031).
 */

import { ERROR_TEXTS } from './error-texts.constants';

export const SHIFTS = ['morning', 'afternoon', 'night'] as const;
export type TShift = (typeof SHIFTS)[number];
export const SHIFT_LABELS: Record<TShift, string> = { morning: 'Morning', afternoon: 'Afternoon', night: 'Night' };

/** A pending report can still be updated by its author; an approved or rejected one no longer changes. */
export const CASH_REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TCashReportStatus = (typeof CASH_REPORT_STATUSES)[number];
export const CASH_REPORT_STATUS_LABELS: Record<TCashReportStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** The four amounts of a report, in the order the forms show them. */
export const CASH_REPORT_AMOUNTS = ['cashAmount', 'cardAmount', 'upiAmount', 'creditAmount'] as const;
export type TCashReportAmount = (typeof CASH_REPORT_AMOUNTS)[number];

/** The attendant's keypad: at most 7 characters per amount (document 3, section 9). */
export const CASH_KEYPAD_MAX_CHARS = 7;

/** Creditors in the report forms are cached 10 minutes with 1 retry (document 3, section 9). */
export const CASH_REPORT_CREDITORS_CACHE_MS = 10 * 60_000;

/** Texts of document 3 (sections 5 and 8), verbatim, and the server's own messages. */
export const CASH_REPORT_MSG = {
  // The attendant's form.
  invalidAmountTitle: 'Invalid Amount',
  atLeastOneAmount: 'Please enter at least one amount',
  creditorRequiredTitle: 'Creditor Required',
  creditorRequired: ERROR_TEXTS['cash.creditorRequired'],
  // The owner-area form.
  stationRequired: 'Please select a station',
  atLeastOnePayment: 'Please enter at least one payment amount greater than zero',
  missingCreditorTitle: 'Missing Creditor',
  shiftRequired: 'Shift is required',
  // The owner-area form's client checks (document 3, section 5, "another variant").
  stationIdRequired: 'Station ID is required',
  cashAmountInvalid: 'Valid cash amount is required',
  cardAmountInvalid: 'Card amount must be a valid number',
  upiAmountInvalid: 'UPI amount must be a valid number',
  creditAmountInvalid: 'Credit amount must be a valid number',
  creditorForCredit: 'Creditor must be selected when credit amount is provided',
  // Success.
  submittedTitle: 'Cash Report submitted',
  updatedTitle: 'Cash Report updated',
  totalReported: (total: string) => `Total reported: ${total}`,
  approvedTitle: 'Cash Report approved',
  rejectedTitle: 'Cash Report rejected',
  // Failures (document 3, section 8).
  submitFailed: 'Failed to submit cash report',
  submitFailedTitle: 'Submission Failed',
  submitFailedRetry: 'Failed to submit cash report. Please try again.',
  status400: 'Invalid cash report data',
  status401: 'Authentication required. Please log in again.',
  status403: 'You do not have permission to submit cash reports.',
  status404: 'Cash report endpoint not found. Please contact support.',
  status500: 'Server error. Please try again later.',
  creditorsFetchFailed: 'Failed to fetch creditors. Using manual entry mode.',
  loadFailed: 'Failed to load cash reports. Please try again.',
  reviewFailed: 'Failed to review cash report. Please try again.',
  // The server's refusals, from their keyed catalogue (error-texts.constants.ts).
  notFound: ERROR_TEXTS['cash.notFound'],
  reviewed: ERROR_TEXTS['cash.reviewed'],
  replayMismatch: ERROR_TEXTS['cash.replayMismatch'],
  todayOnly: ERROR_TEXTS['cash.todayOnly'],
  inFuture: ERROR_TEXTS['cash.inFuture'],
  ownReview: ERROR_TEXTS['cash.ownReview'],
  rejectReasonRequired: 'A reason is required to reject a cash report',
  creditorWithoutCredit: 'A creditor is given only with a credit amount',
  creditorChoiceConflict: 'Select a creditor or enter a creditor name, not both',
  amountInvalid: 'Please enter a valid amount',
  amountTooLarge: 'Each amount must be less than ₹1,00,00,000',
  amountTooPrecise: 'Amounts can have at most 2 decimals',
} as const;
