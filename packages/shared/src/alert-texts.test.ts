import { describe, expect, it } from 'vitest';
import { ALERT_TEXT_KEYS, ALERT_TEXTS, alertText, alertTextEn, alertTextRef, isAlertTextKey } from './alert-texts.constants';
import { ALERT_TEXTS_HI, alertTextHi } from './alert-texts.hi';
import { ERROR_TEXTS, errorTextSignature, formatErrorText } from './error-texts.constants';

/** Sample values for a template's placeholders: a word for an argument, `count` for a plural. */
function sample(template: string, count: number): Record<string, string | number> {
  return Object.fromEntries(
    errorTextSignature(template).map((s) => {
      const [name, kind] = s.split(':') as [string, string];
      return [name, kind === 'plural' ? count : `<${name}>`];
    }),
  );
}

/**
 * The English the server wrote before keys (alerts.rules.ts, feed.service.ts, sync-refusals.service.ts
 * as they were), for checking the catalogue against it byte for byte.
 */
const OLD = {
  level: (litres: string, percent: string | number, capacity: string) => `${litres} (${percent}% of ${capacity})`,
  lowStock: (fuel: string, station: string, level: string) => `${fuel} at ${station} is down to ${level}. Plan a delivery.`,
  criticalStock: (fuel: string, station: string, level: string) => `${fuel} at ${station} is at ${level}. Refill now.`,
  criticalStockBelowMinimum: (fuel: string, station: string, level: string, minimum: string) =>
    `${fuel} at ${station} is at ${level}, at or below the minimum level of ${minimum}. Refill now.`,
  noReadings: (station: string, pump: string, nozzle: string, fuel: string) =>
    `${station} · ${pump} · ${nozzle} (${fuel}) has no reading in the last 24 hours.`,
  readingsTask: (n: number) => (n === 1 ? `${n} nozzle has no reading yet today.` : `${n} nozzles have no reading yet today.`),
  cashReportsTask: (n: number) => `${n} ${n === 1 ? 'cash report is' : 'cash reports are'} waiting for your review.`,
  creditAmounts: (balance: string, limit: string) => `${balance} of its ${limit} credit limit`,
  refused: (user: string, kind: string, station: string, when: string, summary: string, reason: string) =>
    `${user}'s ${kind} taken offline at ${station} on ${when} was refused when it synced. Entry: ${summary} Reason: ${reason}`,
};

/** The web's Hindi before keys (apps/web/src/i18n/messages/hi/spec.ts, `msg.alert.*`, `msg.feed.readingsTask*`). */
const OLD_HI = {
  level: '{litres} ({capacity} का {percent}%)',
  lowStock: '{station} पर {fuel} घटकर {level} रह गया है। डिलीवरी की योजना बनाएँ।',
  criticalStockBelowMinimum: '{station} पर {fuel} केवल {level} है, न्यूनतम स्तर {minimum} या उससे कम। अभी भरवाएँ।',
  criticalStock: '{station} पर {fuel} केवल {level} है। अभी भरवाएँ।',
  readingsTaskOne: '{count} नोज़ल की आज अभी तक कोई रीडिंग नहीं है।',
  readingsTaskOther: '{count} नोज़लों की आज अभी तक कोई रीडिंग नहीं है।',
};

describe('the alert and feed texts by key (docs/decisions/061)', () => {
  it('give every key a non-empty English and Hindi text, no key of the failure texts, and Hindi has no key English lacks', () => {
    expect(ALERT_TEXT_KEYS.length).toBe(28);
    const empty = ALERT_TEXT_KEYS.filter((key) => !ALERT_TEXTS[key].trim() || !ALERT_TEXTS_HI[key]?.trim());
    expect(empty).toEqual([]);
    expect(Object.keys(ALERT_TEXTS_HI).sort()).toEqual([...ALERT_TEXT_KEYS].sort());
    expect(ALERT_TEXT_KEYS.filter((key) => Object.hasOwn(ERROR_TEXTS, key))).toEqual([]);
    expect(ALERT_TEXT_KEYS.filter((key) => !/^(alert|feed)\.[a-z][A-Za-z]+$/.test(key))).toEqual([]);
  });

  it('use the same placeholders, of the same kinds, in both languages', () => {
    const differing = ALERT_TEXT_KEYS.flatMap((key) => {
      const en = errorTextSignature(ALERT_TEXTS[key]).join(', ');
      const hi = errorTextSignature(ALERT_TEXTS_HI[key]).join(', ');
      return en === hi ? [] : [`${key}: en ${en || '—'} / hi ${hi || '—'}`];
    });
    expect(differing).toEqual([]);
  });

  it('are written in the subset the formatter and ICU read alike: no stray brace, no quoting apostrophe', () => {
    const broken: string[] = [];
    for (const [lang, texts] of [['en', ALERT_TEXTS], ['hi', ALERT_TEXTS_HI]] as const) {
      for (const key of ALERT_TEXT_KEYS) {
        const text = texts[key];
        for (const rendered of [formatErrorText(text, sample(text, 2), lang), formatErrorText(text, sample(text, 1), lang)]) {
          if (/[{}]/.test(rendered)) broken.push(`${lang} ${key}: ${rendered}`);
        }
        if (/'[{}#|']/.test(text)) broken.push(`${lang} ${key}: quoting apostrophe`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('say every text with words in Hindi (Devanagari)', () => {
    const english = ALERT_TEXT_KEYS.filter((key) => !/\p{Script=Devanagari}/u.test(ALERT_TEXTS_HI[key]));
    expect(english).toEqual([]);
  });

  it('make a text from its key and parameters; a `fuel` is the fuel type in params and its English label in the message', () => {
    const low = alertText('alert.lowStockOfCapacity', { fuel: 'diesel', station: 'Civil Lines', litres: '1,200.000 L', percent: 12, capacity: '10,000.000 L' });
    expect(low).toEqual({
      key: 'alert.lowStockOfCapacity',
      params: { fuel: 'diesel', station: 'Civil Lines', litres: '1,200.000 L', percent: 12, capacity: '10,000.000 L' },
      message: 'Diesel at Civil Lines is down to 1,200.000 L (12% of 10,000.000 L). Plan a delivery.',
    });
    expect(alertTextRef(low)).toEqual({ key: low.key, params: low.params });
    expect(alertText('alert.noReadingsTitle')).toEqual({ key: 'alert.noReadingsTitle', params: {}, message: 'No readings in 24 hours' });
    expect(alertTextEn('alert.priceMissingTitle', { fuel: 'premium' })).toBe('Price missing: Premium');
    // A fuel that is no type (only past the types) is said as given.
    expect(alertTextEn('alert.priceMissingTitle', { fuel: 'CNG' })).toBe('Price missing: CNG');
    expect(alertTextHi('alert.lowStockTitle', { fuel: 'पेट्रोल' })).toBe('कम स्टॉक: पेट्रोल');
    expect(ALERT_TEXT_KEYS.every(isAlertTextKey)).toBe(true);
    expect([isAlertTextKey('alert.notFound'), isAlertTextKey('toString'), isAlertTextKey(undefined)]).toEqual([false, false, false]);
  });

  it('refuse a misspelt key, a missing parameter, a stray one and a fuel that is no type at compile time', () => {
    // @ts-expect-error a key that is not in the catalogue
    expect(() => alertText('alert.lowStok', { fuel: 'petrol' })).toThrow();
    // @ts-expect-error 'alert.lowStock' needs station and litres too
    alertText('alert.lowStock', { fuel: 'petrol' });
    // @ts-expect-error a text without parameters takes none
    alertText('alert.noReadingsTitle', { station: 'x' });
    // @ts-expect-error a plural's parameter is a number
    alertText('feed.readingsTask', { count: 'two' });
    // @ts-expect-error `fuel` is a fuel type, not its label
    alertText('alert.lowStockTitle', { fuel: 'Petrol' });
    expect(alertText('feed.readingsTask', { count: 2 }).params).toEqual({ count: 2 });
  });

  it('keep the English the server wrote before keys, byte for byte', () => {
    const [fuel, station, litres, capacity, minimum] = ['Petrol', 'MG Road', '2,500.000 L', '10,000.000 L', '1,000.000 L'];
    const p = { fuel: 'petrol', station, litres } as const;
    const share = { ...p, percent: 25, capacity };
    expect(alertText('alert.lowStockTitle', { fuel: 'petrol' }).message).toBe(`Low stock: ${fuel}`);
    expect(alertText('alert.criticalStockTitle', { fuel: 'diesel' }).message).toBe('Critical stock: Diesel');
    expect(alertText('alert.lowStock', p).message).toBe(OLD.lowStock(fuel, station, litres));
    expect(alertText('alert.lowStockOfCapacity', share).message).toBe(OLD.lowStock(fuel, station, OLD.level(litres, 25, capacity)));
    expect(alertText('alert.criticalStock', p).message).toBe(OLD.criticalStock(fuel, station, litres));
    expect(alertText('alert.criticalStockOfCapacity', { ...share, percent: 2.5 }).message).toBe(
      OLD.criticalStock(fuel, station, OLD.level(litres, 2.5, capacity)),
    );
    expect(alertText('alert.criticalStockBelowMinimum', { ...p, minimum }).message).toBe(OLD.criticalStockBelowMinimum(fuel, station, litres, minimum));
    expect(alertText('alert.criticalStockBelowMinimumOfCapacity', { ...share, minimum }).message).toBe(
      OLD.criticalStockBelowMinimum(fuel, station, OLD.level(litres, 25, capacity), minimum),
    );
    expect(alertText('alert.noReadings', { station, pump: 'Pump 1', nozzle: 'Petrol A', fuel: 'petrol' }).message).toBe(
      OLD.noReadings(station, 'Pump 1', 'Petrol A', fuel),
    );
    for (const n of [1, 2, 11]) {
      expect(alertText('feed.readingsTask', { count: n }).message).toBe(OLD.readingsTask(n));
      expect(alertText('feed.cashReportsTask', { count: n }).message).toBe(OLD.cashReportsTask(n));
    }
    expect(alertText('feed.readingsTaskTitle').message).toBe("Today's readings");
    expect(alertText('feed.cashReportsTaskTitle').message).toBe('Cash reports to approve');

    const amounts = { partyName: 'Tight Co', balance: '₹1,900.00', limit: '₹2,000.00' };
    expect(alertText('alert.creditorNearLimitTitle', { partyName: 'Tight Co' }).message).toBe('Near credit limit: Tight Co');
    expect(alertText('alert.creditorNearLimit', amounts).message).toBe(`Tight Co owes ${OLD.creditAmounts('₹1,900.00', '₹2,000.00')} (over 80%).`);
    expect(alertText('alert.creditorOverLimitTitle', { partyName: 'Tight Co' }).message).toBe('Over credit limit: Tight Co');
    expect(alertText('alert.creditorOverLimit', amounts).message).toBe(
      `Tight Co owes ${OLD.creditAmounts('₹1,900.00', '₹2,000.00')}. Collect a payment before more credit sales.`,
    );
    expect(alertText('alert.cashReportPendingTitle').message).toBe('Cash report waiting for approval');
    expect(alertText('alert.cashReportPending', { user: 'Asha', shift: 'night', station, day: '05 Mar 2026' }).message).toBe(
      `Asha's night shift cash report for ${station} on 05 Mar 2026 is waiting for approval.`,
    );
    expect(alertText('alert.priceMissingTitle', { fuel: 'diesel' }).message).toBe('Price missing: Diesel');
    expect(alertText('alert.priceMissing', { station, fuel: 'diesel' }).message).toBe(
      `${station} has active Diesel nozzles but no Diesel price. Readings cannot be recorded until a price is set.`,
    );
    expect(alertText('alert.dayNotReconciledTitle').message).toBe('Day not reconciled');
    expect(alertText('alert.dayNotReconciled', { station, day: '05 Mar 2026' }).message).toBe(
      `${station}: the sales of 05 Mar 2026 are not reconciled yet. Compare them with the cash reports and close the day.`,
    );
    const refusal = { user: 'Asha', station, when: '05 Mar 2026, 06:30 pm', summary: 'Nozzle A: 1,500.5.', reason: 'Day already finalized for this station.' };
    expect(alertText('alert.offlineReadingRefusedTitle', { user: 'Asha' }).message).toBe('Offline reading refused: Asha');
    expect(alertText('alert.offlineCashReportRefusedTitle', { user: 'Asha' }).message).toBe('Offline cash report refused: Asha');
    expect(alertText('alert.offlineReadingRefused', refusal).message).toBe(
      OLD.refused('Asha', 'reading', station, refusal.when, refusal.summary, refusal.reason),
    );
    expect(alertText('alert.offlineCashReportRefused', refusal).message).toBe(
      OLD.refused('Asha', 'cash report', station, refusal.when, refusal.summary, refusal.reason),
    );
  });

  it("take the web's Hindi byte for byte, the nested level written out", () => {
    const v = { fuel: 'डीज़ल', station: 'Civil Lines', litres: '1,200 L', percent: 12, capacity: '10,000 L', minimum: '500 L' };
    const level = formatErrorText(OLD_HI.level, v, 'hi');
    const old = (template: string, l: string) => formatErrorText(template, { ...v, level: l }, 'hi');
    expect(alertTextHi('alert.lowStock', v)).toBe(old(OLD_HI.lowStock, v.litres));
    expect(alertTextHi('alert.lowStockOfCapacity', v)).toBe(old(OLD_HI.lowStock, level));
    expect(alertTextHi('alert.criticalStock', v)).toBe(old(OLD_HI.criticalStock, v.litres));
    expect(alertTextHi('alert.criticalStockOfCapacity', v)).toBe(old(OLD_HI.criticalStock, level));
    expect(alertTextHi('alert.criticalStockBelowMinimum', v)).toBe(old(OLD_HI.criticalStockBelowMinimum, v.litres));
    expect(alertTextHi('alert.criticalStockBelowMinimumOfCapacity', v)).toBe(old(OLD_HI.criticalStockBelowMinimum, level));
    expect(ALERT_TEXTS_HI['alert.lowStockTitle']).toBe('कम स्टॉक: {fuel}');
    expect(ALERT_TEXTS_HI['alert.criticalStockTitle']).toBe('स्टॉक बहुत कम: {fuel}');
    expect(ALERT_TEXTS_HI['alert.noReadingsTitle']).toBe('24 घंटे से कोई रीडिंग नहीं');
    expect(ALERT_TEXTS_HI['alert.noReadings']).toBe('{station} · {pump} · {nozzle} ({fuel}) की पिछले 24 घंटों में कोई रीडिंग नहीं है।');
    expect(ALERT_TEXTS_HI['feed.readingsTaskTitle']).toBe('आज की रीडिंग');
    // Hindi's plural rules: 0 and 1 are 'one' (the feed never shows 0).
    expect(alertTextHi('feed.readingsTask', { count: 1 })).toBe(OLD_HI.readingsTaskOne.replace('{count}', '1'));
    expect(alertTextHi('feed.readingsTask', { count: 3 })).toBe(OLD_HI.readingsTaskOther.replace('{count}', '3'));
    expect(alertTextHi('feed.cashReportsTask', { count: 2 })).toBe('2 नकद रिपोर्टें आपकी जाँच की प्रतीक्षा में हैं।');
  });
});
