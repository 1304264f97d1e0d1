import { MSG } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { classifyAnswer } from './classify-answer';

const http = (status: number, payload: unknown) => classifyAnswer({ kind: 'http', status, payload });
const failure = (code: string, message: string) => ({ success: false, code, message });

describe('what an answer means for a queued entry', () => {
  it('done: the success envelope, stored (201) or the stored record of a replay (200)', () => {
    expect(http(201, { success: true, data: { id: 'a' } })).toEqual({ kind: 'done', data: { id: 'a' } });
    expect(http(200, { success: true, data: { id: 'a' } })).toEqual({ kind: 'done', data: { id: 'a' } });
  });

  it('retry: no answer, a time-out, 408, 429, 5xx — and a 2xx that is not the API (a captive portal page)', () => {
    expect(classifyAnswer({ kind: 'network' })).toEqual({ kind: 'retry', reason: 'network' });
    expect(classifyAnswer({ kind: 'timeout' })).toEqual({ kind: 'retry', reason: 'timeout' });
    expect(http(408, undefined)).toEqual({ kind: 'retry', reason: 'timeout' });
    expect(http(429, failure('RATE_LIMITED', MSG.rateLimited))).toEqual({ kind: 'retry', reason: 'rate-limited' });
    for (const status of [500, 502, 503, 504]) expect(http(status, undefined)).toEqual({ kind: 'retry', reason: 'server' });
    expect(http(200, undefined)).toEqual({ kind: 'retry', reason: 'invalid-answer' });
    expect(http(200, { success: false })).toEqual({ kind: 'retry', reason: 'invalid-answer' });
    expect(http(302, undefined)).toEqual({ kind: 'retry', reason: 'invalid-answer' });
  });

  it('reauth: 401 (the access token ran out while the phone was offline)', () => {
    expect(http(401, failure('UNAUTHENTICATED', 'expired'))).toEqual({ kind: 'reauth' });
  });

  it("refused: any other 4xx, with the server's status, code and message", () => {
    const below = 'Reading (100) cannot be less than previous reading (120)';
    expect(http(422, failure('READING_BELOW_PREVIOUS', below))).toEqual({
      kind: 'refused',
      refusal: { status: 422, code: 'READING_BELOW_PREVIOUS', message: below },
    });
    expect(http(409, failure('DAY_CLOSED', 'Day already finalized for this station.'))).toMatchObject({ kind: 'refused', refusal: { status: 409, code: 'DAY_CLOSED' } });
    for (const status of [400, 403, 404, 409, 413, 422]) expect(http(status, undefined).kind, String(status)).toBe('refused');
    // No envelope: still refused, with a general message.
    expect(http(404, undefined)).toEqual({ kind: 'refused', refusal: { status: 404, code: 'UNKNOWN', message: MSG.unexpected } });
  });
});
