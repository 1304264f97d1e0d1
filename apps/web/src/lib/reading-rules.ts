import { noteServerText } from '@/i18n/known-text';
import { compareDecimals, errorText, formatNumber, READING_JUMP_WARN_LITRES, roundLitres, saleAmount, volumeBetween, type TNumeric } from '@forecourt/shared';

/** A meter value as the messages show it: Indian grouping, up to 3 decimals. */
export function formatMeter(value: TNumeric): string {
  return formatNumber(value, { maximumFractionDigits: 3 });
}

/** Litres for a message that adds its own " L": 3 decimals with Indian grouping ("1,234.500"). */
export function formatVolumeText(value: TNumeric): string {
  return formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}

/** A meter value as plain text, as the server's messages write it: 184523.450 → "184523.45", 12.000 → "12". */
export function plainMeter(value: number | string): string {
  return roundLitres(value).replace(/0+$/, '').replace(/\.$/, '');
}

/** "Current reading (X L) cannot be less than previous reading (Y L)", or null when it is not lower. */
export function belowPreviousMessage(current: number, previous: number): string | null {
  // Meter values are litres to 3 decimals (numeric(14,3)): compare at that scale, exactly.
  if (compareDecimals(roundLitres(current), roundLitres(previous)) >= 0) return null;
  return noteServerText(errorText('reading.belowPrevious', { current: plainMeter(current), previous: plainMeter(previous) }));
}

/**
 * The rise over the previous reading when it is above the warning threshold (10000 L), as exact
 * litres text for the confirmation; null when no confirmation is needed.
 */
export function unusualJump(current: number, previous: number): string | null {
  if (compareDecimals(roundLitres(current), roundLitres(previous)) < 0) return null;
  const rise = volumeBetween(previous, current);
  return compareDecimals(rise, READING_JUMP_WARN_LITRES) > 0 ? rise : null;
}

/** Whether typed text is a meter value (digits, an optional decimal part; no sign, no exponent). */
export function isMeterText(text: string): boolean {
  return /^\d+(\.\d+)?$|^\d*\.\d+$/.test(text.trim());
}

/**
 * What a typed value would sell, before it is sent: the litres since the previous reading and, when the
 * price is known, their amount (exact decimals; the server computes the stored figures, at the price in
 * effect at the reading's time). Null for text that is not a meter value or a value below the previous.
 */
export function saleSince(text: string, previous: number, price: number | null | undefined): { litres: string; amount: string | null } | null {
  const value = text.trim();
  if (!isMeterText(value)) return null;
  if (compareDecimals(roundLitres(value), roundLitres(previous)) < 0) return null;
  const litres = volumeBetween(previous, value);
  return { litres, amount: price === null || price === undefined ? null : saleAmount(litres, price) };
}
