import { greetingFor } from '@forecourt/shared';
import type { TMessageId } from '@/i18n/messages/en';
import type { TTranslate } from '@/i18n/use-t';

/** The first word of a name ('Amit Kumar' → 'Amit'), or '' for none. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** Each greeting's message, without and with the first name. */
const GREETING: Record<ReturnType<typeof greetingFor>, [TMessageId, TMessageId]> = {
  'Good morning': ['attendant.greeting.morning', 'attendant.greeting.morningName'],
  'Good afternoon': ['attendant.greeting.afternoon', 'attendant.greeting.afternoonName'],
  'Good evening': ['attendant.greeting.evening', 'attendant.greeting.eveningName'],
};

/**
 * The home's greeting (document 3, section 2; the times of document 1): 'Good morning' before 12,
 * 'Good afternoon' before 18, else 'Good evening', with the first name — by the device's clock, which
 * is the attendant's own time of day at the station — in the language shown (`t`).
 */
export function attendantGreeting(now: Date, name: string | null | undefined, t: TTranslate): string {
  const first = firstName(name);
  const [hello, helloName] = GREETING[greetingFor(now.getHours())];
  return first ? t(helloName, { name: first }) : t(hello);
}
