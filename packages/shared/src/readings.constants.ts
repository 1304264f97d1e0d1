/**
 * Readings' plain values (payment methods and their labels and colours, statuses, thresholds, texts): no
 * schema here, so a page can import them without zod (docs/decisions/031).
 */

import { ERROR_TEXTS, errorText } from './error-texts.constants';

export const PAYMENT_METHODS = ['cash', 'card', 'upi', 'credit'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = { cash: 'Cash', card: 'Card', upi: 'UPI', credit: 'Credit' };

/** Payment method colours (document 1 section 9): cash green, card blue, upi purple, credit amber. */
export const PAYMENT_METHOD_COLORS: Record<TPaymentMethod, string> = {
  cash: '#16a34a',
  card: '#2563eb',
  upi: '#9333ea',
  credit: '#d97706',
};

/** A reading stays recorded until it is voided (never deleted). */
export const READING_STATUSES = ['recorded', 'voided'] as const;
export type TReadingStatus = (typeof READING_STATUSES)[number];

/** A rise above this asks the user to confirm (document 2 section 9). */
export const READING_JUMP_WARN_LITRES = 10_000;
export const READING_REDIRECT_MS = 1_500;
export const READING_TOAST_MS = 4_000;
export const READING_FORM_RESET_MS = 5_000;

/** Texts of document 2, verbatim, and the server's messages (read from their keyed catalogue, error-texts.constants.ts). */
export const READING_MSG = {
  requiredFields: 'Please fill in all required fields',
  invalidValue: 'Please enter a valid reading value',
  belowPrevious: (current: string, previous: string) => errorText('reading.belowPrevious', { current, previous }).message,
  recordedTitle: 'Reading Recorded',
  recorded: (litres: string, nozzleNumber: number | string) => `Successfully recorded ${litres} L for nozzle #${nozzleNumber}`,
  recordedAlt: 'Reading Recorded Successfully!',
  voidedTitle: 'Reading Voided',
  loadFailed: 'Failed to load readings. Please try again later.',
  loadErrorTitle: 'Error loading readings',
  detailErrorTitle: 'Error loading reading details',
  /** Reading Details for an id the server does not know (document 2, section 7). */
  detailNotFound: (id: string) => `Reading with ID ${id} not found`,
  stationsLoadFailed: 'Failed to load stations. Please refresh and try again.',
  noStations: 'No stations available',
  noPumps: 'No pumps available for this station',
  noNozzles: 'No nozzles available for this pump',
  noPrevious: 'No previous reading found',
  notActive: ERROR_TEXTS['reading.notActive'],
  beforeLatest: ERROR_TEXTS['reading.beforeLatest'],
  inFuture: ERROR_TEXTS['reading.inFuture'],
  notLatest: ERROR_TEXTS['reading.notLatest'],
  alreadyVoided: ERROR_TEXTS['reading.alreadyVoided'],
  voidReasonRequired: 'A reason is required to void a reading',
  /** 422: a credit sale names an active creditor the recorder may use ('Creditor Required', document 3). */
  creditorRequiredTitle: 'Creditor Required',
  creditorRequired: ERROR_TEXTS['reading.creditorRequired'],
  /** 422: a creditor is named only on a credit sale. */
  creditorNotCredit: ERROR_TEXTS['reading.creditorNotCredit'],
  selectCreditor: 'Select a creditor',
  /** A credit sale past the limit needs the override's reason (owner or manager). */
  overrideReasonRequired: 'Please give a reason to exceed the credit limit',
  readingNotFound: ERROR_TEXTS['reading.notFound'],
  /** 409: a client-chosen reading id already stands for a different reading. */
  replayMismatch: ERROR_TEXTS['reading.replayMismatch'],
  /** 422: amount = volume × price would not fit numeric(14,2). */
  amountTooLarge: ERROR_TEXTS['reading.amountTooLarge'],
  jumpConfirm: (litres: string) => `This reading raises the meter by ${litres} L, which is unusually high. Record it anyway?`,
} as const;
