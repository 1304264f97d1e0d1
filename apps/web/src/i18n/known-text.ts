import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { en, type TMessageId } from './messages/en';

/**
 * English texts that reach the screen as text — a server's error message, a shared schema's message,
 * a toast raised with a packages/shared constant — recognised by the `msg.*` entries of the catalogue
 * (which are those constants) and said in the language shown. The server answers in English
 * (docs/decisions/030); anything not recognised is shown as it came.
 */
type TPattern = { id: TMessageId; re: RegExp; args: string[] };

const ARG_RE = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EXACT = new Map<string, TMessageId>();
const PATTERNS: TPattern[] = [];
for (const [id, text] of Object.entries(en) as Array<[TMessageId, string]>) {
  if (!id.startsWith('msg.')) continue;
  const args = [...text.matchAll(ARG_RE)].map((m) => m[1]!);
  if (args.length === 0) {
    if (!EXACT.has(text)) EXACT.set(text, id);
    continue;
  }
  // "Current reading ({current} L) cannot be…" → /^Current reading \((.+?) L\) cannot be…$/
  const source = text
    .split(ARG_RE)
    .map((part, i) => (i % 2 === 0 ? escape(part) : '(.+?)'))
    .join('');
  PATTERNS.push({ id, re: new RegExp(`^${source}$`, 's'), args });
}

/** The catalogue entry an English text is, with the values of its arguments; null when it is none. */
export function knownMessage(text: string): { id: TMessageId; values: Record<string, string> } | null {
  const id = EXACT.get(text);
  if (id) return { id, values: {} };
  for (const p of PATTERNS) {
    const m = p.re.exec(text);
    if (m) return { id: p.id, values: Object.fromEntries(p.args.map((name, i) => [name, m[i + 1]!])) };
  }
  return null;
}

/** The fuel names a server's text carries ("Low stock: Petrol"), by their English label. */
const FUEL_LABELS = new Map<string, TMessageId>();
for (const [id, text] of Object.entries(en) as Array<[TMessageId, string]>) {
  if (id.startsWith('label.fuel.')) FUEL_LABELS.set(text, id);
}

/**
 * The text in `intl`'s language when it is a known English text; otherwise the text as it is. Its
 * arguments are said in that language too when they are known texts themselves (a tank's level, "1,200 L
 * (12% of 10,000 L)") or fuel names; names the user gave (stations, pumps) stay as they are.
 */
export function translateKnown(text: string, intl: IntlShape, depth = 0): string {
  const known = knownMessage(text);
  if (!known) return text;
  const values = depth > 0 ? known.values : Object.fromEntries(Object.entries(known.values).map(([name, value]) => [name, translateArgument(value, intl)]));
  return String(intl.formatMessage({ id: known.id }, values));
}

function translateArgument(value: string, intl: IntlShape): string {
  const fuel = FUEL_LABELS.get(value);
  return fuel ? String(intl.formatMessage({ id: fuel })) : translateKnown(value, intl, 1);
}

const cache = createIntlCache();

/** The English catalogue as an IntlShape: outside the provider (a component's unit test) and until it starts. */
export const englishIntl: IntlShape = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', messages: en }, cache);

let active: IntlShape = englishIntl;

/** The provider says which language is shown, for code outside React (toasts: lib/notify.ts). */
export function setActiveIntl(intl: IntlShape): void {
  active = intl;
}

/** A known English text in the language shown now (toasts raised outside a component's render). */
export function translateShown(text: string): string;
export function translateShown(text: string | undefined): string | undefined;
export function translateShown(text: string | undefined): string | undefined {
  return text === undefined ? undefined : translateKnown(text, active);
}

/** A catalogue message in the language shown now, for code outside React. */
export function messageShown(id: TMessageId, values?: Record<string, string | number>): string {
  return String(active.formatMessage({ id }, values));
}

export function createAppIntl(locale: string, messages: Record<TMessageId, string>): IntlShape {
  return createIntl({ locale, defaultLocale: 'en-IN', messages }, cache);
}
