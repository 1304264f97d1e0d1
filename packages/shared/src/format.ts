/**
 * Formatting in the Indian locale (en-IN), shared by the web app and the API.
 *
 * - Money is shown to the paisa (2 decimals): the spec README overrides document 1's "3 decimals".
 * - Litres are shown with 3 decimals.
 * - Inputs may be JSON numbers (the API rounds them to scale) or decimal strings (PostgreSQL numeric).
 *   Nothing here multiplies money: decimal strings are handed to Intl.NumberFormat as strings, which
 *   formats them exactly (rounding half away from zero, i.e. half-up for amounts), and the compact forms
 *   shift the decimal point in the string rather than dividing a float.
 * - A missing or non-numeric value formats as the fallback ('—' unless told otherwise), never as NaN.
 */
import { CRORE, DEFAULT_TIME_ZONE, LAKH } from './constants';

export const LOCALE = 'en-IN';
export const FALLBACK = '—';

/**
 * The Intl locales the helpers format for: Indian English (the default) and Hindi (issue 13). Both
 * group in lakh and crore and write Latin digits (`nu-latn` is pinned, so no browser falls back to
 * Devanagari numerals); Hindi writes its own month and day names.
 */
export const FORMAT_LOCALES = ['en-IN', 'hi-IN'] as const;
export type TFormatLocale = (typeof FORMAT_LOCALES)[number];
const INTL_TAG: Record<TFormatLocale, string> = { 'en-IN': 'en-IN', 'hi-IN': 'hi-IN-u-nu-latn' };

export type TNumeric = number | string | bigint | null | undefined;

type TIntlNumeric = Intl.StringNumericLiteral | number | bigint;

/** A normalised decimal: sign, integer digits and fraction digits, all as strings (exact). */
type TDecimal = { negative: boolean; int: string; frac: string };

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Drops trailing zeros in one pass (`/0+$/` retries from every zero: quadratic on "000…01"). */
function trimTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end--;
  return digits.slice(0, end);
}

/** Parses a number, bigint or decimal string exactly. Returns null for anything not a finite number. */
function toDecimal(value: TNumeric): TDecimal | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String(n) is the shortest text that reads back as n: 1.005 stays "1.005", not 1.00499999…
    text = String(value);
  } else text = value.trim().replace(/,/g, '');
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  let int = m[2] ?? '';
  let frac = m[3] ?? '';
  if (int === '' && frac === '') return null;
  const exp = m[4] ? Number.parseInt(m[4], 10) : 0;
  if (Math.abs(exp) > 400) return null;
  if (exp > 0) {
    frac = frac.padEnd(exp, '0');
    int += frac.slice(0, exp);
    frac = frac.slice(exp);
  } else if (exp < 0) {
    int = int.padStart(-exp, '0');
    frac = int.slice(int.length + exp) + frac;
    int = int.slice(0, int.length + exp);
  }
  int = int.replace(/^0+/, '') || '0';
  frac = trimTrailingZeros(frac);
  const negative = m[1] === '-' && (int !== '0' || frac !== '');
  return { negative, int, frac };
}

function decimalText(d: TDecimal): Intl.StringNumericLiteral {
  return `${d.negative ? '-' : ''}${d.int}${d.frac ? `.${d.frac}` : ''}` as Intl.StringNumericLiteral;
}

/** Moves the decimal point `places` to the left (divides by 10^places exactly). */
function shiftLeft(d: TDecimal, places: number): TDecimal {
  const int = d.int.padStart(places + 1, '0');
  const cut = int.length - places;
  return {
    negative: d.negative,
    int: int.slice(0, cut).replace(/^0+/, '') || '0',
    frac: trimTrailingZeros(int.slice(cut) + d.frac),
  };
}

/** Parses a value into something Intl formats exactly, or null when it is not a number. */
export function toNumericText(value: TNumeric): Intl.StringNumericLiteral | null {
  const d = toDecimal(value);
  return d ? decimalText(d) : null;
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions, locale: TFormatLocale): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    // signDisplay 'negative': a value that rounds to zero never shows as "-0.00".
    f = new Intl.NumberFormat(INTL_TAG[locale], { signDisplay: 'negative', ...options });
    formatters.set(key, f);
  }
  return f;
}

function fmt(value: TIntlNumeric, options: Intl.NumberFormatOptions, locale: TFormatLocale = LOCALE): string {
  return numberFormat(options, locale).format(value);
}

/** The locale a helper is asked to format for: Indian English unless told. */
export type TLocaleOption = { locale?: TFormatLocale | undefined };

const INR: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR' };

export type TMoneyOptions = TLocaleOption & {
  /** Fraction digits shown; 2 (the paisa) unless told otherwise. */
  decimals?: number;
  /** Shown for a missing or non-numeric value. */
  fallback?: string;
};

/** ₹ with lakh/crore grouping and 2 decimals: 12345678.9 → '₹1,23,45,678.90'. */
export function formatINR(value: TNumeric, opts: TMoneyOptions = {}): string {
  const text = toNumericText(value);
  if (text === null) return opts.fallback ?? FALLBACK;
  const decimals = opts.decimals ?? 2;
  return fmt(text, { ...INR, minimumFractionDigits: decimals, maximumFractionDigits: decimals }, opts.locale);
}

/** A compact unit: its power of ten and its word in each locale ('L' for lakh in English, 'लाख' in Hindi). */
type TCompactUnit = { places: number; suffix: Record<TFormatLocale, string> };

/**
 * Picks the largest unit in which the value, rounded to `maxFraction` digits, is at least 1, so that
 * 99,999 reads '1 L' rather than '100 K'. Returns the shifted value and the unit, or null below all units.
 */
function compact(
  d: TDecimal,
  units: TCompactUnit[],
  maxFraction: number,
): { text: Intl.StringNumericLiteral; unit: TCompactUnit } | null {
  for (const unit of units) {
    const shifted = decimalText({ ...shiftLeft(d, unit.places), negative: false });
    const rounded = fmt(shifted, { useGrouping: false, maximumFractionDigits: maxFraction });
    if (Number(rounded) >= 1) {
      return { text: decimalText(shiftLeft(d, unit.places)), unit };
    }
  }
  return null;
}

const LAKH_PLACES = Math.round(Math.log10(LAKH));
const CRORE_PLACES = Math.round(Math.log10(CRORE));

const MONEY_UNITS: TCompactUnit[] = [
  { places: CRORE_PLACES, suffix: { 'en-IN': 'Cr', 'hi-IN': 'करोड़' } },
  { places: LAKH_PLACES, suffix: { 'en-IN': 'L', 'hi-IN': 'लाख' } },
  { places: 3, suffix: { 'en-IN': 'K', 'hi-IN': 'हज़ार' } },
];

/**
 * Compact rupees (document 1, section 5): K from a thousand, L (lakh) from 1e5, Cr (crore) from 1e7,
 * with up to 2 decimals: 125000 → '₹1.25 L', 34000000 → '₹3.4 Cr', 1500 → '₹1.5 K'.
 * Below a thousand: whole rupees as '₹450', otherwise to the paisa ('₹999.50').
 */
export function formatCompactINR(value: TNumeric, opts: TLocaleOption & { fallback?: string } = {}): string {
  const d = toDecimal(value);
  if (!d) return opts.fallback ?? FALLBACK;
  const locale = opts.locale ?? LOCALE;
  const c = compact(d, MONEY_UNITS, 2);
  if (c) return `${fmt(c.text, { ...INR, minimumFractionDigits: 0, maximumFractionDigits: 2 }, locale)} ${c.unit.suffix[locale]}`;
  const whole = fmt(decimalText(d), { useGrouping: false, maximumFractionDigits: 2 });
  const decimals = whole.includes('.') ? 2 : 0;
  return fmt(decimalText(d), { ...INR, minimumFractionDigits: decimals, maximumFractionDigits: decimals }, locale);
}

/** Litres with 3 decimals and lakh/crore grouping: 123456.7 → '1,23,456.700 L'. */
export function formatLitres(value: TNumeric, opts: TLocaleOption & { decimals?: number; fallback?: string } = {}): string {
  const text = toNumericText(value);
  if (text === null) return opts.fallback ?? FALLBACK;
  const decimals = opts.decimals ?? 3;
  return `${fmt(text, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }, opts.locale)} L`;
}

const VOLUME_UNITS: TCompactUnit[] = [
  { places: 6, suffix: { 'en-IN': 'M', 'hi-IN': 'मिलियन' } },
  { places: LAKH_PLACES, suffix: { 'en-IN': 'Lakh', 'hi-IN': 'लाख' } },
];

/**
 * Compact volume (document 1, section 5: "1 lakh or more shows 'Lakh', 1 million or more shows 'M';
 * the default unit is L"). Decided: the unit always follows, so the scale word reads as a quantity of
 * that unit — 250000 → '2.5 Lakh L', 1500000 → '1.5 M L' — with up to 2 decimals. Below a lakh the
 * volume is shown in full with grouping and up to 2 decimals ('12,345.5 L'): there is no 'K' for volume
 * in the spec. Note 10 lakh = 1 million, so 'Lakh' covers 1e5 up to (not including) 1e6.
 */
export function formatCompactVolume(value: TNumeric, unit = 'L', opts: TLocaleOption & { fallback?: string } = {}): string {
  const d = toDecimal(value);
  if (!d) return opts.fallback ?? FALLBACK;
  const locale = opts.locale ?? LOCALE;
  const c = compact(d, VOLUME_UNITS, 2);
  if (c) return `${fmt(c.text, { maximumFractionDigits: 2 }, locale)} ${c.unit.suffix[locale]} ${unit}`;
  return `${fmt(decimalText(d), { maximumFractionDigits: 2 }, locale)} ${unit}`;
}

/** A number with en-IN grouping; up to 2 decimals unless told otherwise: 1234567 → '12,34,567'. */
export function formatNumber(
  value: TNumeric,
  opts: TLocaleOption & { minimumFractionDigits?: number; maximumFractionDigits?: number; fallback?: string } = {},
): string {
  const text = toNumericText(value);
  if (text === null) return opts.fallback ?? FALLBACK;
  const max = opts.maximumFractionDigits ?? Math.max(2, opts.minimumFractionDigits ?? 0);
  return fmt(text, { minimumFractionDigits: opts.minimumFractionDigits ?? 0, maximumFractionDigits: max }, opts.locale);
}

/**
 * A percentage given in percent (7.25 means 7.25%), with one decimal: '7.3%'.
 * `signed` adds '+' to positive values ('+7.3%'), for changes.
 */
export function formatPercent(value: TNumeric, opts: TLocaleOption & { signed?: boolean; fallback?: string } = {}): string {
  const text = toNumericText(value);
  if (text === null) return opts.fallback ?? FALLBACK;
  const digits = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  const body = fmt(text, { ...digits, signDisplay: opts.signed ? 'exceptZero' : 'negative' }, opts.locale);
  return `${body}%`;
}

export type TTone = 'positive' | 'negative' | 'neutral';
export type TChange = {
  /** 'new': yesterday was zero and today is not; 'none': both zero; 'change': a percent change. */
  kind: 'new' | 'none' | 'change';
  /** The text shown: 'New data', 'No data' or the signed change with one decimal ('+7.3%'). */
  label: string;
  tone: TTone;
  /** The change in percent, rounded to one decimal; null for 'new' and 'none'. */
  percent: number | null;
};

/**
 * Comparison with yesterday (document 1, section 4, Dashboard): yesterday zero and today above zero is
 * 'New data' (positive); both zero is 'No data' (neutral); otherwise the percent change with one decimal,
 * positive, negative or neutral (when it rounds to 0.0%). A ratio for display only, not money.
 */
export function percentChange(today: TNumeric, yesterday: TNumeric): TChange {
  const t = Number(toNumericText(today) ?? 0);
  const y = Number(toNumericText(yesterday) ?? 0);
  if (y === 0) {
    if (t > 0) return { kind: 'new', label: 'New data', tone: 'positive', percent: null };
    return { kind: 'none', label: 'No data', tone: 'neutral', percent: null };
  }
  const raw = ((t - y) / Math.abs(y)) * 100;
  // Round half away from zero to one decimal through the decimal text, not a float product.
  const rounded = Number(fmt(String(raw) as Intl.StringNumericLiteral, { useGrouping: false, maximumFractionDigits: 1 }));
  const percent = rounded === 0 ? 0 : rounded;
  const tone: TTone = percent > 0 ? 'positive' : percent < 0 ? 'negative' : 'neutral';
  return { kind: 'change', label: formatPercent(percent, { signed: true }), tone, percent };
}

export type TDateInput = Date | string | number;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: TDateInput | null | undefined): { date: Date; calendarDay: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = DAY_RE.exec(value);
    if (day) {
      // A calendar day (YYYY-MM-DD) is already a day in the tenant's zone: show it as it is.
      const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return Number.isNaN(date.getTime()) ? null : { date, calendarDay: true };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay: false };
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions, locale: TFormatLocale = LOCALE): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_TAG[locale], options);
    dateFormatters.set(key, f);
  }
  return f;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };

export type TDateOptions = TLocaleOption & { timeZone?: string; fallback?: string };

/** A day in Indian English (or Hindi) in the given IANA zone (default Asia/Kolkata): '05 Jan 2025' ('05 जन॰ 2025'). */
export function formatDate(value: TDateInput | null | undefined, opts: TDateOptions = {}): string {
  const d = toDate(value);
  if (!d) return opts.fallback ?? FALLBACK;
  const timeZone = d.calendarDay ? 'UTC' : (opts.timeZone ?? DEFAULT_TIME_ZONE);
  return dateFormat({ ...DATE_PARTS, timeZone }, opts.locale).format(d.date);
}

/** A moment in Indian English (or Hindi) in the given IANA zone (default Asia/Kolkata): '05 Jan 2025, 06:30 pm'. */
export function formatDateTime(value: TDateInput | null | undefined, opts: TDateOptions = {}): string {
  const d = toDate(value);
  if (!d) return opts.fallback ?? FALLBACK;
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  return dateFormat({ ...DATE_PARTS, hour: '2-digit', minute: '2-digit', hour12: true, timeZone }, opts.locale).format(d.date);
}

/** The dashboard greeting (document 1, section 2): morning before 12, afternoon before 18, else evening. */
/**
 * "just now", "5 minutes ago", "3 hours ago", "2 days ago" for an instant before `now` (Indian English):
 * the superadmin's recent activities (`timeAgo` in the API's answer, and the page's live label).
 */
export function timeAgo(at: TDateInput, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const rtf = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}

export function greetingFor(hour: number): 'Good morning' | 'Good afternoon' | 'Good evening' {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Up to 2 initials for the locally drawn avatar: 'Ravi Kumar Sharma' → 'RS', 'ravi' → 'R'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase(LOCALE);
}
