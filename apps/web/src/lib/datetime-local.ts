/**
 * `<input type="datetime-local">` speaks wall-clock time without a zone ("2025-01-05T18:30"); the API
 * takes instants as ISO-8601 with an offset. These two convert between them in the browser's zone.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of a datetime-local input (minutes precision), in the browser's zone. */
export function toDateTimeLocalValue(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant with offset ('Z'); undefined when empty or invalid. */
export function dateTimeLocalToIso(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
