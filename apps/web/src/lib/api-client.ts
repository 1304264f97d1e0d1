import {
  API_BASE,
  API_RETRY_ATTEMPTS,
  API_RETRY_DELAY_MS,
  API_TIMEOUT_MS,
  isRetryableStatus,
  MSG,
  type TApiResponse,
  type TAuthResponse,
} from '@forecourt/shared';
import { noteServerText } from '@/i18n/known-text';
import { ApiError } from './api-error';
import { emitAuthExpired } from './auth-events';
import { noteServerAnswer } from './connectivity';
import { parseAuthResponse } from './auth-response';
import { noteStartRequest, takeEarlyResponse } from './early-requests';
import { clearSession, getSession, setSession } from './session-store';

/**
 * The fetch wrapper every feature uses (document 1, section 7): base /api/v1, JSON, 30 s timeout,
 * retries of retryable failures, Bearer and tenant headers, the `data` of the envelope unwrapped,
 * one typed ApiError, and a single-flight token refresh on 401.
 */
export type TQuery = Record<string, string | number | boolean | null | undefined>;

export type TRequestOptions = {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * The body's media type when it is not JSON (a dip chart's CSV): the body, a string, is sent as it
   * is under this Content-Type. Without one the body is sent as JSON.
   */
  contentType?: string;
  query?: TQuery;
  signal?: AbortSignal;
  /** Send the Bearer token and refresh on 401 (default true). */
  auth?: boolean;
  /**
   * Retries of retryable failures (network, timeout, 429, 5xx), 1000 ms apart. Default 2 for
   * GET, HEAD, PUT and DELETE; 0 for POST and PATCH, which are not idempotent: replaying one
   * could record a reading or a payment twice. A caller may opt in explicitly.
   */
  retry?: number;
  timeoutMs?: number;
};

const NO_REFRESH_PATHS = ['/auth/login', '/admin/auth/login', '/auth/refresh-token', '/auth/register', '/auth/logout'];

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function buildUrl(path: string, query?: TQuery): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  let url = `${API_BASE}${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

function buildHeaders(path: string, opts: TRequestOptions, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (opts.body !== undefined) headers.set('Content-Type', opts.contentType ?? 'application/json');
  const session = getSession();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Tenant header for every non-superadmin user; never on /admin paths (document 1, section 6).
  if (session && session.user.role !== 'superadmin' && !path.startsWith('/admin')) {
    if (session.user.tenantId) headers.set('x-tenant-id', session.user.tenantId);
    else console.warn('[api] No tenant id known for this session; request sent without x-tenant-id.');
  }
  return headers;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One HTTP exchange with its own timeout. Throws ApiError for any failure. */
async function exchange(path: string, opts: TRequestOptions, token: string | null): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const url = buildUrl(path, opts.query);
  const isGet = (opts.method ?? 'GET') === 'GET';
  let res: Response;
  let sentAt: number;
  let receivedAt: number;
  try {
    // A GET the page asked for before the app's code arrived (docs/decisions/034): its answer, if a good one.
    const early = isGet ? await takeEarlyResponse(url, token) : null;
    if (early?.response?.ok) {
      ({ response: res, sentAt, receivedAt } = early);
    } else {
      sentAt = Date.now();
      res = await fetch(url, {
        method: opts.method ?? 'GET',
        headers: buildHeaders(path, opts, token),
        body: opts.body === undefined ? undefined : opts.contentType ? String(opts.body) : JSON.stringify(opts.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      receivedAt = Date.now();
    }
  } catch (err) {
    if (timedOut) throw ApiError.timeout();
    if (opts.signal?.aborted) throw err; // cancelled by the caller: not an error to retry
    throw ApiError.network();
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }

  noteServerAnswer({ date: res.headers.get('date'), sentAt, receivedAt });
  const payload = (await readBody(res)) as TApiResponse<unknown> | undefined;
  if (!res.ok || !payload || payload.success !== true) {
    const failure = payload && payload.success === false ? payload : undefined;
    if (res.ok && !failure) throw ApiError.invalidResponse(MSG.invalidResponse, res.status);
    const error = new ApiError({
      status: res.status,
      code: failure?.code ?? (res.status >= 500 ? 'INTERNAL' : 'UNKNOWN'),
      message: failure?.message || MSG.unexpected,
      details: failure?.details,
      key: failure?.key,
      params: failure?.params,
    });
    // Its message is said by its key wherever it is shown, a field's detail of the same text too (decision 060).
    noteServerText(error);
    throw error;
  }
  if (isGet && token) noteStartRequest(url, getSession()?.user);
  return payload.data;
}

function defaultRetries(method: TRequestOptions['method']): number {
  return method === 'POST' || method === 'PATCH' ? 0 : API_RETRY_ATTEMPTS;
}

/** An exchange with retries of retryable failures only. */
async function exchangeWithRetry(path: string, opts: TRequestOptions, token: string | null): Promise<unknown> {
  const retries = opts.retry ?? defaultRetries(opts.method);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await exchange(path, opts, token);
    } catch (err) {
      const retryable = err instanceof ApiError && err.code !== 'INVALID_RESPONSE' && isRetryableStatus(err.status);
      if (!retryable || attempt >= retries || opts.signal?.aborted) throw err;
      await sleep(API_RETRY_DELAY_MS);
    }
  }
}

// ---- single-flight refresh -------------------------------------------------------------------

let refreshing: Promise<TAuthResponse> | null = null;

/** POST auth/refresh-token (refresh cookie); concurrent callers share one request. */
export function refreshSession(): Promise<TAuthResponse> {
  if (!refreshing) {
    refreshing = (async () => {
      const data = await exchange('/auth/refresh-token', { method: 'POST' }, null);
      const auth = parseAuthResponse(data);
      setSession({ token: auth.token, user: auth.user });
      return auth;
    })().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function expireSession(): ApiError {
  clearSession();
  emitAuthExpired();
  return new ApiError({ status: 401, code: 'AUTH_EXPIRED', message: MSG.sessionExpired });
}

/** Make a call; resolves with the envelope's `data`. */
export async function apiRequest<T>(path: string, opts: TRequestOptions = {}): Promise<T> {
  const useAuth = opts.auth ?? true;
  const token = useAuth ? (getSession()?.token ?? null) : null;
  try {
    return (await exchangeWithRetry(path, opts, token)) as T;
  } catch (err) {
    const canRefresh =
      err instanceof ApiError && err.status === 401 && useAuth && token !== null && !NO_REFRESH_PATHS.includes(path);
    if (!canRefresh) throw err;
  }

  // 401 on an authenticated call: refresh once (shared with concurrent callers), then replay once.
  // If another call already refreshed since this one started, replay with the new token directly.
  const current = getSession()?.token ?? null;
  if (current === null) {
    // Signed out meanwhile (logout or another call's failed refresh): do not revive the session.
    throw new ApiError({ status: 401, code: 'AUTH_EXPIRED', message: MSG.sessionExpired });
  }
  if (current === token) {
    try {
      await refreshSession();
    } catch (refreshErr) {
      // A refresh that could not reach the server is not a verdict on the session.
      if (refreshErr instanceof ApiError && (refreshErr.status === 0 || refreshErr.status === 408 || refreshErr.status >= 500)) {
        throw refreshErr;
      }
      throw expireSession();
    }
  }
  const fresh = getSession()?.token ?? null;
  try {
    return (await exchangeWithRetry(path, opts, fresh)) as T;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw expireSession();
    throw err;
  }
}

export const api = {
  get: <T>(path: string, opts?: Omit<TRequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, opts?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', body }),
  delete: <T>(path: string, opts?: Omit<TRequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};
