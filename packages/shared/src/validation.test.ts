import { describe, expect, it } from 'vitest';
import {
  EMAIL_RE,
  NUMERIC_COLUMNS,
  PAGE_MAX,
  ZDay,
  ZEmail,
  ZPageQuery,
  ZPhone,
  decimal,
  decimalPlaces,
  instant,
  isStorableText,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  numericMax,
  text,
} from './validation';
import { INPUT_MSG } from './validation.constants';

describe('email rule (document 1, section 5)', () => {
  it('accepts text with no spaces, an at-sign and a dot', () => {
    expect(isValidEmail('owner@sharma-fuels.example')).toBe(true);
    expect(isValidEmail('  a.b@c.in  ')).toBe(true);
  });

  it('rejects spaces, a missing at-sign or a missing dot', () => {
    expect(isValidEmail('owner sharma@fuels.example')).toBe(false);
    expect(isValidEmail('owner.sharma-fuels.example')).toBe(false);
    expect(isValidEmail('owner@localhost')).toBe(false);
    expect(isValidEmail('a@@b.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('ZEmail trims and lower-cases, and says what is wrong', () => {
    expect(ZEmail.parse('  Owner@Sharma-Fuels.Example ')).toBe('owner@sharma-fuels.example');
    const empty = ZEmail.safeParse('');
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Email is required');
    const bad = ZEmail.safeParse('not-an-email');
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(ZEmail.safeParse(undefined).error?.issues[0]?.message).toBe('Email is required');
  });
});

describe('phone rule (document 1, section 5)', () => {
  it('takes ten digits starting with 6 to 9, ignoring spaces', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('98765 43210')).toBe(true);
    expect(isValidPhone(' 6 0 0 0 0 0 0 0 0 0 ')).toBe(true);
    expect(normalizePhone('98765 43210')).toBe('9876543210');
  });

  it('rejects other first digits, other lengths and non-digits', () => {
    expect(isValidPhone('5876543210')).toBe(false);
    expect(isValidPhone('0987654321')).toBe(false);
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('98765432101')).toBe(false);
    expect(isValidPhone('+919876543210')).toBe(false);
    expect(isValidPhone('98765-43210')).toBe(false);
  });

  it('ZPhone normalises and explains', () => {
    expect(ZPhone.parse('98765 43210')).toBe('9876543210');
    expect(ZPhone.safeParse('12345').error?.issues[0]?.message).toBe('Phone must be 10 digits starting with 6-9');
  });
});

describe('paging and days', () => {
  it('defaults page 1 and limit 20 and clamps the limit to 100', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(ZPageQuery.parse({ page: '3', limit: '500' })).toEqual({ page: 3, limit: 100 });
    expect(ZPageQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('takes calendar days as YYYY-MM-DD only', () => {
    expect(ZDay.safeParse('2025-01-05').success).toBe(true);
    expect(ZDay.safeParse('05-01-2025').success).toBe(false);
  });
});

describe('free text (docs/decisions/011)', () => {
  const name = text({ min: 1, max: 10, required: 'Name is required' });

  it('trims, and holds the length between min and max', () => {
    expect(name.parse('  Pump 1 ')).toBe('Pump 1');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Must be at most 10 characters');
  });

  it('refuses a NUL and a lone surrogate, and accepts paired surrogates (emoji)', () => {
    expect(name.safeParse('a\u0000b').error?.issues[0]?.message).toBe(INPUT_MSG.invalidCharacters);
    expect(name.safeParse('a\ud800').success).toBe(false);
    expect(name.safeParse('\udc00a').success).toBe(false);
    expect(name.safeParse('a\udfff\ud800').success).toBe(false);
    expect(name.parse('⛽ \ud83d\ude00')).toBe('⛽ \ud83d\ude00');
    expect(isStorableText('नमस्ते')).toBe(true);
  });

  it('stops at the length: one issue for an overlong text, whatever else is wrong with it', () => {
    const issues = name.safeParse('\u0000'.repeat(50)).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['Must be at most 10 characters']);
  });
});

describe('email is checked in linear time, length first', () => {
  it('answers a 40,000-character address at once, with the length message only', () => {
    for (const evil of ['a@' + 'a.'.repeat(20_000) + ' ', 'a@' + '.'.repeat(40_000) + '@', 'a'.repeat(40_000)]) {
      const started = performance.now();
      const result = ZEmail.safeParse(evil);
      expect(performance.now() - started).toBeLessThan(50);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Email is too long']);
    }
  });

  it('the pattern itself is linear on long input (no quadratic backtracking)', () => {
    const started = performance.now();
    for (const evil of ['a@' + 'a.'.repeat(50_000) + ' ', 'a@' + 'a'.repeat(100_000), 'a'.repeat(100_000) + '@']) {
      expect(EMAIL_RE.test(evil)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('keeps the rule: a dot in the domain, not first and not last', () => {
    expect(isValidEmail('a@b.c')).toBe(true);
    expect(isValidEmail('a@b..c')).toBe(true);
    expect(isValidEmail('a@b.c.')).toBe(true);
    expect(isValidEmail('a@.c')).toBe(false);
    expect(isValidEmail('a@bc.')).toBe(false);
    expect(isValidEmail('a\u0000@b.c')).toBe(false);
  });
});

describe('figures are bounded by their column (docs/decisions/011)', () => {
  const litres = decimal({ column: NUMERIC_COLUMNS.litres, error: 'Litres required' });
  const capacity = decimal({ column: NUMERIC_COLUMNS.litres, error: 'Capacity required', positive: true });

  it('takes the column maximum and refuses anything above it', () => {
    expect(numericMax(NUMERIC_COLUMNS.litres)).toBe(99_999_999_999.999);
    expect(numericMax(NUMERIC_COLUMNS.pricePerLitre)).toBe(99_999_999.99);
    expect(litres.parse(99_999_999_999.999)).toBe(99_999_999_999.999);
    expect(litres.safeParse(100_000_000_000).success).toBe(false);
    expect(litres.safeParse(1e308).success).toBe(false);
    expect(litres.safeParse(Infinity).success).toBe(false);
  });

  it('refuses more decimals than the column keeps, so nothing rounds to zero where zero is refused', () => {
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(12.5)).toBe(1);
    expect(decimalPlaces(1.5e3)).toBe(0);
    expect(capacity.safeParse(1e-7).error?.issues[0]?.message).toBe('At most 3 decimals');
    expect(capacity.safeParse(0).success).toBe(false);
    expect(capacity.safeParse(-0).success).toBe(false);
    expect(capacity.parse(0.001)).toBe(0.001);
    expect(litres.safeParse(-0).success).toBe(true);
    expect(litres.safeParse(-0.001).success).toBe(false);
  });
});

describe('pages and days are bounded', () => {
  it('refuses a page number past PAGE_MAX and a day that does not exist', () => {
    expect(ZPageQuery.safeParse({ page: '1e308' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page: String(PAGE_MAX + 1) }).success).toBe(false);
    expect(ZPageQuery.parse({ page: String(PAGE_MAX), limit: '100000' })).toEqual({ page: PAGE_MAX, limit: 100 });
    expect(ZPageQuery.safeParse({ limit: '1e308' }).success).toBe(false);
    expect(ZDay.safeParse('2025-02-30').success).toBe(false);
    expect(ZDay.safeParse('2024-02-29').success).toBe(true);
    expect(ZDay.safeParse('0000-01-01').success).toBe(false);
  });

  it('takes instants with an offset in years 1 to 9999 (a timestamptz has no year 0)', () => {
    expect(instant().safeParse('2025-01-05T10:00:00+05:30').success).toBe(true);
    expect(instant().safeParse('0001-01-01T00:00:00Z').success).toBe(true);
    expect(instant().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(instant('Valid from must be a date and time').safeParse('soon').error?.issues.map((i) => i.message)).toEqual([
      'Valid from must be a date and time',
    ]);
  });
});
