import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { learnServerClock, offsetFromDate, serverNow } from './server-clock';

describe("the server's clock from Date headers", () => {
  const at = (iso: string) => Date.parse(iso);

  it('is the server time (middle of its whole second) minus the middle of the round trip', () => {
    // The phone is 10 minutes slow; the exchange took 200 ms.
    const sent = at('2026-03-01T10:00:00.000Z');
    expect(offsetFromDate('Sun, 01 Mar 2026 10:10:00 GMT', sent, sent + 200)).toBe(10 * 60_000 + 500 - 100);
    // A phone running fast has a negative offset.
    expect(offsetFromDate('Sun, 01 Mar 2026 10:00:00 GMT', at('2026-03-01T10:05:00.000Z'), at('2026-03-01T10:05:00.100Z'))).toBe(-5 * 60_000 + 500 - 50);
  });

  it('learns nothing from a missing or unreadable header, or from a round trip too long to say anything', () => {
    const sent = at('2026-03-01T10:00:00.000Z');
    expect(offsetFromDate(null, sent, sent + 10)).toBeNull();
    expect(offsetFromDate('yesterday', sent, sent + 10)).toBeNull();
    expect(offsetFromDate('Sun, 01 Mar 2026 10:00:00 GMT', sent, sent + 60_000)).toBeNull();
    expect(offsetFromDate('Sun, 01 Mar 2026 10:00:00 GMT', sent, sent - 1)).toBeNull();
  });

  it('corrects the time an entry is taken once an answer has been seen', () => {
    const sent = Date.now();
    const server = new Date(sent + 3_600_000);
    learnServerClock(new Response(null, { headers: { date: server.toUTCString() } }), sent, sent + 100);
    const phone = Date.now();
    expect(Math.abs(serverNow(phone) - (phone + 3_600_000))).toBeLessThan(1_600);
  });
});
