/**
 * Indian dates for people (dd/mm/yyyy) and ISO days for the API (YYYY-MM-DD), whatever the browser's
 * locale. Pure, so the date field's rules are tested on their own (a refusal with a date in it is noted with
 * its catalogue entry, so it is said in the language shown).
 */
import { noteText } from '@/i18n/known-text';
import { DATE_TEXT_MSG, formatDayText } from './date-text-msg';

export { DATE_TEXT_MSG, formatDayText };

export type TDayParse = { ok: true; day: string } | { ok: false; error: string };

/**
 * dd/mm/yyyy (also d/m/yyyy, with - or . between) → YYYY-MM-DD; blank → '' (no date). A day that does
 * not exist (31/02/2026) or falls outside min–max (YYYY-MM-DD) is refused with a clear message.
 */
export function parseDayText(text: string, bounds: { min?: string; max?: string } = {}): TDayParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, day: '' };
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!m) return { ok: false, error: DATE_TEXT_MSG.format };
  const [dd, mm, yyyy] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(yyyy, mm - 1, dd));
  if (yyyy < 1900 || date.getUTCFullYear() !== yyyy || date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) {
    return { ok: false, error: DATE_TEXT_MSG.notReal };
  }
  const day = `${String(yyyy).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
  if (bounds.min && day < bounds.min) {
    return { ok: false, error: noteText(DATE_TEXT_MSG.before(bounds.min), 'msg.date.before', { date: formatDayText(bounds.min) }) };
  }
  if (bounds.max && day > bounds.max) {
    return { ok: false, error: noteText(DATE_TEXT_MSG.after(bounds.max), 'msg.date.after', { date: formatDayText(bounds.max) }) };
  }
  return { ok: true, day };
}
