import { DEFAULT_TIME_ZONE } from '@forecourt/shared';

/**
 * Calendar days (YYYY-MM-DD) on the client: today in the product's zone (Asia/Kolkata, the tenants'
 * default) for a page's default day, and whole-day arithmetic. Whether a day has ended, or is closed,
 * is always the server's answer in the tenant's zone.
 */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar day moved by whole days (pure date arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
