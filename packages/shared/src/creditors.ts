import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ERROR_TEXTS, errorText, type TErrorText } from './error-texts.constants';
import { formatINR } from './format';
import { FUEL_TYPES } from './stations.constants';
import { ZDay, ZPageQuery, ZUuid, decimalPlaces, isCalendarDay, text } from './validation';

/**
 * Creditors (customers who buy on credit) and their payments (document 3; docs/decisions/015): the
 * request schemas the forms and the routes share, the response shapes, the badge rule and the texts.
 */

/** An inactive creditor takes no new credit sales; one with history is made inactive, never deleted. */
export const CREDITOR_STATUSES = ['active', 'inactive'] as const;
export type TCreditorStatus = (typeof CREDITOR_STATUSES)[number];

/** How a creditor paid (document 3 §9). */
export const CREDIT_PAYMENT_METHODS = ['cash', 'card', 'upi', 'bank_transfer', 'check'] as const;
export type TCreditPaymentMethod = (typeof CREDIT_PAYMENT_METHODS)[number];
export const CREDIT_PAYMENT_METHOD_LABELS: Record<TCreditPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bank_transfer: 'Bank Transfer',
  check: 'Check',
};

/** The largest credit limit a creditor may have (document 3 §5). */
export const CREDIT_LIMIT_MAX = 9_999_999;
/** A balance above this share of the limit is "Near Limit" (document 3 §4 and §9: 80%). */
export const CREDIT_NEAR_LIMIT_PERCENT = 80;
/** A payment is below one crore (exact rupees, 2 decimals). */
export const CREDIT_PAYMENT_MAX_EXCLUSIVE = 10_000_000;
/** Top creditors by balance: 10 unless asked (document 3 §9). */
export const TOP_CREDITORS_DEFAULT = 10;
/** The creditor list is fresh for a minute; the pickers of the forms for 10 minutes (document 3 §9). */
export const CREDITORS_LIST_STALE_MS = 60_000;
export const CREDITORS_PICKER_STALE_MS = 10 * 60_000;

/**
 * The 422 CREDIT_LIMIT text (key `creditor.creditLimit`): the creditor, its limit and balance, the sale and
 * the balance it would make, as ₹ texts (decimal strings in, formatINR out).
 */
export function creditLimitText(partyName: string, limit: string, balance: string, amount: string): TErrorText<'creditor.creditLimit'> {
  return errorText('creditor.creditLimit', {
    partyName,
    balance: formatINR(balance),
    limit: formatINR(limit),
    amount: formatINR(amount),
    total: formatINR(new Decimal(balance).plus(amount).toFixed(2)),
  });
}

/** Texts of document 3, verbatim where it gives them, and the server's own messages (error-texts.constants.ts). */
export const CREDITOR_MSG = {
  title: 'Credit Management',
  partyNameRequired: 'Party name is required',
  creditLimitMax: 'Credit limit cannot exceed 9,999,999',
  creditLimitInvalid: 'Credit limit must be 0 or more',
  creditLimitPrecise: 'Credit limit can have at most 2 decimals',
  amountPositive: 'Please enter an amount greater than zero',
  amountTooLarge: 'The amount must be less than ₹1 crore',
  amountPrecise: 'The amount can have at most 2 decimals',
  phoneInvalid: 'Please enter a valid phone number',
  notFound: ERROR_TEXTS['creditor.notFound'],
  loadFailed: 'Failed to load creditors. Please try again.',
  createFailed: 'Failed to create creditor',
  updateFailed: 'Failed to update creditor',
  paymentFailed: 'Failed to add payment. Please try again.',
  created: 'Creditor created',
  updated: 'Creditor updated',
  deleted: 'Creditor deleted',
  deactivated: 'Creditor made inactive: it has credit sales or payments on record, which stay in its statement.',
  paymentRecorded: 'Payment recorded',
  noCreditors: 'No creditors yet',
  noMatches: 'No creditors match your search',
  noEntries: 'No credit sales or payments in this period',
  statementLoadFailed: 'Failed to load the statement. Please try again.',
  deleteTitle: 'Delete creditor',
  deleteConfirm:
    'Delete this creditor? A creditor with credit sales or payments on record is made inactive instead, and its statement stays.',
  /** 422 CREDIT_LIMIT: names the limit and the balance. */
  creditLimit: (partyName: string, limit: string, balance: string, amount: string) => creditLimitText(partyName, limit, balance, amount).message,
  overrideReasonLabel: 'Reason to exceed the credit limit',
  overrideHint: 'Owners and managers may record the sale past the limit with a reason; it is kept in the audit log.',
  dateRangeInvalid: 'The start date must be on or before the end date',
  // Reversing a payment recorded by mistake (docs/decisions/015).
  paymentNotFound: ERROR_TEXTS['creditor.paymentNotFound'],
  reverseReasonRequired: 'A reason is required to reverse a payment',
  alreadyReversed: ERROR_TEXTS['creditor.alreadyReversed'],
  reversalNotReversible: ERROR_TEXTS['creditor.reversalNotReversible'],
  reverseTitle: 'Reverse payment',
  reverseConfirm: 'The payment stays on the statement and a reversal of the same amount is added: the balance goes back up by it. This cannot be undone.',
  reversed: 'Payment reversed',
  reverseFailed: 'Failed to reverse the payment',
} as const;

// ------------------------------------------------------------------ the badge

export type TCreditorBadge = 'inactive' | 'over_limit' | 'near_limit' | 'active';
export const CREDITOR_BADGE_LABELS: Record<TCreditorBadge, string> = {
  inactive: 'Inactive',
  over_limit: 'Over Limit',
  near_limit: 'Near Limit',
  active: 'Active',
};

/** limit − balance, never below 0: what may still be sold on credit (exact, 2 decimals as text). */
export function availableCredit(balance: number | string, creditLimit: number | string): string {
  return Decimal.max(new Decimal(creditLimit).minus(balance), 0).toFixed(2);
}

/** balance / limit in percent to 2 decimals (a balance below zero counts as 0); null for a limit of 0. */
export function creditUtilization(balance: number | string, creditLimit: number | string): number | null {
  const limit = new Decimal(creditLimit);
  if (limit.lte(0)) return null;
  const owed = Decimal.max(new Decimal(balance), 0);
  return owed.times(100).div(limit).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

/**
 * The card's badge (document 3 §4), in this order: Inactive; Over Limit (balance above the credit
 * limit); Near Limit (balance above 80% of the limit); otherwise Active. Exact decimals, no float
 * products. A limit of 0 allows no credit: any balance above zero is over it.
 */
export function creditorBadge(c: { status: TCreditorStatus; balance: number | string; creditLimit: number | string }): TCreditorBadge {
  if (c.status === 'inactive') return 'inactive';
  const balance = new Decimal(c.balance);
  const limit = new Decimal(c.creditLimit);
  if (balance.gt(limit)) return 'over_limit';
  if (balance.gt(limit.times(CREDIT_NEAR_LIMIT_PERCENT).div(100))) return 'near_limit';
  return 'active';
}

// ------------------------------------------------------------------ requests

const optionalText = (max: number) =>
  text({ max })
    .optional()
    .transform((v) => (v ? v : undefined));
/** On an update: absent keeps the value, empty or null clears it. */
const clearableText = (max: number) =>
  z
    .union([z.null(), text({ max })])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Phone of a business customer: digits with spaces or dashes, an optional +, 6 to 20 characters. */
const PHONE_RE = /^\+?\d[\d -]{4,18}\d$/;
const ZCreditorPhone = text({ max: 20, tooLong: CREDITOR_MSG.phoneInvalid }).refine((v) => v === '' || PHONE_RE.test(v), CREDITOR_MSG.phoneInvalid);

/** 0 to 9,999,999 rupees, at most 2 decimals. */
export const ZCreditLimit = z.coerce
  .number({ error: CREDITOR_MSG.creditLimitInvalid })
  .min(0, CREDITOR_MSG.creditLimitInvalid)
  .max(CREDIT_LIMIT_MAX, CREDITOR_MSG.creditLimitMax)
  .refine((v) => decimalPlaces(v) <= 2, CREDITOR_MSG.creditLimitPrecise);

const creditorFields = {
  partyName: text({ min: 1, max: 120, required: CREDITOR_MSG.partyNameRequired }),
  contactPerson: optionalText(120),
  phoneNumber: ZCreditorPhone.optional().transform((v) => (v ? v : undefined)),
  address: optionalText(300),
  paymentTerms: optionalText(200),
  notes: optionalText(500),
};

export const ZCreateCreditor = z.object({
  ...creditorFields,
  /** The station the creditor buys at; none: any station of the business. */
  stationId: z.union([z.literal('').transform(() => undefined), ZUuid]).optional(),
  creditLimit: ZCreditLimit.default(0),
});
export type TCreateCreditor = z.input<typeof ZCreateCreditor>;

/** Every field optional: absent keeps it; null (or empty text) clears an optional one. */
export const ZUpdateCreditor = z.object({
  partyName: creditorFields.partyName.optional(),
  contactPerson: clearableText(120),
  phoneNumber: z
    .union([z.null(), ZCreditorPhone])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  address: clearableText(300),
  paymentTerms: clearableText(200),
  notes: clearableText(500),
  stationId: z.union([z.null(), z.literal('').transform(() => null), ZUuid]).optional(),
  creditLimit: ZCreditLimit.optional(),
  status: z.enum(CREDITOR_STATUSES).optional(),
});
export type TUpdateCreditor = z.input<typeof ZUpdateCreditor>;

export const ZCreditorListQuery = z.object({
  /** Party name or phone, case-insensitive (document 3 §5). */
  search: text({ max: 100 }).optional(),
  stationId: ZUuid.optional(),
  status: z.enum(CREDITOR_STATUSES).optional(),
  ...ZPageQuery.shape,
});

export const ZTopCreditorsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(TOP_CREDITORS_DEFAULT),
});

/** A payment: above zero and below one crore, exact to the paisa (document 3 §5). */
export const ZPaymentAmount = z.coerce
  .number({ error: CREDITOR_MSG.amountPositive })
  .gt(0, CREDITOR_MSG.amountPositive)
  .lt(CREDIT_PAYMENT_MAX_EXCLUSIVE, CREDITOR_MSG.amountTooLarge)
  .refine((v) => decimalPlaces(v) <= 2, CREDITOR_MSG.amountPrecise);

export const ZCreateCreditPayment = z.object({
  creditorId: z.string({ error: CREDITOR_MSG.notFound }).uuid(CREDITOR_MSG.notFound),
  amount: ZPaymentAmount,
  paymentMethod: z.enum(CREDIT_PAYMENT_METHODS, { error: 'Please select a payment method' }).default('cash'),
  referenceNumber: optionalText(100),
  notes: optionalText(500),
});
export type TCreateCreditPayment = z.input<typeof ZCreateCreditPayment>;

/** POST /creditors/payments/{id}/reverse: why the payment is taken back (kept on the reversal and audited). */
export const ZReverseCreditPayment = z.object({
  reason: text({ min: 1, max: 500, required: CREDITOR_MSG.reverseReasonRequired }),
});
export type TReverseCreditPayment = z.input<typeof ZReverseCreditPayment>;

export const ZCreditPaymentListQuery = z.object({
  creditorId: ZUuid.optional(),
  ...ZPageQuery.shape,
});
/** GET /creditors/{id}/payments: the creditor is in the path. */
export const ZCreditorPaymentsQuery = ZPageQuery;

/** Calendar days in the tenant's zone, both inclusive; either may be left open. */
export const ZStatementQuery = z
  .object({ from: ZDay.optional(), to: ZDay.optional(), ...ZPageQuery.shape })
  .refine((q) => !q.from || !q.to || !isCalendarDay(q.from) || !isCalendarDay(q.to) || q.from <= q.to, {
    error: CREDITOR_MSG.dateRangeInvalid,
    path: ['to'],
  });

// ------------------------------------------------------------------ responses

export const ZCreditor = z.object({
  id: ZUuid,
  partyName: z.string(),
  contactPerson: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  creditLimit: z.number(),
  /** Credit sales (non-voided credit readings naming the creditor) − payments, exact to the paisa. */
  balance: z.number(),
  creditSales: z.number(),
  paymentsTotal: z.number(),
  /** balance / limit in percent, 2 decimals; null when the limit is 0. */
  creditUtilization: z.number().nullable(),
  /** What may still be sold on credit before the limit (0 when at or past it). */
  availableCredit: z.number(),
  status: z.enum(CREDITOR_STATUSES),
  stationId: ZUuid.nullable(),
  stationName: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
  lastPaymentAt: ZInstant.nullable(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TCreditor = z.infer<typeof ZCreditor>;

/** GET /creditors summary, over the whole filter: counts and what is owed. */
export const ZCreditorSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  overLimit: z.number().int(),
  nearLimit: z.number().int(),
  /** The sum of the balances above zero (what customers owe). */
  totalOutstanding: z.number(),
});
export type TCreditorSummary = z.infer<typeof ZCreditorSummary>;

/** DELETE /creditors/{id}: deleted (no history) or made inactive (history kept). */
export const ZCreditorDeleteResult = z.object({ outcome: z.enum(['deleted', 'deactivated']), creditor: ZCreditor.nullable() });
export type TCreditorDeleteResult = z.infer<typeof ZCreditorDeleteResult>;

export const ZCreditorBalance = z.object({
  creditorId: ZUuid,
  creditLimit: z.number(),
  creditSales: z.number(),
  paymentsTotal: z.number(),
  balance: z.number(),
  /** What may still be sold on credit before the limit (0 when at or past it). */
  availableCredit: z.number(),
  creditUtilization: z.number().nullable(),
});
export type TCreditorBalance = z.infer<typeof ZCreditorBalance>;

export const ZCreditPayment = z.object({
  id: ZUuid,
  creditorId: ZUuid,
  creditorName: z.string(),
  /** Above zero; below zero on a reversal. */
  amount: z.number(),
  paymentMethod: z.enum(CREDIT_PAYMENT_METHODS),
  referenceNumber: z.string().nullable(),
  notes: z.string().nullable(),
  paidAt: ZInstant,
  recordedBy: z.string(),
  /** On a reversal: the payment it takes back. */
  reversesId: ZUuid.nullable(),
  /** On a payment that was reversed: its reversal. */
  reversedById: ZUuid.nullable(),
});
export type TCreditPayment = z.infer<typeof ZCreditPayment>;

/** POST /creditors/payments: the payment and the creditor's figures after it. */
export const ZCreditPaymentResult = z.object({ payment: ZCreditPayment, creditor: ZCreditor });
export type TCreditPaymentResult = z.infer<typeof ZCreditPaymentResult>;

export const STATEMENT_ENTRY_KINDS = ['sale', 'payment', 'reversal'] as const;
/**
 * One line of a statement: a credit sale (debit), a payment (credit) or a payment's reversal (debit),
 * with the balance after it.
 */
export const ZStatementEntry = z.object({
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  id: ZUuid,
  at: ZInstant,
  /** A sale's station, nozzle, fuel and litres (null on a payment). */
  stationName: z.string().nullable(),
  nozzleName: z.string().nullable(),
  fuelType: z.enum(FUEL_TYPES).nullable(),
  volume: z.number().nullable(),
  /** A payment's (or reversal's) method, reference and notes (null on a sale); a reversal's notes are its reason. */
  paymentMethod: z.enum(CREDIT_PAYMENT_METHODS).nullable(),
  referenceNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** A payment that has been reversed (its reversal is a later line). */
  reversed: z.boolean(),
  /** The sale's or reversal's amount (0 on a payment). */
  debit: z.number(),
  /** The payment's amount (0 on a sale or reversal). */
  credit: z.number(),
  /** The balance after this line. */
  balance: z.number(),
});
export type TStatementEntry = z.infer<typeof ZStatementEntry>;

export const ZStatementSummary = z.object({
  from: ZDay.nullable(),
  to: ZDay.nullable(),
  /** The balance before the first day of the range (0 for an open start). */
  openingBalance: z.number(),
  totalSales: z.number(),
  totalPayments: z.number(),
  /** The balance at the end of the range (the creditor's balance for an open end). */
  closingBalance: z.number(),
});
export type TStatementSummary = z.infer<typeof ZStatementSummary>;
