import { API_BASE, API_TIMEOUT_MS } from '@forecourt/shared';
import type { TAnswer } from './classify-answer';
import { learnServerClock } from './server-clock';

/**
 * One POST of the queue to the API, usable in a window and in the service worker alike (no session
 * store, no retries of its own: the queue decides what an answer means). It reads the Date header of
 * every answer for the server's clock.
 */
export type TAuth = { token: string | null; tenantId: string | null };
export type TTransport = (path: string, body: unknown, auth: TAuth) => Promise<TAnswer>;

export function createTransport(opts: { fetch?: typeof fetch; timeoutMs?: number } = {}): TTransport {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = opts.timeoutMs ?? API_TIMEOUT_MS;
  return async (path, body, auth) => {
    const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
    if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`);
    if (auth.tenantId) headers.set('x-tenant-id', auth.tenantId);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const sentAt = Date.now();
    try {
      const res = await doFetch(`${API_BASE}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      learnServerClock(res, sentAt);
      const text = await res.text();
      let payload: unknown;
      try {
        payload = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        payload = undefined;
      }
      return { kind: 'http', status: res.status, payload };
    } catch {
      return timedOut ? { kind: 'timeout' } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
    }
  };
}
