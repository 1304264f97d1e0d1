import { isAlertTextKey, isErrorKey, type TErrorParamValues } from '@forecourt/shared';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { en, type TMessageId } from './messages/en';

/**
 * Texts that reach the screen as English strings — a server's failure, a shared schema's message, a toast
 * raised with a packages/shared constant — said in the language shown (docs/decisions/030 and 060).
 *
 * - A server's text is said by the key and params it came with (the failure envelope's `key` and
 *   `params`): pass the error itself, or its message once the API client has noted the key it came with.
 * - A text the app makes from a catalogue entry with arguments is noted with its entry and values when it
 *   is made (`noteText`), and said by them.
 * - A constant without arguments is found by its exact text among the catalogue's entries.
 * No text is taken apart to find its arguments; anything not known is shown as it came.
 */

/** A text with the key it was sent or made with: an ApiError, a failure envelope, a keyed server text. */
export type TKeyedText = { message: string; key?: string | undefined; params?: TErrorParamValues | undefined };
/** A text with its key kept beside it (an alert's or a feed task's `titleText`, `messageText`). */
type TTextRef = { key: string; params: TErrorParamValues } | null | undefined;

/** An alert's or a feed task's English with the key it was written with (null on an alert raised before keys). */
export function keyedText(message: string, ref: TTextRef): TKeyedText {
  return ref ? { message, key: ref.key, params: ref.params } : { message };
}
export type TShownText = string | TKeyedText;

type TSaid = { id: TMessageId; values: TErrorParamValues };

/** The catalogue entry of a server text's key, when this build knows the key. */
function serverEntry(key: string | undefined): TMessageId | undefined {
  return isErrorKey(key) || isAlertTextKey(key) ? (`srv.${key}` as TMessageId) : undefined;
}

/** Constants without arguments, by their exact English (the first entry of a text wins: one text, one Hindi). */
const EXACT = new Map<string, TMessageId>();
for (const [id, text] of Object.entries(en) as Array<[TMessageId, string]>) {
  if ((id.startsWith('msg.') || id.startsWith('srv.')) && !text.includes('{') && !EXACT.has(text)) EXACT.set(text, id);
}

/** Texts made or received with their entry and values, newest last; bounded, the oldest go first. */
const NOTED = new Map<string, TSaid>();
const NOTED_MAX = 500;

/**
 * Notes that `english` is the catalogue entry `id` with `values` (a text made from arguments, or a server
 * text received with its key), so it is said by them wherever it is shown; returns the text itself.
 */
export function noteText(english: string, id: TMessageId, values: TErrorParamValues = {}): string {
  NOTED.delete(english);
  NOTED.set(english, { id, values });
  if (NOTED.size > NOTED_MAX) NOTED.delete(NOTED.keys().next().value!);
  return english;
}

/**
 * Notes a server text by the key it was sent with (the API client, the offline queue's refusals) or a text
 * the app makes from the same catalogue (`errorText(key, params)`); returns its English.
 */
export function noteServerText(text: TKeyedText): string {
  const id = serverEntry(text.key);
  if (id && text.message) noteText(text.message, id, text.params ?? {});
  return text.message;
}

/** The catalogue entry a text is, with its values; null when it is none. */
export function knownMessage(text: TShownText): TSaid | null {
  if (typeof text !== 'string') {
    const id = serverEntry(text.key);
    return id ? { id, values: text.params ?? {} } : knownMessage(text.message);
  }
  const noted = NOTED.get(text);
  if (noted) return noted;
  const id = EXACT.get(text);
  return id ? { id, values: {} } : null;
}

/** Arguments that are a value of a list ('petrol', 'morning'), said by their label in the language shown. */
const LABELLED: Record<string, string> = { fuel: 'label.fuel', shift: 'label.shift' };

function sayValue(name: string, value: string | number, intl: IntlShape): string | number {
  const list = LABELLED[name];
  if (!list || typeof value !== 'string') return value;
  const id = `${list}.${value.toLowerCase()}` as TMessageId;
  return id in en ? String(intl.formatMessage({ id })) : value;
}

/**
 * The text in `intl`'s language when it is a known one; otherwise the text as it came. In English a text is
 * shown as it came: it is the server's or the constant's own English, verbatim.
 */
export function translateKnown(text: TShownText, intl: IntlShape): string {
  const english = typeof text === 'string' ? text : text.message;
  if (intl.locale.startsWith('en')) return english;
  const known = knownMessage(text);
  if (!known) return english;
  const values = Object.fromEntries(Object.entries(known.values).map(([name, value]) => [name, sayValue(name, value, intl)]));
  return String(intl.formatMessage({ id: known.id }, values));
}

const cache = createIntlCache();

/** The English catalogue as an IntlShape: outside the provider (a component's unit test) and until it starts. */
export const englishIntl: IntlShape = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', messages: en }, cache);

let active: IntlShape = englishIntl;

/** The provider says which language is shown, for code outside React (toasts: lib/notify.ts). */
export function setActiveIntl(intl: IntlShape): void {
  active = intl;
}

/** A known text in the language shown now (toasts raised outside a component's render). */
export function translateShown(text: TShownText): string;
export function translateShown(text: TShownText | undefined): string | undefined;
export function translateShown(text: TShownText | undefined): string | undefined {
  return text === undefined ? undefined : translateKnown(text, active);
}

/** A catalogue message in the language shown now, for code outside React. */
export function messageShown(id: TMessageId, values?: Record<string, string | number>): string {
  return String(active.formatMessage({ id }, values));
}

export function createAppIntl(locale: string, messages: Record<TMessageId, string>): IntlShape {
  return createIntl({ locale, defaultLocale: 'en-IN', messages }, cache);
}
