import { ANALYTICS_DEFAULT_DAYS, DEFAULT_TIME_ZONE } from '@forecourt/shared';
import { addDays, todayIn } from '@/lib/calendar-days';

/** The number of days of an inclusive range (1 for a single day). */
export function daysInRange(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The Sales Overview's default range: the last 7 days to today (document 4: the sales analytics default). */
export function lastDays(days = ANALYTICS_DEFAULT_DAYS, now: Date = new Date(), timeZone = DEFAULT_TIME_ZONE): { startDate: string; endDate: string } {
  const endDate = todayIn(timeZone, now);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}
