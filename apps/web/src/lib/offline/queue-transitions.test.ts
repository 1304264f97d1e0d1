import { describe, expect, it } from 'vitest';
import type { TEntryDraft, TOfflineEntry } from './offline-entry';
import { countsOf, markRefused, markRetry, markSending, newEntry, nextToSend, nextWakeUp, pendingOf } from './queue-transitions';

const owner = { userId: 'u1', tenantId: 't1' };
const draft = (id: string, takenAt: string): TEntryDraft => ({ id, kind: 'reading', body: { id }, takenAt, stationId: 's1', summary: id });
const entry = (id: string, takenAt: string, extra: Partial<TOfflineEntry> = {}): TOfflineEntry => ({ ...newEntry(draft(id, takenAt), owner, 0), ...extra });

describe('the states of a queued entry', () => {
  it('starts waiting, due at once, with nothing tried and no refusal', () => {
    expect(newEntry(draft('a', '2026-03-01T10:00:00.000Z'), owner, 1_000)).toMatchObject({
      status: 'waiting',
      attempts: 0,
      nextAttemptAt: 1_000,
      userId: 'u1',
      tenantId: 't1',
      refusal: null,
      report: null,
      lastError: null,
    });
  });

  it('a send without verdict: waiting again, one more attempt, due after the back-off, with the reason', () => {
    const sending = markSending(entry('a', '2026-03-01T10:00:00.000Z'));
    expect(sending.status).toBe('sending');
    const once = markRetry(sending, 'network', 10_000, () => 0);
    expect(once).toMatchObject({ status: 'waiting', attempts: 1, nextAttemptAt: 11_000, lastError: 'network' });
    const twice = markRetry(markSending(once), 'server', 20_000, () => 0);
    expect(twice).toMatchObject({ attempts: 2, nextAttemptAt: 22_000, lastError: 'server' });
  });

  it("a refusal: kept with the server's answer, its report to the server pending", () => {
    const refused = markRefused(markSending(entry('a', '2026-03-01T10:00:00.000Z', { lastError: 'network' })), { status: 422, code: 'X', message: 'No.' });
    expect(refused).toMatchObject({ status: 'refused', refusal: { status: 422, code: 'X', message: 'No.' }, report: 'pending', lastError: null });
  });
});

describe('the order entries are sent in', () => {
  const a = entry('a', '2026-03-01T10:00:00.000Z');
  const b = entry('b', '2026-03-01T10:05:00.000Z');
  const c = entry('c', '2026-03-01T10:05:00.000Z');
  const other = { ...entry('z', '2026-03-01T09:00:00.000Z'), userId: 'u2' };

  it('oldest taken first, then by id; only the signed-in user’s; refused ones are not sent', () => {
    expect(pendingOf([c, b, other, a], 'u1').map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(pendingOf([markRefused(a, { status: 409, code: 'C', message: 'm' }), c, b], 'u1').map((e) => e.id)).toEqual(['b', 'c']);
    expect(nextToSend([c, b, other, a], 'u1', 0, false)?.id).toBe('a');
    expect(nextToSend([other], 'u1', 0, false)).toBeNull();
  });

  it('nothing younger overtakes an entry that is backing off; a forced run sends it at once', () => {
    const backingOff = { ...a, attempts: 1, nextAttemptAt: 50_000 };
    expect(nextToSend([backingOff, b, c], 'u1', 10_000, false)).toBeNull();
    expect(nextWakeUp([backingOff, b, c], 'u1')).toBe(50_000);
    expect(nextToSend([backingOff, b, c], 'u1', 50_000, false)?.id).toBe('a');
    expect(nextToSend([backingOff, b, c], 'u1', 10_000, true)?.id).toBe('a');
  });

  it('counts what waits (sending included) and what was refused, per user', () => {
    const refused = markRefused(c, { status: 422, code: 'X', message: 'm' });
    expect(countsOf([a, markSending(b), refused, other], 'u1')).toEqual({ pending: 2, refused: 1 });
    expect(countsOf([a, other], 'u2')).toEqual({ pending: 1, refused: 0 });
    expect(nextWakeUp([refused], 'u1')).toBeNull();
  });
});
