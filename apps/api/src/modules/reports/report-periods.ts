import { addCalendarDays as addDays, previousMonth, type TReportFrequency } from '@forecourt/shared';

/**
 * The periods of scheduled reports (docs/decisions/025), in business days of the tenant's zone:
 * daily = yesterday; weekly = the last whole week, Monday to Sunday; monthly = the last whole calendar
 * month. A period is generated once it has ended, by the first job run after it.
 */


/** The last whole period before `today`. */
export function lastPeriod(frequency: TReportFrequency, today: string): { startDate: string; endDate: string } {
  if (frequency === 'daily') {
    const day = addDays(today, -1);
    return { startDate: day, endDate: day };
  }
  if (frequency === 'weekly') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
    const endDate = addDays(today, -(weekday === 0 ? 7 : weekday)); // the Sunday before today
    return { startDate: addDays(endDate, -6), endDate };
  }
  return previousMonth(today);
}

/** The day the period that contains `today` has ended: when its report is next generated. */
export function nextRunOn(frequency: TReportFrequency, today: string): string {
  if (frequency === 'daily') return addDays(today, 1);
  if (frequency === 'weekly') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    return addDays(today, weekday === 0 ? 1 : 8 - weekday);
  }
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}
