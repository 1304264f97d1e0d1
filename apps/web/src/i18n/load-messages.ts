import type { TLocale } from '@forecourt/shared';
import { en, type TMessages } from './messages/en';

/** A language's catalogue: English is in the bundle; Hindi is fetched the first time it is chosen. */
export async function loadMessages(locale: TLocale): Promise<TMessages> {
  if (locale === 'en') return en;
  return (await import('./messages/hi')).default;
}
