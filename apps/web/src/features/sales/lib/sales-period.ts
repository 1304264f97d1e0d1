import { ANALYTICS_DEFAULT_DAYS, DEFAULT_TIME_ZONE } from '@forecourt/shared';

/** Today's calendar day (YYYY-MM-DD) in a time zone, by default the product's (Asia/Kolkata). */
function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar day moved by whole days (pure date arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The number of days of an inclusive range (1 for a single day). */
export function daysInRange(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The Sales Overview's default range: the last 7 days to today (document 4: the sales analytics default). */
export function lastDays(days = ANALYTICS_DEFAULT_DAYS, now: Date = new Date(), timeZone = DEFAULT_TIME_ZONE): { startDate: string; endDate: string } {
  const endDate = todayIn(timeZone, now);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}
