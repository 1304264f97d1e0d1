import { DEFAULT_TIME_ZONE, greetingFor as greetingForHour } from '@forecourt/shared';

/*
 * The dashboard's greeting and date are read on the tenant's clock, the zone its business day — and so
 * every figure under them — is counted in (docs/decisions/054): at 04:00 in India on a device set to UTC
 * it is Wednesday morning over Wednesday's figures, not Tuesday evening.
 */

type TFormats = { hour: Intl.DateTimeFormat; date: Intl.DateTimeFormat };
const formats = new Map<string, TFormats>();

/** The zone's formatters; an unknown zone (a profile from elsewhere) falls back to the product's zone. */
function formatsIn(timeZone: string): TFormats | undefined {
  let f: TFormats | undefined = formats.get(timeZone);
  if (!f) {
    try {
      f = {
        hour: new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }),
        date: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      };
    } catch {
      return timeZone === DEFAULT_TIME_ZONE ? undefined : formatsIn(DEFAULT_TIME_ZONE);
    }
    formats.set(timeZone, f);
  }
  return f;
}

/** The hour (0–23) of an instant on the wall clock of `timeZone`. */
export function hourIn(date: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const f = formatsIn(timeZone);
  const hour = f?.hour.formatToParts(date).find((p) => p.type === 'hour')?.value;
  return hour === undefined ? date.getHours() : Number(hour) % 24;
}

/** Greeting by time of day (document 1, section 2) in the tenant's zone: morning before 12:00, afternoon before 18:00, else evening. */
export function greetingFor(date: Date, timeZone: string = DEFAULT_TIME_ZONE): 'Good morning' | 'Good afternoon' | 'Good evening' {
  return greetingForHour(hourIn(date, timeZone));
}

/** The dashboard's date line in the tenant's zone: 'Wednesday, 2 December 2026'. */
export function dashboardDate(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatsIn(timeZone)?.date.format(date) ?? date.toDateString();
}
