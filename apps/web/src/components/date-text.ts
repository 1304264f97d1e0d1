/**
 * Indian dates for people (dd/mm/yyyy) and ISO days for the API (YYYY-MM-DD), whatever the browser's
 * locale. Pure, so the date field's rules are tested on their own.
 */

export const DATE_TEXT_MSG = {
  format: 'Enter the date as dd/mm/yyyy',
  notReal: 'This date does not exist',
  before: (min: string) => `The date cannot be before ${formatDayText(min)}`,
  after: (max: string) => `The date cannot be after ${formatDayText(max)}`,
} as const;

/** YYYY-MM-DD → dd/mm/yyyy ('' stays ''; anything else is returned as it is). */
export function formatDayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

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
  if (bounds.min && day < bounds.min) return { ok: false, error: DATE_TEXT_MSG.before(bounds.min) };
  if (bounds.max && day > bounds.max) return { ok: false, error: DATE_TEXT_MSG.after(bounds.max) };
  return { ok: true, day };
}
