import { compareDecimals, formatINR, sumDecimals, type TCashReportAmount } from '@forecourt/shared';

/** The four amounts as the form holds them (text typed or entered on the keypad). */
export type TAmountTexts = Record<TCashReportAmount, string>;

const AMOUNT_RE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** An amount as exact decimal text for the running totals: blank is 0; anything not a plain decimal is 0 too (the schema refuses it on submit). */
export function amountValue(text: string): string {
  const t = text.trim();
  if (!AMOUNT_RE.test(t)) return '0';
  return t.startsWith('.') ? `0${t}` : t.endsWith('.') ? t.slice(0, -1) : t;
}

export type TCashTotals = {
  /** Cash + card + UPI: what was taken in at the station (credit excluded), document 3. */
  collected: string;
  credit: string;
  /** What the report submits: the four amounts. */
  submitted: string;
  /** Collected − today's sales of the station; null while the sales are unknown. */
  difference: string | null;
  /** Green with a plus sign when the difference is zero or more, red otherwise (document 3). */
  tone: 'positive' | 'negative' | null;
};

/** The figures the cash report forms show while the amounts are entered, exact to the paisa. */
export function cashTotals(amounts: TAmountTexts, sales: number | string | null | undefined): TCashTotals {
  const cash = amountValue(amounts.cashAmount);
  const card = amountValue(amounts.cardAmount);
  const upi = amountValue(amounts.upiAmount);
  const credit = sumDecimals([amountValue(amounts.creditAmount)], 2);
  const collected = sumDecimals([cash, card, upi], 2);
  const submitted = sumDecimals([collected, credit], 2);
  if (sales === null || sales === undefined) return { collected, credit, submitted, difference: null, tone: null };
  const negated = typeof sales === 'number' ? -sales : sales.startsWith('-') ? sales.slice(1) : `-${sales}`;
  const difference = sumDecimals([collected, negated], 2);
  return { collected, credit, submitted, difference, tone: compareDecimals(difference, 0) >= 0 ? 'positive' : 'negative' };
}

/** A difference with its sign: '+₹1,250.00' for zero or more, '-₹300.50' below zero. */
export function formatDifference(difference: string): string {
  return compareDecimals(difference, 0) >= 0 ? `+${formatINR(difference)}` : formatINR(difference);
}
