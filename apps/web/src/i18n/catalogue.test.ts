import { isArgumentElement, isPluralElement, isSelectElement, isTagElement, parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ATTENDANT_MSG, CASH_REPORT_MSG, DAY_MSG, errorTextEn, INPUT_MSG, MSG, READING_MSG } from '@forecourt/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ATTENDANT_NAV } from '@/app/nav';
import { routes } from '@/app/router';
import { englishIntl } from './known-text';
import { en, type TMessageId } from './messages/en';
import hi from './messages/hi';

const ids = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

/** Every argument a message uses, with its kind ('name:argument', 'count:plural'), and its tags ('<b>'). */
function signature(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (isTagElement(el)) {
      out.add(`<${el.value}>`);
      signature(el.children, out);
      continue;
    }
    out.add(`${el.value}:${isArgumentElement(el) ? 'argument' : TYPE[el.type]}`);
    if (isPluralElement(el) || isSelectElement(el)) for (const option of Object.values(el.options)) signature(option.value, out);
  }
  return out;
}

describe('the catalogues', () => {
  it('have the same keys in English and Hindi: a key missing from either fails', () => {
    const missingInHindi = ids(en).filter((id) => !(id in hi));
    const missingInEnglish = ids(hi).filter((id) => !(id in en));
    expect({ missingInHindi, missingInEnglish }).toEqual({ missingInHindi: [], missingInEnglish: [] });
  });

  it('hold only messages that parse as ICU MessageFormat', () => {
    const broken: string[] = [];
    for (const [name, catalogue] of [['en', en], ['hi', hi]] as const) {
      for (const [id, text] of Object.entries(catalogue)) {
        try {
          parse(text, { requiresOtherClause: true });
        } catch (error) {
          broken.push(`${name} ${id}: ${(error as Error).message}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('use the same argument names, kinds and tags in both languages', () => {
    const differing = (Object.keys(en) as TMessageId[]).flatMap((id) => {
      const a = [...signature(parse(en[id]))].sort();
      const b = [...signature(parse(hi[id]))].sort();
      return JSON.stringify(a) === JSON.stringify(b) ? [] : [`${id}: en ${a.join(', ') || '—'} / hi ${b.join(', ') || '—'}`];
    });
    expect(differing).toEqual([]);
  });

  it('translate every message into Hindi (the same text only where nothing is in words)', () => {
    const unchanged = (Object.keys(en) as TMessageId[]).filter((id) => en[id] === hi[id] && /\p{L}{2,}/u.test(en[id].replace(/\{[^}]*\}|<\/?\w+>|Forecourt|UPI/g, '')));
    expect(unchanged).toEqual([]);
  });

  it('name every title and nav label the app looks up (a route or an entry naming an unknown message fails)', () => {
    const walk = (list: RouteObject[]): string[] =>
      list.flatMap((r) => [...(r.handle && 'titleId' in r.handle ? [String(r.handle.titleId)] : []), ...walk(r.children ?? [])]);
    const named = [...walk(routes), ...ATTENDANT_NAV.flatMap((l) => [l.labelId, l.shortId].filter((x): x is TMessageId => Boolean(x)))];
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((name) => !(name in en))).toEqual([]);
    // Their English is the page's English title as before.
    for (const l of ATTENDANT_NAV) if (l.labelId) expect(en[l.labelId]).toBe(l.label);
  });

  it("keep the spec's English texts verbatim (msg.* entries are the packages/shared constants)", () => {
    const say = (id: TMessageId, values?: Record<string, string>) => englishIntl.formatMessage({ id }, values);
    expect(say('msg.attendant.missingReading')).toBe(ATTENDANT_MSG.missingReading);
    expect(say('srv.day.closed')).toBe(DAY_MSG.dayClosed);
    expect(say('srv.auth.invalidCredentials')).toBe(MSG.invalidCredentials);
    expect(say('srv.request.rateLimited')).toBe(MSG.rateLimited);
    expect(say('srv.auth.forbidden')).toBe(MSG.forbiddenAction);
    expect(say('srv.reading.belowPrevious', { current: '12.5', previous: '100' })).toBe(READING_MSG.belowPrevious('12.5', '100'));
    expect(say('msg.reading.recorded', { litres: '1,234.500', nozzleNumber: '2' })).toBe(READING_MSG.recorded('1,234.500', 2));
    expect(say('msg.cash.totalReported', { total: '₹1,00,000.00' })).toBe(CASH_REPORT_MSG.totalReported('₹1,00,000.00'));
    expect(say('msg.input.tooLong', { max: '120' })).toBe(INPUT_MSG.tooLong(120));
    // Every msg.* and srv.* entry reads back as written: no ICU quoting changes a spec or server text.
    const changed = (Object.keys(en) as TMessageId[])
      .filter((id) => id.startsWith('msg.') || (id.startsWith('srv.') && !en[id].includes(', plural,')))
      .filter((id) => {
        const names = [...en[id].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const values = Object.fromEntries(names.map((n) => [n, `«${n}»`]));
        return say(id, values) !== en[id].replace(/\{(\w+)\}/g, '«$1»');
      });
    expect(changed).toEqual([]);
    // The server's plurals say what the server says (packages/shared formats its English itself).
    for (const limit of [1, 2, 12]) {
      expect(say('srv.planLimit.stations', { plan: 'Regular', limit } as never)).toBe(errorTextEn('planLimit.stations', { plan: 'Regular', limit }));
    }
  });
});
