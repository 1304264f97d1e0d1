import type { TLocale } from '@forecourt/shared';
import { en, type TMessages } from './messages/en';

/** How long Hindi waits for its font at most; after that it is shown with whatever font there is. */
const FONT_WAIT_MS = 3_000;

/**
 * Hindi's own font (Noto Sans Devanagari, index.css), asked for together with the catalogue. Text drawn
 * before the font was in showed as boxes on a system without a Devanagari font — and Chromium kept some
 * of it so after the font arrived (seen in the e2e screenshots at 360 px). A phone fetches this file for
 * Hindi text anyway (it comes before the system's fonts in the page's font list): asking first costs no
 * byte, only the wait.
 */
async function devanagariFont(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return;
  await Promise.race([
    document.fonts.load('1em "Noto Sans Devanagari Variable"', 'हिन्दी').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]);
}

/** A language's catalogue: English is in the bundle; Hindi is fetched the first time it is chosen, with its font. */
export async function loadMessages(locale: TLocale): Promise<TMessages> {
  if (locale === 'en') return en;
  const [messages] = await Promise.all([import('./messages/hi').then((m) => m.default), devanagariFont()]);
  return messages;
}
