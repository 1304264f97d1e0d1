import {
  CASH_REPORT_AMOUNTS,
  formatINR,
  formatNumber,
  SHIFT_LABELS,
  sumDecimals,
  todayInZone,
  type TAttendantCashReport,
  type TCreateAttendantReading,
  type TShift,
} from '@forecourt/shared';
import type { TEntryDraft } from './offline-entry';
import { serverNow } from './server-clock';

/**
 * The moment an entry is taken (docs/decisions/029), frozen into its body before the first send: a
 * reading's `recordedAt` is the phone's clock corrected by the server's offset, at the tap that sent it;
 * a cash report's `date` is the business day of that moment in the tenant's zone. The first send and
 * every resend under the same client id then carry the same body — a replay, never a second record, and
 * never a conflict with the id's own first answer.
 */
const takenAtById = new Map<string, string>();
const REMEMBERED = 50;

/** The corrected time an entry with this id was taken (the first call fixes it). */
export function takenAtFor(id: string, phoneNow: number = Date.now()): string {
  let at = takenAtById.get(id);
  if (!at) {
    at = new Date(serverNow(phoneNow)).toISOString();
    takenAtById.set(id, at);
    if (takenAtById.size > REMEMBERED) takenAtById.delete(takenAtById.keys().next().value!);
  }
  return at;
}

export type TReadingBody = TCreateAttendantReading & { id: string; recordedAt: string };
export type TCashReportBody = TAttendantCashReport & { id: string; date: string };

/** A reading as sent: dated when it was taken. */
export function stampReading(body: TCreateAttendantReading & { id: string }): TReadingBody {
  return { ...body, recordedAt: takenAtFor(body.id) };
}

/** A cash report as sent: for the business day (tenant's zone) it was taken on. */
export function stampCashReport(body: TAttendantCashReport & { id: string }, timeZone: string): TCashReportBody {
  return { ...body, date: body.date ?? todayInZone(timeZone, new Date(takenAtFor(body.id))) };
}

/** What the queue keeps of a reading: "Nozzle 2 (Pump 1): 12,345.67 L" (`path`: sent elsewhere than the attendant's route). */
export function readingDraft(body: TReadingBody, nozzle: { name: string; pumpName: string; stationId: string }, path?: string): TEntryDraft {
  const litres = formatNumber(body.reading as number | string, { maximumFractionDigits: 3 });
  return {
    id: body.id,
    kind: 'reading',
    body,
    takenAt: body.recordedAt,
    stationId: nozzle.stationId,
    summary: `${nozzle.name} (${nozzle.pumpName}): ${litres} L`,
    ...(path ? { path } : {}),
  };
}

/** What the queue keeps of a cash report: "Morning shift, MG Road: ₹12,000.00". */
export function cashReportDraft(body: TCashReportBody, stationName: string | undefined): TEntryDraft {
  const total = formatINR(cashReportTotal(body));
  const shift = SHIFT_LABELS[body.shift as TShift] ?? body.shift;
  return {
    id: body.id,
    kind: 'cash_report',
    body,
    takenAt: takenAtFor(body.id),
    stationId: body.stationId,
    summary: `${shift} shift${stationName ? `, ${stationName}` : ''}: ${total}`,
    ...(stationName ? { stationName } : {}),
  };
}

/**
 * A cash report body's total to the paisa (an amount left out or empty counts as 0), exact: sumDecimals.
 * Here, not in offline-entry.ts: the portal's first load imports that one, and this brings decimal.js.
 */
export function cashReportTotal(body: Record<string, unknown>): string {
  const amounts = CASH_REPORT_AMOUNTS.map((name) => body[name]).map((v) => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? v : 0));
  return sumDecimals(amounts, 2);
}
