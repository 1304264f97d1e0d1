import { greetingFor } from '@forecourt/shared';

/** The first word of a name ('Amit Kumar' → 'Amit'), or '' for none. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * The home's greeting (document 3, section 2; the times of document 1): 'Good morning' before 12,
 * 'Good afternoon' before 18, else 'Good evening', with the first name — by the device's clock, which
 * is the attendant's own time of day at the station.
 */
export function attendantGreeting(now: Date, name: string | null | undefined): string {
  const first = firstName(name);
  const hello = greetingFor(now.getHours());
  return first ? `${hello}, ${first}` : hello;
}
