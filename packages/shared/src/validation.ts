import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from './api';
import { MSG } from './errors';
import { INPUT_MSG } from './validation.constants';

/**
 * The input rules every request schema is built from (docs/decisions/011): free text through `text()`,
 * figures through `decimal()`, so that nothing a client sends can make the database fail (a 500) or
 * make a pattern run for long (every pattern here is linear, and runs only on text within its length).
 */

/**
 * A NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (not Unicode, so no encoding can
 * carry it). One pass over the text: no alternative can backtrack more than one code unit.
 */
const UNSTORABLE_RE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_RE.test(value);
}

export type TTextOptions = {
  /** Longest accepted text (after trimming); checked first, and nothing else runs on a longer one. */
  max: number;
  /** Shortest accepted text after trimming; 0 (the default) accepts the empty string. */
  min?: number;
  /** The message for a missing value or one shorter than `min`. */
  required?: string;
  /** Message for text over `max`. */
  tooLong?: string;
  /** Trim surrounding white space (default true; passwords keep theirs). */
  trim?: boolean;
};

/**
 * The one builder of free-text fields: trimmed, at most `max` characters (checked before anything else,
 * and stopping the chain), no NUL and no lone surrogate, at least `min` characters. Callers may chain
 * `.regex()` (which then only ever sees text within the length), `.optional()`, `.transform()`.
 */
export function text({ max, min = 0, required, tooLong, trim = true }: TTextOptions) {
  const base = z.string(required ? { error: required } : undefined);
  const checked = (trim ? base.trim() : base)
    .max(max, { error: tooLong ?? INPUT_MSG.tooLong(max), abort: true })
    .refine(isStorableText, { error: INPUT_MSG.invalidCharacters, abort: true });
  return min > 0 ? checked.min(min, { error: required ?? INPUT_MSG.tooShort(min), abort: true }) : checked;
}

/**
 * Email: text with no spaces, an at-sign and a dot (document 1, section 5). Stored lower-case.
 * Linear: the look-ahead settles in one pass that the rest of the address holds no space or second
 * at-sign, so the split around the last dot is found without trying every dot against the whole tail.
 */
export const EMAIL_RE = /^[^\s@]+@(?=[^\s@]+$)[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX && isStorableText(trimmed) && EMAIL_RE.test(trimmed);
}
export const ZEmail = text({ min: 1, max: EMAIL_MAX, required: 'Email is required', tooLong: 'Email is too long' })
  .regex(EMAIL_RE, 'Please enter a valid email address')
  .transform((v) => v.toLowerCase());

/** Phone: ten digits starting with 6 to 9; spaces are ignored (document 1, section 5). */
export const PHONE_RE = /^[6-9]\d{9}$/;
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}
export function isValidPhone(value: string): boolean {
  return PHONE_RE.test(normalizePhone(value));
}
export const ZPhone = text({ max: 40, trim: false, tooLong: 'Phone must be 10 digits starting with 6-9' })
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_RE, 'Phone must be 10 digits starting with 6-9'));

export const ZUuid = z.string().uuid('Invalid id');
export const ZIdParam = z.object({ id: ZUuid });

/** Calendar day YYYY-MM-DD (in the tenant's time zone): a day that exists (no 2025-02-30). */
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isCalendarDay(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
const DAY_MSG_FORMAT = 'Date must be YYYY-MM-DD';
export const ZDay = z.string().regex(DAY_RE, { error: DAY_MSG_FORMAT, abort: true }).refine(isCalendarDay, DAY_MSG_FORMAT);

/**
 * An instant, ISO-8601 with an offset, in years 1 to 9999 (a timestamptz holds no year 0, which the
 * ISO format allows).
 */
export function instant(error?: string) {
  return z
    .string()
    .datetime({ offset: true, ...(error ? { error } : {}), abort: true })
    .refine((v) => Number(v.slice(0, 4)) >= 1, error ?? 'Invalid date and time');
}

// ------------------------------------------------------------------ figures

/** The database's numeric columns (DESIGN §3): a figure's schema is bounded by the column it lands in. */
export const NUMERIC_COLUMNS = {
  litres: { precision: 14, scale: 3 },
  pricePerLitre: { precision: 10, scale: 2 },
  rupees: { precision: 14, scale: 2 },
} as const;
export type TNumericColumn = { precision: number; scale: number };

/** The largest value a numeric(precision, scale) column holds: numeric(14,3) → 99999999999.999. */
export function numericMax({ precision, scale }: TNumericColumn): number {
  return Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);
}

/**
 * Decimal places of a number as it was written (its shortest round-trip text, which is the JSON the
 * client sent): 2.75 → 2, 1e-7 → 7, 99999999999.999 → 3. Exact where `v * 1000` is not.
 */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Infinity;
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

export type TDecimalOptions = {
  column: TNumericColumn;
  /** Message for a missing or non-numeric value; for one below zero (zero when `positive`) too, unless `tooSmall`. */
  error: string;
  /** Zero refused too (the column's check says > 0). */
  positive?: boolean;
  /** Message for a number below zero (zero too when `positive`), where it is not the same as a missing one. */
  tooSmall?: string;
  tooLarge?: string;
  tooPrecise?: string;
};

/**
 * The one builder of figures: a finite number, at least 0 (or above 0), at most what its column holds
 * and with no more decimals than the column keeps. So what is stored is what was sent: nothing rounds
 * to zero where zero is refused, nothing overflows its own column. (A total derived from it, a stock or
 * an amount, can still outgrow its column: the database refuses that, answered as a 422.)
 */
export function decimal({ column, error, positive = false, tooSmall, tooLarge, tooPrecise }: TDecimalOptions) {
  const max = numericMax(column);
  const base = z.coerce.number({ error });
  return (positive ? base.gt(0, tooSmall ?? error) : base.min(0, tooSmall ?? error))
    .max(max, tooLarge ?? INPUT_MSG.tooLarge(max))
    .refine((v) => decimalPlaces(v) <= column.scale, { error: tooPrecise ?? INPUT_MSG.tooPrecise(column.scale), params: { scale: column.scale } });
}

/**
 * Page numbers stop where an offset stops being a plain integer for the database (page × limit stays
 * far below 2^53); a page past the data answers an empty list.
 */
export const PAGE_MAX = 1_000_000;
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX, INPUT_MSG.pageTooLarge).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGE_DEFAULT_LIMIT)
    .transform((v) => Math.min(v, PAGE_MAX_LIMIT)),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
