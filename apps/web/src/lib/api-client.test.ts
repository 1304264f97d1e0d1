import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { ApiError } from './api-error';
import { onAuthExpired } from './auth-events';
import { clearSession, getSession, setSession } from './session-store';

const user = {
  id: '0190a8c2-0000-7000-8000-000000000001',
  email: 'owner@example.com',
  name: 'Asha Rao',
  role: 'owner' as const,
  tenantId: '0190a8c2-0000-7000-8000-0000000000aa',
  tenantName: 'Rao Fuels',
  locale: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });
const fail = (status: number, code: string, message: string) => json(status, { success: false, code, message });

type Call = { url: string; headers: Headers; method: string; body: unknown };
let calls: Call[];
let fetchMock: ReturnType<typeof vi.fn>;

function stubFetch(handler: (call: Call) => Response | Promise<Response>) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), headers: new Headers(init?.headers), method: init?.method ?? 'GET', body: init?.body };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('api client', () => {
  it('unwraps data and sends the Bearer token and tenant header', async () => {
    setSession({ token: 'tok-1', user });
    stubFetch(() => ok({ hello: 'world' }));
    await expect(api.get('/things')).resolves.toEqual({ hello: 'world' });
    expect(calls[0]?.url).toBe('/api/v1/things');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(calls[0]?.headers.get('x-tenant-id')).toBe(user.tenantId);
  });

  it('sends no tenant header for a superadmin or on /admin paths', async () => {
    setSession({ token: 't', user: { ...user, role: 'superadmin', tenantId: null, tenantName: null } });
    stubFetch(() => ok(null));
    await api.get('/superadmin/tenants');
    expect(calls[0]?.headers.has('x-tenant-id')).toBe(false);
    setSession({ token: 't', user });
    await api.get('/admin/things');
    expect(calls[1]?.headers.has('x-tenant-id')).toBe(false);
  });

  it('retries a 503 twice, 1000 ms apart, then throws a typed ApiError', async () => {
    stubFetch(() => fail(503, 'INTERNAL', 'down'));
    const result = api.get('/flaky').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    const err = await result;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, code: 'INTERNAL', message: 'down' });
  });

  it('succeeds when a retry succeeds', async () => {
    let n = 0;
    stubFetch(() => (++n === 1 ? fail(502, 'INTERNAL', 'bad gateway') : ok(42)));
    const result = api.get('/flaky');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(42);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 400 and keeps its code, message and details', async () => {
    stubFetch(() =>
      json(400, { success: false, code: 'VALIDATION', message: 'Bad input', details: [{ field: 'name', message: 'Required' }] }),
    );
    const err = await api.get('/x').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad input', details: [{ field: 'name', message: 'Required' }] });
  });

  it('sends a JSON body as JSON, and a body with a content type as it is (a CSV upload)', async () => {
    setSession({ token: 'tok-1', user });
    stubFetch(() => ok(null));
    await api.post('/things', { a: 1 });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"a":1}');
    await api.put('/tanks/1/dip-chart', 'Dip_Value,Dip_Volume\n0,0\n', { contentType: 'text/csv' });
    expect(calls[1]?.headers.get('content-type')).toBe('text/csv');
    expect(calls[1]?.body).toBe('Dip_Value,Dip_Volume\n0,0\n');
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('does not retry a POST by default', async () => {
    stubFetch(() => fail(503, 'INTERNAL', 'down'));
    await api.post('/readings', { a: 1 }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a retryable status-0 ApiError', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = api.get('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    const err = await result;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(err).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('refreshes once for concurrent 401s and replays each call with the new token', async () => {
    setSession({ token: 'old', user });
    let resolveRefresh: (r: Response) => void = () => {};
    stubFetch((call) => {
      if (call.url.endsWith('/auth/refresh-token')) {
        return new Promise<Response>((resolve) => {
          resolveRefresh = resolve;
        });
      }
      const auth = call.headers.get('authorization');
      if (auth === 'Bearer old') return fail(401, 'UNAUTHENTICATED', 'expired');
      return ok(call.url);
    });

    const results = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.advanceTimersByTimeAsync(0);
    resolveRefresh(ok({ token: 'new', expiresIn: 900, user }));
    await expect(results).resolves.toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);

    const refreshCalls = calls.filter((c) => c.url.endsWith('/auth/refresh-token'));
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.headers.has('authorization')).toBe(false);
    expect(calls.filter((c) => c.headers.get('authorization') === 'Bearer new')).toHaveLength(3);
    expect(getSession()?.token).toBe('new');
  });

  it('clears the session and raises auth expired when the refresh fails', async () => {
    setSession({ token: 'old', user });
    const expired = vi.fn();
    const off = onAuthExpired(expired);
    stubFetch((call) =>
      call.url.endsWith('/auth/refresh-token') ? fail(401, 'UNAUTHENTICATED', 'no') : fail(401, 'UNAUTHENTICATED', 'expired'),
    );
    const err = await api.get('/a').catch((e: unknown) => e);
    off();
    expect(err).toMatchObject({ status: 401, code: 'AUTH_EXPIRED' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('forecourt.token')).toBeNull();
  });

  it('does not try to refresh on a failed login', async () => {
    stubFetch(() => fail(401, 'INVALID_CREDENTIALS', 'Invalid credentials. Please try again.'));
    const err = await api.post('/auth/login', { email: 'a@b.co', password: 'x' }, { auth: false }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, message: 'Invalid credentials. Please try again.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
