import { ERROR_TEXTS } from './error-texts.constants';

/**
 * A station's business day (the tenant's time zone) and the one gate every write into it passes
 * (DESIGN.md §3, docs/decisions/013): a closed day refuses with 409 DAY_CLOSED and the spec's text.
 */
export const DAY_MSG = {
  /** The API's refusal (document 3). */
  dayClosed: ERROR_TEXTS['day.closed'],
  /** The attendant's toast on a closed day (document 3). */
  dayFinalizedTitle: 'Day Finalized',
  dayFinalized: 'No further entries can be added for this day and station.',
} as const;

/** A calendar day (YYYY-MM-DD) moved by whole days: pure date arithmetic, no time zone involved. */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's calendar day (YYYY-MM-DD) in an IANA time zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
