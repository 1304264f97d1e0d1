import Decimal from 'decimal.js';

/**
 * Exact money and volume rules (DESIGN.md section 3). Rupees have 2 decimals (paisa), litres 3,
 * prices per litre 2. Amount = volume × price, rounded half-up to the paisa. Inputs are decimal
 * strings or numbers; results are decimal strings, never float products.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type TDecimalInput = string | number;

function dec(value: TDecimalInput): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('Not a finite number');
  // A number goes through its shortest round-trip text (102.47 stays 102.47, not 102.469999…).
  return new D(typeof value === 'number' ? String(value) : value.trim());
}

/** Litres to 3 decimals, half-up. */
export function roundLitres(value: TDecimalInput): string {
  return dec(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/** Rupees to 2 decimals (the paisa), half-up. */
export function roundRupees(value: TDecimalInput): string {
  return dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Volume sold between two meter readings (litres, 3 decimals). */
export function volumeBetween(previous: TDecimalInput, current: TDecimalInput): string {
  return dec(current).minus(dec(previous)).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/** Amount = volume × price per litre, rounded half-up to the paisa. */
export function saleAmount(volume: TDecimalInput, pricePerLitre: TDecimalInput): string {
  return dec(volume).times(dec(pricePerLitre)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Exact sum of decimal values, at the given scale. */
export function sumDecimals(values: TDecimalInput[], scale: 2 | 3): string {
  return values.reduce<Decimal>((acc, v) => acc.plus(dec(v)), new D(0)).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed(scale);
}

export function compareDecimals(a: TDecimalInput, b: TDecimalInput): -1 | 0 | 1 {
  return dec(a).comparedTo(dec(b)) as -1 | 0 | 1;
}

/** A decimal string as a JSON number at its scale (the API returns numbers rounded to scale). */
export function toJsonNumber(value: TDecimalInput, scale: 2 | 3): number {
  // A database value already at its scale (numeric(14,3) reads as "184523.450") needs no rounding, and
  // parsing it is exact to the same double as parsing its rounded text: the common case, without decimal.js.
  if (typeof value === 'string' && AT_SCALE[scale].test(value)) return Number(value) + 0; // + 0: -0 as 0, like decimal.js
  return Number(dec(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed(scale));
}

/** Plain decimal text with at most 2 or 3 decimals (no sign but a minus, no exponent, no spaces). */
const AT_SCALE = { 2: /^-?\d{1,15}(\.\d{0,2})?$/, 3: /^-?\d{1,15}(\.\d{0,3})?$/ } as const;

/** Whether a value has at most `scale` decimals. */
export function hasAtMostDecimals(value: TDecimalInput, scale: number): boolean {
  return dec(value).decimalPlaces() <= scale;
}

/**
 * A decimal as plain text with its trailing zeros dropped (184523.450 → "184523.45", 12.000 → "12"),
 * at most `scale` decimals: how a meter value reads in a message ("Current reading (X L) …").
 */
export function plainDecimal(value: TDecimalInput, scale = 3): string {
  return dec(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed();
}
