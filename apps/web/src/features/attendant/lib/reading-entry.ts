import { ATTENDANT_MSG, compareDecimals, errorText, READING_JUMP_WARN_LITRES, READING_MSG, type TPaymentMethod } from '@forecourt/shared';
import { noteServerText } from '@/i18n/known-text';
import { isMeterText, plainMeter, saleSince } from '@/lib/reading-rules';

/** What the add-reading form holds: inputs keep text. */
export type TReadingEntryValues = { nozzleId: string; reading: string; paymentMethod: TPaymentMethod; creditorId: string };

export const EMPTY_ENTRY: TReadingEntryValues = { nozzleId: '', reading: '', paymentMethod: 'cash', creditorId: '' };

/** The body the shared form schema checks: blanks left out, the creditor only for a credit sale. */
export function entryToInput(v: TReadingEntryValues) {
  const reading = v.reading.trim();
  return {
    nozzleId: v.nozzleId || undefined,
    reading: reading === '' ? undefined : reading,
    paymentMethod: v.paymentMethod,
    creditorId: v.paymentMethod === 'credit' && v.creditorId ? v.creditorId : undefined,
  };
}

/** The toast title of a refused entry (document 3, section 5): the texts name which rule it broke. */
export function entryProblemTitle(message: string): string {
  if (message === ATTENDANT_MSG.missingReading) return ATTENDANT_MSG.missingTitle;
  if (message === READING_MSG.creditorRequired) return 'Creditor Required';
  return ATTENDANT_MSG.invalidTitle;
}

export type TEntryPreview =
  | { kind: 'none' }
  | { kind: 'below'; message: string }
  | { kind: 'sale'; litres: string; amount: string | null; unusual: boolean };

/**
 * What the typed value means against the nozzle's meter, before it is sent: below it (the server's
 * text), or the litres sold since and their amount at the price now (exact decimals; the server
 * computes the stored figures). `unusual` above 10,000 L, which asks for a confirmation.
 */
export function previewEntry(text: string, meter: number, price: number | null | undefined): TEntryPreview {
  const value = text.trim();
  if (!isMeterText(value)) return { kind: 'none' };
  const sale = saleSince(value, meter, price);
  if (!sale) return { kind: 'below', message: noteServerText(errorText('reading.belowPrevious', { current: plainMeter(value), previous: plainMeter(meter) })) };
  return { kind: 'sale', ...sale, unusual: compareDecimals(sale.litres, READING_JUMP_WARN_LITRES) > 0 };
}
