import { SHIFTS } from '@forecourt/shared';
import type { TFormatter } from '@/i18n/use-format';
import type { TTranslate } from '@/i18n/use-t';
import { cashReportTotal } from './capture';
import type { TOfflineEntry } from './offline-entry';

/**
 * The line naming an entry, in the language shown. The queue keeps an English summary (it goes to the
 * server with a refusal report, for the manager's alert); a cash report's shift is said again here in the
 * attendant's language. A reading's summary is names and a number ("Nozzle 2 (Pump 1): 12,345.67 L") and
 * stays as it was kept; so does any entry whose body is not a cash report's.
 */
export function entrySummary(entry: TOfflineEntry, t: TTranslate, fmt: TFormatter): string {
  if (entry.kind !== 'cash_report') return entry.summary;
  const body = entry.body as Record<string, unknown>;
  const shift = SHIFTS.find((s) => s === body.shift);
  if (!shift) return entry.summary;
  const values = { shift: t(`label.shift.${shift}`), total: fmt.inr(cashReportTotal(body)) };
  return entry.stationName ? t('offline.summary.cashAt', { ...values, station: entry.stationName }) : t('offline.summary.cash', values);
}
