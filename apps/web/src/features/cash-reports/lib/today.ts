import { DEFAULT_TIME_ZONE } from '@forecourt/shared';

/** Today's calendar day (YYYY-MM-DD) in a time zone, by default the product's (Asia/Kolkata). */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
