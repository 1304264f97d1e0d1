import { compareDecimals, type TShift, type TSubmitCashReport } from '@forecourt/shared';
import type { TFieldOf } from '@/lib/zod-form';
import { amountValue, type TAmountTexts } from './cash-totals';

/** What a cash report form holds: text, as inputs do (the shared schema turns it into the body). */
export type TCashReportValues = TAmountTexts & {
  stationId: string;
  /** YYYY-MM-DD; the attendant's form leaves it empty (the server takes today in the tenant's zone). */
  date: string;
  shift: TShift | '';
  creditorId: string;
  creditorName: string;
  notes: string;
};

export const EMPTY_AMOUNTS: TAmountTexts = { cashAmount: '', cardAmount: '', upiAmount: '', creditAmount: '' };

/** Blank is 0; other text goes as typed, so the schema's own text names what is wrong with it. */
const amount = (text: string): string | number => (text.trim() === '' ? 0 : text.trim());

/**
 * The request body from the form: blank optional fields left out; the creditor (a chosen one, or the
 * typed name in manual entry when no creditor list could be loaded) sent only with a credit amount above
 * zero, as document 3 says.
 */
export function toCashReportInput(values: TCashReportValues, opts: { manualCreditor: boolean }): TSubmitCashReport {
  const credit = compareDecimals(amountValue(values.creditAmount), 0) > 0;
  return {
    stationId: values.stationId,
    ...(values.date ? { date: values.date } : {}),
    shift: (values.shift || undefined) as TShift,
    cashAmount: amount(values.cashAmount),
    cardAmount: amount(values.cardAmount),
    upiAmount: amount(values.upiAmount),
    creditAmount: amount(values.creditAmount),
    ...(credit && !opts.manualCreditor && values.creditorId ? { creditorId: values.creditorId } : {}),
    ...(credit && opts.manualCreditor && values.creditorName.trim() ? { creditorName: values.creditorName } : {}),
    ...(values.notes.trim() ? { notes: values.notes } : {}),
  } as TSubmitCashReport;
}

/** In manual entry the "select a creditor" rule shows on the typed name. */
export const cashReportFieldOf =
  (manualCreditor: boolean): TFieldOf =>
  (path) => {
    const name = path.map(String).join('.') || 'root';
    return manualCreditor && name === 'creditorId' ? 'creditorName' : name;
  };
