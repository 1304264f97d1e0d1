import { describe, expect, it } from 'vitest';
import {
  timeAgo,
  formatCompactINR,
  formatCompactVolume,
  formatDate,
  formatDateTime,
  formatINR,
  formatLitres,
  formatNumber,
  formatPercent,
  greetingFor,
  initials,
  percentChange,
  toNumericText,
} from './format';

describe('formatINR', () => {
  it('groups in lakh and crore and shows the paisa', () => {
    expect(formatINR(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatINR(100000)).toBe('₹1,00,000.00');
    expect(formatINR(999)).toBe('₹999.00');
    expect(formatINR(0)).toBe('₹0.00');
  });

  it('accepts decimal strings from the database and formats them exactly', () => {
    expect(formatINR('12345678.90')).toBe('₹1,23,45,678.90');
    // Far beyond float precision: a float would lose the last digits.
    expect(formatINR('123456789012345678.25')).toBe('₹1,23,45,67,89,01,23,45,678.25');
  });

  it('rounds half-up to the paisa, as decimals, not as binary floats', () => {
    expect(formatINR('0.005')).toBe('₹0.01');
    expect(formatINR('2.345')).toBe('₹2.35');
    expect(formatINR(1.005)).toBe('₹1.01');
    expect(formatINR('2.344')).toBe('₹2.34');
  });

  it('shows negatives with a minus and never "-₹0.00"', () => {
    expect(formatINR(-1234.5)).toBe('-₹1,234.50');
    expect(formatINR('-0.001')).toBe('₹0.00');
    expect(formatINR(-0)).toBe('₹0.00');
  });

  it('shows a fallback for missing or non-numeric values', () => {
    expect(formatINR(null)).toBe('—');
    expect(formatINR(undefined)).toBe('—');
    expect(formatINR(Number.NaN)).toBe('—');
    expect(formatINR('abc')).toBe('—');
    expect(formatINR('', { fallback: '₹0.00' })).toBe('₹0.00');
  });

  it('takes a number of decimals', () => {
    expect(formatINR(1234.567, { decimals: 0 })).toBe('₹1,235');
  });
});

describe('toNumericText', () => {
  it('normalises numbers, strings and exponents', () => {
    expect(toNumericText('00012.5000')).toBe('12.5');
    expect(toNumericText('1.5e3')).toBe('1500');
    expect(toNumericText(1e-7)).toBe('0.0000001');
    expect(toNumericText('-0.00')).toBe('0');
    expect(toNumericText(10n)).toBe('10');
    expect(toNumericText('1,00,000')).toBe('100000');
    expect(toNumericText('12.3.4')).toBeNull();
    expect(toNumericText('.')).toBeNull();
    expect(toNumericText(Infinity)).toBeNull();
  });
});

describe('formatCompactINR', () => {
  it('uses K, L and Cr', () => {
    expect(formatCompactINR(125000)).toBe('₹1.25 L');
    expect(formatCompactINR(34000000)).toBe('₹3.4 Cr');
    expect(formatCompactINR(1500)).toBe('₹1.5 K');
    expect(formatCompactINR('2500000.00')).toBe('₹25 L');
    expect(formatCompactINR(1e7)).toBe('₹1 Cr');
    expect(formatCompactINR(1e5)).toBe('₹1 L');
    expect(formatCompactINR(1000)).toBe('₹1 K');
  });

  it('groups large crore values in the Indian way', () => {
    expect(formatCompactINR(1234567890123)).toBe('₹1,23,456.79 Cr');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatCompactINR(99999)).toBe('₹1 L');
    expect(formatCompactINR(99400)).toBe('₹99.4 K');
    expect(formatCompactINR(9999999)).toBe('₹1 Cr');
  });

  it('shows small amounts in full', () => {
    expect(formatCompactINR(450)).toBe('₹450');
    expect(formatCompactINR('994.5')).toBe('₹994.50');
    // 999.5 rounds to 1.00 thousand: shown as '₹1 K', like 99,999 is '₹1 L'.
    expect(formatCompactINR('999.5')).toBe('₹1 K');
    expect(formatCompactINR(0)).toBe('₹0');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatCompactINR(-250000)).toBe('-₹2.5 L');
  });

  it('falls back on bad input', () => {
    expect(formatCompactINR(null)).toBe('—');
  });
});

describe('formatLitres', () => {
  it('shows three decimals with grouping and the unit', () => {
    expect(formatLitres(123456.7)).toBe('1,23,456.700 L');
    expect(formatLitres('0.0005')).toBe('0.001 L');
    expect(formatLitres('1500')).toBe('1,500.000 L');
    expect(formatLitres(null)).toBe('—');
  });
});

describe('formatCompactVolume', () => {
  it('shows Lakh from one lakh and M from one million, with the unit', () => {
    expect(formatCompactVolume(250000)).toBe('2.5 Lakh L');
    expect(formatCompactVolume(100000)).toBe('1 Lakh L');
    expect(formatCompactVolume(1500000)).toBe('1.5 M L');
    expect(formatCompactVolume(999999)).toBe('1 M L');
  });

  it('shows smaller volumes in full and takes another unit', () => {
    expect(formatCompactVolume(12345.5)).toBe('12,345.5 L');
    expect(formatCompactVolume('99499.5')).toBe('99,499.5 L');
    expect(formatCompactVolume('99999.994')).toBe('1 Lakh L');
    expect(formatCompactVolume(2500000, 'litres')).toBe('2.5 M litres');
  });
});

describe('formatNumber and formatPercent', () => {
  it('groups numbers in the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber('1234567.891')).toBe('12,34,567.89');
    expect(formatNumber(5, { minimumFractionDigits: 2 })).toBe('5.00');
    expect(formatNumber(undefined)).toBe('—');
  });

  it('shows percentages with one decimal', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(12)).toBe('12.0%');
    expect(formatPercent(-3.25)).toBe('-3.3%');
    expect(formatPercent(0.04)).toBe('0.0%');
    expect(formatPercent(12.5, { signed: true })).toBe('+12.5%');
    expect(formatPercent(0, { signed: true })).toBe('0.0%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('percentChange (document 1, section 4)', () => {
  it('is "New data" when yesterday was zero and today is not', () => {
    expect(percentChange(100, 0)).toEqual({ kind: 'new', label: 'New data', tone: 'positive', percent: null });
    expect(percentChange('1500.00', '0.00')).toMatchObject({ label: 'New data', tone: 'positive' });
  });

  it('is "No data" when both are zero', () => {
    expect(percentChange(0, 0)).toEqual({ kind: 'none', label: 'No data', tone: 'neutral', percent: null });
    expect(percentChange(null, undefined)).toMatchObject({ label: 'No data', tone: 'neutral' });
  });

  it('is a percent change with one decimal and a tone', () => {
    expect(percentChange(150, 100)).toEqual({ kind: 'change', label: '+50.0%', tone: 'positive', percent: 50 });
    expect(percentChange(75, 100)).toEqual({ kind: 'change', label: '-25.0%', tone: 'negative', percent: -25 });
    expect(percentChange(0, 100)).toMatchObject({ label: '-100.0%', tone: 'negative' });
    expect(percentChange(200, 200)).toMatchObject({ label: '0.0%', tone: 'neutral', percent: 0 });
    expect(percentChange('1001', '3000')).toMatchObject({ label: '-66.6%', percent: -66.6 });
    expect(percentChange(100001, 100000)).toMatchObject({ label: '0.0%', tone: 'neutral' });
  });
});

describe('dates in Indian English', () => {
  const instant = '2025-01-05T13:00:00Z';

  it('formats in Asia/Kolkata by default', () => {
    expect(formatDate(instant)).toBe('05 Jan 2025');
    expect(formatDateTime(instant)).toBe('05 Jan 2025, 06:30 pm');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2025-01-05T20:00:00Z')).toBe('06 Jan 2025');
  });

  it('formats in another IANA zone when told', () => {
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('05 Jan 2025, 01:00 pm');
    expect(formatDate('2025-01-05T20:00:00Z', { timeZone: 'America/New_York' })).toBe('05 Jan 2025');
  });

  it('keeps a calendar day as that day in any zone', () => {
    expect(formatDate('2025-03-31')).toBe('31 Mar 2025');
    expect(formatDate('2025-03-31', { timeZone: 'America/Los_Angeles' })).toBe('31 Mar 2025');
  });

  it('accepts Date objects and epoch milliseconds, and falls back on bad input', () => {
    expect(formatDate(new Date(instant))).toBe('05 Jan 2025');
    expect(formatDate(Date.parse(instant))).toBe('05 Jan 2025');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('greetingFor', () => {
  it('follows the hour', () => {
    expect(greetingFor(0)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good afternoon');
    expect(greetingFor(18)).toBe('Good evening');
    expect(greetingFor(23)).toBe('Good evening');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words, up to two', () => {
    expect(initials('Ravi Sharma')).toBe('RS');
    expect(initials('ravi kumar sharma')).toBe('RS');
    expect(initials('Priya')).toBe('P');
    expect(initials('  ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials('(Amit) Patel')).toBe('AP');
  });
});

describe('decimal parsing is linear', () => {
  it('reads a long run of zeros at once', () => {
    const started = performance.now();
    expect(toNumericText('0.' + '0'.repeat(50_000) + '1')).toBe('0.' + '0'.repeat(50_000) + '1');
    expect(toNumericText('1.' + '0'.repeat(50_000))).toBe('1');
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('timeAgo', () => {
  it('says how long ago an instant was, in Indian English', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(timeAgo('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-01-08T12:00:00Z', now)).toBe('2 days ago');
  });
});

describe('Hindi (hi-IN): Indian grouping, Latin digits, Hindi month names', () => {
  const hi = { locale: 'hi-IN' } as const;

  it('formats rupees and litres as in English, digit for digit', () => {
    expect(formatINR(12345678.9, hi)).toBe('₹1,23,45,678.90');
    expect(formatINR('0.005', hi)).toBe('₹0.01');
    expect(formatLitres(123456.7, hi)).toBe('1,23,456.700 L');
    expect(formatNumber(1234567, hi)).toBe('12,34,567');
    expect(formatPercent(7.25, { ...hi, signed: true })).toBe('+7.3%');
  });

  it('names the compact units in Hindi', () => {
    expect(formatCompactINR(125000, hi)).toBe('₹1.25 लाख');
    expect(formatCompactINR(34000000, hi)).toBe('₹3.4 करोड़');
    expect(formatCompactINR(450, hi)).toBe('₹450');
    expect(formatCompactVolume(250000, 'L', hi)).toBe('2.5 लाख L');
  });

  it('writes dates with Hindi month names and Latin digits', () => {
    expect(formatDate('2025-01-05', hi)).toBe('05 जन॰ 2025');
    expect(formatDateTime('2025-01-05T13:00:00Z', hi)).toBe('05 जन॰ 2025, 06:30 pm');
    expect(formatDate(null, hi)).toBe('—');
  });

  it('leaves the English output as it was when no locale is given', () => {
    expect(formatDate('2025-01-05')).toBe('05 Jan 2025');
    expect(formatCompactINR(125000)).toBe('₹1.25 L');
    expect(formatCompactVolume(250000)).toBe('2.5 Lakh L');
  });
});
