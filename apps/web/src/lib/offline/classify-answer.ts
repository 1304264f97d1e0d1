import { MSG } from '@forecourt/shared';
import type { TRefusal } from './offline-entry';

/** What came back from one send: nothing (network), our own time-out, or an HTTP answer with its JSON body. */
export type TAnswer = { kind: 'network' } | { kind: 'timeout' } | { kind: 'http'; status: number; payload: unknown };

/** Why a send will be tried again (the sync page words each). */
export type TRetryReason = 'network' | 'timeout' | 'rate-limited' | 'server' | 'invalid-answer';

/**
 * What the queue does with an answer (docs/decisions/029):
 * - done: a success envelope (201 stored, or 200 the stored record of a replay);
 * - retry: no verdict yet — no answer, a time-out, 408, 429, 5xx, or a 2xx that is not the API's
 *   envelope (a captive portal's page): sent again after a back-off;
 * - reauth: 401 — the access token ran out; refresh the session and send again;
 * - refused: any other 4xx — the server looked at the entry and will not store it (a newer reading
 *   from another phone, a closed day, a nozzle out of service…). It is not sent again.
 */
export type TVerdict =
  | { kind: 'done'; data: unknown }
  | { kind: 'retry'; reason: TRetryReason }
  | { kind: 'reauth' }
  | { kind: 'refused'; refusal: TRefusal };

type TEnvelope = { success?: unknown; data?: unknown; code?: unknown; message?: unknown; key?: unknown; params?: unknown };

const asEnvelope = (payload: unknown): TEnvelope | null => (payload && typeof payload === 'object' ? (payload as TEnvelope) : null);

export function classifyAnswer(answer: TAnswer): TVerdict {
  if (answer.kind === 'network') return { kind: 'retry', reason: 'network' };
  if (answer.kind === 'timeout') return { kind: 'retry', reason: 'timeout' };
  const { status } = answer;
  const envelope = asEnvelope(answer.payload);
  if (status >= 200 && status < 300) {
    return envelope?.success === true ? { kind: 'done', data: envelope.data } : { kind: 'retry', reason: 'invalid-answer' };
  }
  if (status === 401) return { kind: 'reauth' };
  if (status === 408) return { kind: 'retry', reason: 'timeout' };
  if (status === 429) return { kind: 'retry', reason: 'rate-limited' };
  if (status >= 500) return { kind: 'retry', reason: 'server' };
  if (status >= 400) {
    const code = typeof envelope?.code === 'string' && envelope.code ? envelope.code : 'UNKNOWN';
    const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : MSG.unexpected;
    const said = typeof envelope?.key === 'string' && envelope.params && typeof envelope.params === 'object';
    const refusal: TRefusal = said ? { status, code, message, key: envelope.key as string, params: envelope.params as Record<string, string | number> } : { status, code, message };
    return { kind: 'refused', refusal };
  }
  // 1xx/3xx reach no verdict either (fetch follows redirects; what is left is not the API).
  return { kind: 'retry', reason: 'invalid-answer' };
}
