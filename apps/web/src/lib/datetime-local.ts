import { DEFAULT_TIME_ZONE } from '@forecourt/shared';

/**
 * The app's date-and-time fields speak wall-clock time without a zone ("2025-01-05T18:30"); the API
 * takes instants as ISO-8601 with an offset. These two convert between them in the zone every time in
 * the app is shown in (DEFAULT_TIME_ZONE, India), not the browser's: a time typed is the time shown
 * afterwards, on a phone or laptop set to another zone too (docs/decisions/054).
 */
const pad = (n: number) => String(n).padStart(2, '0');

const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function fieldsIn(ms: number, timeZone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const parts = Object.fromEntries(wallClock(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), mo: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), mi: Number(parts.minute), s: Number(parts.second) };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const f = fieldsIn(ms, timeZone);
  return Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi, f.s) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** A Date as the value of a date-and-time field (minutes precision), in the app's zone. */
export function toDateTimeLocalValue(date: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const f = fieldsIn(date.getTime(), timeZone);
  return `${String(f.y).padStart(4, '0')}-${pad(f.mo)}-${pad(f.d)}T${pad(f.h)}:${pad(f.mi)}`;
}

/** A date-and-time field's value, read in the app's zone, as an ISO instant ('Z'); undefined when empty or invalid. */
export function dateTimeLocalToIso(value: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string | undefined {
  if (!value) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(asUtc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  // The wall clock less the zone's offset; the offset read again at the result, for a zone whose offset changes.
  let ms = asUtc - offsetAt(asUtc, timeZone);
  ms = asUtc - offsetAt(ms, timeZone);
  return new Date(ms).toISOString();
}
