import {
  formatCompactINR,
  formatDate,
  formatDateTime,
  formatINR,
  formatLitres,
  formatNumber,
  formatPercent,
  type TDateInput,
  type TDateOptions,
  type TFormatLocale,
  type TMoneyOptions,
  type TNumeric,
} from '@forecourt/shared';
import { useMemo } from 'react';
import { useIntlShape } from './use-t';

type TNumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number; fallback?: string };

/** Intl tags with Latin digits pinned (a Hindi clock never switches to Devanagari numerals). */
const TAG: Record<TFormatLocale, string> = { 'en-IN': 'en-IN', 'hi-IN': 'hi-IN-u-nu-latn' };

/** A clock time: '1:00 pm' in Indian English; 'दोपहर 1:00' in Hindi (the part of the day, as Hindi says it). */
const CLOCK: Record<TFormatLocale, Intl.DateTimeFormatOptions> = {
  'en-IN': { hour: 'numeric', minute: '2-digit', hour12: true },
  'hi-IN': { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};

/**
 * The packages/shared formatting helpers in the language shown: ₹ with lakh/crore grouping and Latin
 * digits in both, Hindi month and day names in Hindi. The English output is the helpers' own.
 */
export function formatterFor(locale: TFormatLocale) {
  const o = { locale };
  const longDate = new Intl.DateTimeFormat(TAG[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const clock = new Intl.DateTimeFormat(TAG[locale], CLOCK[locale]);
  return {
    locale,
    inr: (value: TNumeric, opts: TMoneyOptions = {}) => formatINR(value, { ...opts, ...o }),
    compactInr: (value: TNumeric, opts: { fallback?: string } = {}) => formatCompactINR(value, { ...opts, ...o }),
    litres: (value: TNumeric, opts: { decimals?: number; fallback?: string } = {}) => formatLitres(value, { ...opts, ...o }),
    number: (value: TNumeric, opts: TNumberOptions = {}) => formatNumber(value, { ...opts, ...o }),
    percent: (value: TNumeric, opts: { signed?: boolean; fallback?: string } = {}) => formatPercent(value, { ...opts, ...o }),
    date: (value: TDateInput | null | undefined, opts: TDateOptions = {}) => formatDate(value, { ...opts, ...o }),
    dateTime: (value: TDateInput | null | undefined, opts: TDateOptions = {}) => formatDateTime(value, { ...opts, ...o }),
    /** 'Sunday, 5 January 2025' / 'रविवार, 5 जनवरी 2025'. */
    longDate: (date: Date) => longDate.format(date),
    /** '1:00 pm' / 'दोपहर 1:00'. */
    clock: (date: Date) => clock.format(date),
  };
}

export type TFormatter = ReturnType<typeof formatterFor>;

/** Formatting in the language shown (English outside the provider). */
export function useFormat(): TFormatter {
  const { locale } = useIntlShape();
  const formatLocale: TFormatLocale = locale === 'hi-IN' ? 'hi-IN' : 'en-IN';
  return useMemo(() => formatterFor(formatLocale), [formatLocale]);
}
