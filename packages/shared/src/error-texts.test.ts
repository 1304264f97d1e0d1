import { describe, expect, it } from 'vitest';
import { ERROR_KEYS, ERROR_TEXTS, errorText, errorTextEn, errorTextSignature, formatErrorText, isErrorKey } from './error-texts.constants';
import { ERROR_TEXTS_HI, errorTextHi } from './error-texts.hi';
import { planLimitMessage } from './stations.constants';
import { PLAN_MSG } from './plans';
import { RECONCILIATION_MSG } from './reconciliation';
import { CREDITOR_MSG } from './creditors';
import { FUEL_PRICE_MSG } from './fuel-prices.constants';
import { READING_MSG } from './readings.constants';

/** Sample values for a template's placeholders: a word for an argument, `count` for a plural. */
function sample(template: string, count: number): Record<string, string | number> {
  return Object.fromEntries(errorTextSignature(template).map((s) => {
    const [name, kind] = s.split(':') as [string, string];
    return [name, kind === 'plural' ? count : `<${name}>`];
  }));
}

describe('the failure texts by key (docs/decisions/060)', () => {
  it('give every key a non-empty English and Hindi text, and Hindi has no key English lacks', () => {
    expect(ERROR_KEYS.length).toBeGreaterThan(100);
    const empty = ERROR_KEYS.filter((key) => !ERROR_TEXTS[key].trim() || !ERROR_TEXTS_HI[key]?.trim());
    expect(empty).toEqual([]);
    expect(Object.keys(ERROR_TEXTS_HI).sort()).toEqual([...ERROR_KEYS].sort());
  });

  it('use the same placeholders, of the same kinds, in both languages', () => {
    const differing = ERROR_KEYS.flatMap((key) => {
      const en = errorTextSignature(ERROR_TEXTS[key]).join(', ');
      const hi = errorTextSignature(ERROR_TEXTS_HI[key]).join(', ');
      return en === hi ? [] : [`${key}: en ${en || '—'} / hi ${hi || '—'}`];
    });
    expect(differing).toEqual([]);
  });

  it('are written in the subset the formatter and ICU read alike: no stray brace, no quoting apostrophe', () => {
    const broken: string[] = [];
    for (const [lang, texts] of [['en', ERROR_TEXTS], ['hi', ERROR_TEXTS_HI]] as const) {
      for (const key of ERROR_KEYS) {
        const text = texts[key];
        const params = sample(text, 2);
        for (const rendered of [formatErrorText(text, params, lang), formatErrorText(text, sample(text, 1), lang)]) {
          // Every placeholder replaced: what is left has no brace (a sample value's <name> is no brace).
          if (/[{}]/.test(rendered)) broken.push(`${lang} ${key}: ${rendered}`);
        }
        // An apostrophe before a brace, '#', '|' or another apostrophe would quote in ICU (the web's react-intl).
        if (/'[{}#|']/.test(text)) broken.push(`${lang} ${key}: quoting apostrophe`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('say every text with words in Hindi (Devanagari), the same only where it is placeholders alone', () => {
    const english = ERROR_KEYS.filter((key) => {
      const words = ERROR_TEXTS[key].replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '').replace(/YYYY-MM-DD|JSON|dateFrom|dateTo/g, '');
      return /\p{L}{2,}/u.test(words) && !/\p{Script=Devanagari}/u.test(ERROR_TEXTS_HI[key]);
    });
    expect(english).toEqual([]);
    expect(ERROR_TEXTS_HI['validation.fieldIssue']).toBe(ERROR_TEXTS['validation.fieldIssue']);
  });

  it('make a text from its key and parameters: key, parameters and the English message', () => {
    expect(errorText('reading.notFound')).toEqual({ key: 'reading.notFound', params: {}, message: 'Reading not found' });
    expect(errorText('reading.belowPrevious', { current: '1499.25', previous: '1500.5' })).toEqual({
      key: 'reading.belowPrevious',
      params: { current: '1499.25', previous: '1500.5' },
      message: 'Current reading (1499.25 L) cannot be less than previous reading (1500.5 L)',
    });
    expect(errorTextHi('reading.belowPrevious', { current: '1499.25', previous: '1500.5' })).toBe(
      'मौजूदा रीडिंग (1499.25 L) पिछली रीडिंग (1500.5 L) से कम नहीं हो सकती',
    );
    // A missing parameter (only past the types) stays visible as its placeholder, never "undefined".
    expect(formatErrorText(ERROR_TEXTS['reading.belowPrevious'], { current: '1' })).toBe(
      'Current reading (1 L) cannot be less than previous reading ({previous} L)',
    );
  });

  it("say a failure from the envelope's key and params in either language; tell a key of the catalogue from any other value", () => {
    const params = { plan: 'Premium', limit: 3 };
    expect(errorTextEn('planLimit.stations', params)).toBe(errorText('planLimit.stations', params).message);
    expect(errorTextEn('planLimit.stations', params)).toBe('Your Premium plan allows 3 stations. Upgrade your plan to add more.');
    expect(errorTextHi('planLimit.stations', params)).toBe('आपका Premium प्लान 3 स्टेशनों की अनुमति देता है। और जोड़ने के लिए अपना प्लान अपग्रेड करें।');
    expect(errorTextEn('db.busy')).toBe('Another change to the same records is in progress. Please try again.');
    expect(ERROR_KEYS.every(isErrorKey)).toBe(true);
    expect([isErrorKey('reading.notFund'), isErrorKey('toString'), isErrorKey(undefined), isErrorKey(3)]).toEqual([false, false, false, false]);
  });

  it('refuse a misspelt key, a missing parameter and a stray one at compile time', () => {
    // @ts-expect-error a key that is not in the catalogue
    expect(() => errorText('reading.notFund')).toThrow();
    // @ts-expect-error 'reading.belowPrevious' needs current and previous
    errorText('reading.belowPrevious', { current: '1' });
    // @ts-expect-error a text without parameters takes none
    errorText('reading.notFound', { id: 'x' });
    // @ts-expect-error a plural's parameter is a number
    errorText('plan.inUse', { tenants: 'two' });
    expect(errorText('planLimit.users', { plan: 'Regular', limit: 5 }).params).toEqual({ plan: 'Regular', limit: 5 });
  });

  it("keep the English of the texts with arguments as the server sent it before keys (plurals included)", () => {
    expect(planLimitMessage('stations', 1, 'Regular')).toBe('Your Regular plan allows 1 station. Upgrade your plan to add more.');
    expect(planLimitMessage('stations', 3, 'Premium')).toBe('Your Premium plan allows 3 stations. Upgrade your plan to add more.');
    expect(planLimitMessage('pumps', 4, 'Regular')).toBe('Your Regular plan allows 4 pumps per station. Upgrade your plan to add more.');
    expect(planLimitMessage('nozzles', 1, 'X')).toBe('Your X plan allows 1 nozzle per pump. Upgrade your plan to add more.');
    expect(planLimitMessage('users', 999, 'Pro')).toBe('Your Pro plan allows 999 users. Upgrade your plan to add more.');
    expect(planLimitMessage('users', 0, 'Pro')).toBe('Your Pro plan allows 0 users. Upgrade your plan to add more.');
    expect(PLAN_MSG.inUse(1)).toBe('This plan is used by 1 tenant: move them to another plan before deleting it.');
    expect(PLAN_MSG.inUse(2)).toBe('This plan is used by 2 tenants: move them to another plan before deleting it.');
    expect(RECONCILIATION_MSG.pendingReports(3)).toBe(
      '3 cash reports of this day are still pending: approve or reject them before closing the day.',
    );
    expect(CREDITOR_MSG.creditLimit('Tight Co', '2000.00', '1500.50', '700')).toBe(
      'Credit limit exceeded for Tight Co: the balance is ₹1,500.50 of a ₹2,000.00 limit, and this sale of ₹700.00 would take it to ₹2,200.50.',
    );
    expect(FUEL_PRICE_MSG.noPrice('Petrol', 'MG Road')).toBe("No petrol price is set for MG Road at the reading's time. Set the fuel price first.");
    // The web's catalogue builds its ICU entries by calling the functions with placeholders: still the template.
    expect(READING_MSG.belowPrevious('{current}', '{previous}')).toBe(ERROR_TEXTS['reading.belowPrevious']);
    expect(FUEL_PRICE_MSG.noPrice('{fuel}', '{station}')).toBe(ERROR_TEXTS['reading.noPrice']);
  });

  it("choose Hindi plurals by Hindi's rules (0 and 1 are 'one')", () => {
    const say = (limit: number) => errorTextHi('planLimit.stations', { plan: 'Regular', limit });
    expect(say(1)).toContain('1 स्टेशन की');
    expect(say(0)).toContain('0 स्टेशन की');
    expect(say(3)).toContain('3 स्टेशनों की');
  });
});
