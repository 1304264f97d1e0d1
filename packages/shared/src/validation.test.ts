import { describe, expect, it } from 'vitest';
import { ZEmail, ZPageQuery, ZPhone, isValidEmail, isValidPhone, normalizePhone, ZDay } from './validation';

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
