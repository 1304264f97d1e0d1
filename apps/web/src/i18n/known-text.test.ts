import {
  CASH_REPORT_MSG,
  DAY_MSG,
  errorText,
  MSG,
  noPriceText,
  READING_MSG,
  TITLES,
  ZAttendantCashReport,
  ZAttendantReadingForm,
  ZChangePasswordForm,
  ZLoginRequest,
  ZRegisterRequest,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DATE_TEXT_MSG, parseDayText } from '@/components/date-text';
import { ApiError } from '@/lib/api-error';
import { belowPreviousMessage } from '@/lib/reading-rules';
import { parseForm } from '@/lib/zod-form';
import { createAppIntl, englishIntl, knownMessage, noteServerText, noteText, translateKnown } from './known-text';
import { en, type TMessageId } from './messages/en';
import hi from './messages/hi';

const hindi = createAppIntl('hi-IN', hi);
/** The texts a form shows for wrong input: the schema's, through the form's own parse (lib/zod-form.ts). */
const formTexts = (schema: Parameters<typeof parseForm>[0], input: unknown) => {
  const parsed = parseForm(schema, input);
  return parsed.ok ? [] : Object.values(parsed.errors);
};

describe('texts shown in the language chosen (docs/decisions/030 and 060)', () => {
  it("say a server's failure by its key and params, its fuel in the language shown, names as given", () => {
    const below = errorText('reading.belowPrevious', { current: '184523.45', previous: '184600' });
    expect(translateKnown(below, hindi)).toBe('मौजूदा रीडिंग (184523.45 L) पिछली रीडिंग (184600 L) से कम नहीं हो सकती');
    expect(translateKnown(noPriceText('petrol', 'Civil Lines'), hindi)).toBe(
      'Civil Lines पर रीडिंग के समय पेट्रोल का कोई दाम तय नहीं है। पहले ईंधन का दाम तय करें।',
    );
    const error = new ApiError({ status: 409, code: 'DAY_CLOSED', ...errorText('day.closed') });
    expect(translateKnown(error, hindi)).toBe(hi['srv.day.closed']);
  });

  it('say a key the server sent even where only its message is passed on, once the API client has noted it', () => {
    // A text that merely reads like a known one is not taken apart: without its key it stays as it came.
    const unnoted = READING_MSG.belowPrevious('7.5', '8.25');
    expect(translateKnown(unnoted, hindi)).toBe(unnoted);
    noteServerText(errorText('reading.belowPrevious', { current: '7.5', previous: '8.25' }));
    expect(translateKnown(unnoted, hindi)).toBe('मौजूदा रीडिंग (7.5 L) पिछली रीडिंग (8.25 L) से कम नहीं हो सकती');
    // A key this build does not know (a newer server) shows the server's English.
    expect(translateKnown({ message: 'Something new.', key: 'brand.newKey', params: {} }, hindi)).toBe('Something new.');
  });

  it('say the texts the app makes with arguments by the entry they were made from', () => {
    expect(translateKnown(belowPreviousMessage(12, 100)!, hindi)).toBe('मौजूदा रीडिंग (12 L) पिछली रीडिंग (100 L) से कम नहीं हो सकती');
    const after = parseDayText('06/01/2025', { max: '2025-01-05' });
    expect(after).toEqual({ ok: false, error: DATE_TEXT_MSG.after('2025-01-05') });
    expect(translateKnown(!after.ok ? after.error : '', hindi)).toBe('तारीख 05/01/2025 के बाद की नहीं हो सकती');
    const total = noteText(CASH_REPORT_MSG.totalReported('₹12,34,567.00'), 'msg.cash.totalReported', { total: '₹12,34,567.00' });
    expect(translateKnown(total, hindi)).toBe('कुल दर्ज राशि: ₹12,34,567.00');
  });

  it('say constants without arguments by their exact text', () => {
    expect(translateKnown(DAY_MSG.dayClosed, hindi)).toBe(hi['srv.day.closed']);
    expect(translateKnown(MSG.invalidCredentials, hindi)).toBe(hi['srv.auth.invalidCredentials']);
    expect(translateKnown(TITLES.loginFailed, hindi)).toBe(hi['msg.title.loginFailed']);
  });

  it('leave any other text as it came, and English as it is', () => {
    expect(translateKnown('Pump 3 by the gate', hindi)).toBe('Pump 3 by the gate');
    expect(translateKnown('', hindi)).toBe('');
    expect(translateKnown(DAY_MSG.dayClosed, englishIntl)).toBe(DAY_MSG.dayClosed);
    // English is the server's own text, verbatim (its fuel stays lower case, as the server wrote it).
    expect(translateKnown(noPriceText('petrol', 'Civil Lines'), englishIntl)).toBe(noPriceText('petrol', 'Civil Lines').message);
  });

  it("know every message the shared schemas give an attendant's or a signed-out visitor's wrong input", () => {
    const uuid = crypto.randomUUID();
    const messages = [
      ...formTexts(ZLoginRequest, { email: '', password: '' }),
      ...formTexts(ZLoginRequest, { email: 'not an email', password: 'x' }),
      ...formTexts(ZLoginRequest, { email: `${'a'.repeat(300)}@example.com`, password: 'x' }),
      ...formTexts(ZRegisterRequest, { businessName: 'A', name: 'B', email: 'a@b.co', password: 'short' }),
      ...formTexts(ZRegisterRequest, { businessName: 'Acme', name: 'Bo', email: 'a@b.co', password: 'x'.repeat(201) }),
      ...formTexts(ZChangePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' }),
      ...formTexts(ZChangePasswordForm, { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' }),
      ...formTexts(ZAttendantReadingForm, {}),
      ...formTexts(ZAttendantReadingForm, { nozzleId: uuid, reading: '-5' }),
      ...formTexts(ZAttendantReadingForm, { nozzleId: uuid, reading: '12.3456' }),
      ...formTexts(ZAttendantReadingForm, { nozzleId: uuid, reading: '12', paymentMethod: 'credit' }),
      ...formTexts(ZAttendantCashReport, { stationId: '', cashAmount: 0 }),
      ...formTexts(ZAttendantCashReport, { stationId: uuid, shift: 'night', creditAmount: '5' }),
      ...formTexts(ZAttendantCashReport, { stationId: uuid, shift: 'night', cashAmount: '1.234', cardAmount: '99999999' }),
      ...formTexts(ZAttendantCashReport, { stationId: uuid, shift: 'night', cashAmount: 'abc', notes: 'x'.repeat(501) }),
    ];
    expect(messages.length).toBeGreaterThan(15);
    expect([...new Set(messages)].filter((m) => knownMessage(m) === null)).toEqual([]);
    // …and a limit is said with the issue's own number.
    const long = formTexts(ZAttendantCashReport, { stationId: uuid, shift: 'night', cashAmount: '5', notes: 'x'.repeat(501) });
    expect(long.map((m) => translateKnown(m, hindi))).toContain('अधिकतम 500 अक्षर हो सकते हैं');
  });

  it('say one English text one way in Hindi, whichever entry it came from', () => {
    const byText = new Map<string, Set<string>>();
    for (const id of Object.keys(en) as TMessageId[]) {
      if (!id.startsWith('msg.') && !id.startsWith('srv.')) continue;
      byText.set(en[id], (byText.get(en[id]) ?? new Set()).add(hi[id]));
    }
    expect([...byText].filter(([, said]) => said.size > 1).map(([text]) => text)).toEqual([]);
  });
});
