import {
  ALERT_TEXT,
  CASH_REPORT_MSG,
  DAY_MSG,
  MSG,
  READING_MSG,
  TITLES,
  ZAttendantCashReport,
  ZAttendantReadingForm,
  ZChangePasswordForm,
  ZLoginRequest,
  ZRegisterRequest,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DATE_TEXT_MSG } from '@/components/date-text';
import { createAppIntl, englishIntl, knownMessage, translateKnown } from './known-text';
import { en, type TMessageId } from './messages/en';
import hi from './messages/hi';

const hindi = createAppIntl('hi-IN', hi);
const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('known English texts (the server and the shared schemas answer in English)', () => {
  it("show the server's and the spec's texts in Hindi, arguments included", () => {
    expect(translateKnown(DAY_MSG.dayClosed, hindi)).toBe(hi['msg.day.closed']);
    expect(translateKnown(MSG.invalidCredentials, hindi)).toBe(hi['msg.invalidCredentials']);
    expect(translateKnown(TITLES.loginFailed, hindi)).toBe(hi['msg.title.loginFailed']);
    expect(translateKnown(READING_MSG.belowPrevious('184523.45', '184600'), hindi)).toBe(
      'मौजूदा रीडिंग (184523.45 L) पिछली रीडिंग (184600 L) से कम नहीं हो सकती',
    );
    expect(translateKnown(CASH_REPORT_MSG.totalReported('₹12,34,567.00'), hindi)).toBe('कुल दर्ज राशि: ₹12,34,567.00');
    expect(translateKnown(DATE_TEXT_MSG.after('2025-01-05'), hindi)).toBe('तारीख 05/01/2025 के बाद की नहीं हो सकती');
  });

  it("say the server's alert texts for an attendant in Hindi: the fuel and the tank's level too, the names as given", () => {
    const level = ALERT_TEXT.stockLevelOfCapacity('1,200 L', 12, '10,000 L');
    expect(translateKnown(ALERT_TEXT.lowStockTitle('Petrol'), hindi)).toBe('कम स्टॉक: पेट्रोल');
    expect(translateKnown(ALERT_TEXT.lowStock('Diesel', 'Civil Lines', level), hindi)).toBe(
      'Civil Lines पर डीज़ल घटकर 1,200 L (10,000 L का 12%) रह गया है। डिलीवरी की योजना बनाएँ।',
    );
    expect(translateKnown(ALERT_TEXT.criticalStockBelowMinimum('Petrol', 'Civil Lines', '300 L', '500 L'), hindi)).toBe(
      'Civil Lines पर पेट्रोल केवल 300 L है, न्यूनतम स्तर 500 L या उससे कम। अभी भरवाएँ।',
    );
    expect(translateKnown(ALERT_TEXT.criticalStock('Petrol', 'Civil Lines', '300 L'), hindi)).toBe('Civil Lines पर पेट्रोल केवल 300 L है। अभी भरवाएँ।');
    expect(translateKnown(ALERT_TEXT.noReadings('Civil Lines', 'Pump 1', 'Petrol A', 'Petrol'), hindi)).toBe(
      'Civil Lines · Pump 1 · Petrol A (पेट्रोल) की पिछले 24 घंटों में कोई रीडिंग नहीं है।',
    );
    expect(translateKnown(ALERT_TEXT.readingsTaskOther(3), hindi)).toBe('3 नोज़लों की आज अभी तक कोई रीडिंग नहीं है।');
    // In English nothing changes, arguments included.
    expect(translateKnown(ALERT_TEXT.lowStock('Diesel', 'Civil Lines', level), englishIntl)).toBe(ALERT_TEXT.lowStock('Diesel', 'Civil Lines', level));
  });

  it('leave any other text as it came, and English as it is', () => {
    expect(translateKnown('Tank not found.', hindi)).toBe('Tank not found.');
    expect(translateKnown('', hindi)).toBe('');
    expect(translateKnown(DAY_MSG.dayClosed, englishIntl)).toBe(DAY_MSG.dayClosed);
    expect(translateKnown(READING_MSG.belowPrevious('1', '2'), englishIntl)).toBe(READING_MSG.belowPrevious('1', '2'));
  });

  it("recognise every message the shared schemas give an attendant's or a signed-out visitor's wrong input", () => {
    const messages = [
      ...messagesOf(ZLoginRequest.safeParse({ email: '', password: '' })),
      ...messagesOf(ZLoginRequest.safeParse({ email: 'not an email', password: 'x' })),
      ...messagesOf(ZLoginRequest.safeParse({ email: `${'a'.repeat(300)}@example.com`, password: 'x' })),
      ...messagesOf(ZRegisterRequest.safeParse({ businessName: 'A', name: 'B', email: 'a@b.co', password: 'short' })),
      ...messagesOf(ZRegisterRequest.safeParse({ businessName: 'Acme', name: 'Bo', email: 'a@b.co', password: 'x'.repeat(201) })),
      ...messagesOf(ZChangePasswordForm.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' })),
      ...messagesOf(ZChangePasswordForm.safeParse({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' })),
      ...messagesOf(ZAttendantReadingForm.safeParse({})),
      ...messagesOf(ZAttendantReadingForm.safeParse({ nozzleId: crypto.randomUUID(), reading: '-5' })),
      ...messagesOf(ZAttendantReadingForm.safeParse({ nozzleId: crypto.randomUUID(), reading: '12.3456' })),
      ...messagesOf(ZAttendantReadingForm.safeParse({ nozzleId: crypto.randomUUID(), reading: '12', paymentMethod: 'credit' })),
      ...messagesOf(ZAttendantCashReport.safeParse({ stationId: '', cashAmount: 0 })),
      ...messagesOf(ZAttendantCashReport.safeParse({ stationId: crypto.randomUUID(), shift: 'night', creditAmount: '5' })),
      ...messagesOf(ZAttendantCashReport.safeParse({ stationId: crypto.randomUUID(), shift: 'night', cashAmount: '1.234', cardAmount: '99999999' })),
      ...messagesOf(ZAttendantCashReport.safeParse({ stationId: crypto.randomUUID(), shift: 'night', cashAmount: 'abc', notes: 'x'.repeat(501) })),
    ];
    expect(messages.length).toBeGreaterThan(15);
    expect([...new Set(messages)].filter((m) => knownMessage(m) === null)).toEqual([]);
  });

  it('say one English text one way in Hindi, whichever constant it came from', () => {
    const byText = new Map<string, Set<string>>();
    for (const id of Object.keys(en) as TMessageId[]) {
      if (!id.startsWith('msg.')) continue;
      byText.set(en[id], (byText.get(en[id]) ?? new Set()).add(hi[id]));
    }
    expect([...byText].filter(([, said]) => said.size > 1).map(([text]) => text)).toEqual([]);
  });
});
