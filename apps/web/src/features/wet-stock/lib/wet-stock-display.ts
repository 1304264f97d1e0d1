import { DENSITY_TOLERANCE, formatLitres, formatNumber, type TDipKind } from '@forecourt/shared';

/** How dips and receipts read on the tank page: labels, units and the colour of a shortfall (rules stay in packages/shared). */

export const DIP_KIND_LABELS: Record<TDipKind, string> = { opening: 'Opening', closing: 'Closing', check: 'Check' };

/** Litres with their sign ('+12.500 L', '-176.280 L', '0.000 L'): a difference or a short. */
export function signedLitres(value: number): string {
  return value > 0 ? `+${formatLitres(value)}` : formatLitres(value);
}

/** A dip's height: '100.5 cm'. */
export function formatCm(value: number): string {
  return `${formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} cm`;
}

/** A density: '750.4 kg/m³'. */
export function formatDensity(value: number): string {
  return `${formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kg/m³`;
}

/** A density difference with its sign: '+0.4 kg/m³' ('+0.4' without the unit). */
export function signedDensity(value: number, unit = true): string {
  const text = unit ? formatDensity(value) : formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return value > 0 ? `+${text}` : text;
}

/** A temperature: '32.0 °C'. */
export function formatTempC(value: number): string {
  return `${formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`;
}

/** '±3.0 kg/m³': the guidelines' limit on a receipt's density at 15 °C against the invoice's. */
export const DENSITY_LIMIT = `±${DENSITY_TOLERANCE.toFixed(1)} kg/m³`;

/** The density check in words; `brief` (a table cell) leaves out what to do about it. */
export const densityVerdict = (ok: boolean, brief = false): string =>
  ok ? `Within ${DENSITY_LIMIT}` : brief ? `Beyond ${DENSITY_LIMIT}` : `Beyond ${DENSITY_LIMIT} — raise with the supplier`;

/** A figure below zero (less in the tank than the books say) shows red; the colour only, the sign says it too. */
export const shortfallClass = (value: number): string | undefined => (value < 0 ? 'text-red-700 dark:text-red-400' : undefined);

/** A receipt's short against the invoice (positive) or excess (negative), in words. */
export function shortOrExcess(shortLitres: number): { label: string; litres: string; short: boolean } {
  if (shortLitres > 0) return { label: 'Short', litres: formatLitres(shortLitres), short: true };
  if (shortLitres < 0) return { label: 'Excess', litres: formatLitres(-shortLitres), short: false };
  return { label: 'Short', litres: formatLitres(0), short: false };
}
