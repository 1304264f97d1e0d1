import { LOCALES, STORAGE_KEYS, type TFormatLocale, type TLocale } from '@forecourt/shared';

/**
 * The app's languages (docs/decisions/030): English and Hindi. Each maps to an Intl locale of India, so
 * numbers group in lakh and crore in both and dates name Hindi months in Hindi.
 */
export const DEFAULT_LOCALE: TLocale = 'en';

export const INTL_LOCALE: Record<TLocale, TFormatLocale> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The browser's first guess: Hindi when any of its languages is Hindi (hi, hi-IN, …), else English. */
export function browserLocale(languages: readonly string[] | undefined): TLocale {
  return (languages ?? []).some((l) => /^hi(?:-|$)/i.test(l)) ? 'hi' : DEFAULT_LOCALE;
}

/**
 * The language to show: the signed-in user's saved choice, else the last choice on this device, else
 * the browser's languages, else English.
 */
export function resolveLocale(input: { user: TLocale | null; device: TLocale | null; languages: readonly string[] | undefined }): TLocale {
  return input.user ?? input.device ?? browserLocale(input.languages);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The last choice made on this device, or null (none, or something unreadable). */
export function readDeviceLocale(): TLocale | null {
  try {
    const value = storage()?.getItem(STORAGE_KEYS.locale);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDeviceLocale(locale: TLocale): void {
  try {
    storage()?.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Storage refused (private mode, full): the choice holds until the page is closed.
  }
}

export function browserLanguages(): readonly string[] | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.languages;
}
