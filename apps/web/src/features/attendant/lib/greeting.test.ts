import { describe, expect, it } from 'vitest';
import { englishIntl } from '@/i18n/known-text';
import { makeTranslate } from '@/i18n/use-t';
import { attendantGreeting as greeting, firstName } from './greeting';

const at = (h: number, m = 0) => new Date(2025, 0, 15, h, m);
const attendantGreeting = (now: Date, name: string | undefined) => greeting(now, name, makeTranslate(englishIntl));

describe("the attendant home's greeting", () => {
  it('says good morning before 12, good afternoon before 18, good evening after, with the first name', () => {
    expect(attendantGreeting(at(0), 'Amit Kumar')).toBe('Good morning, Amit');
    expect(attendantGreeting(at(11, 59), 'Amit Kumar')).toBe('Good morning, Amit');
    expect(attendantGreeting(at(12), 'Amit Kumar')).toBe('Good afternoon, Amit');
    expect(attendantGreeting(at(17, 59), 'Amit Kumar')).toBe('Good afternoon, Amit');
    expect(attendantGreeting(at(18), 'Amit Kumar')).toBe('Good evening, Amit');
    expect(attendantGreeting(at(23, 59), 'Amit Kumar')).toBe('Good evening, Amit');
  });

  it('greets without a name when there is none', () => {
    expect(attendantGreeting(at(9), '  ')).toBe('Good morning');
    expect(attendantGreeting(at(9), undefined)).toBe('Good morning');
    expect(firstName('  Priya   S. Rao ')).toBe('Priya');
  });
});
