import { STORAGE_KEYS } from '@forecourt/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { homeEntryPaths, noteStartRequest, restartEarlyRequestsForTest, SESSION_CHECK_URL, START_WINDOW_MS, takeEarlyResponse } from './early-requests';
import { clearSession, setSession } from './session-store';
import SCRIPT from '../../public/early-requests.js?raw';

/** The start-up data asked early (docs/decisions/034): the page's script, the API client's side, the record. */

const attendant = {
  id: '0190a8c2-0000-7000-8000-000000000002',
  email: 'ravi@example.com',
  name: 'Ravi Kumar',
  role: 'attendant' as const,
  tenantId: '0190a8c2-0000-7000-8000-0000000000aa',
  tenantName: 'Rao Fuels',
  locale: null,
};

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

type TCall = { url: string; headers: Headers };
let calls: TCall[];

function stubFetch(answer: (url: string) => Response = () => ok({})) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      return answer(String(input));
    }),
  );
}

/** Opens `path` with the stored session and runs the page's early script, as the browser would. */
function openPage(path: string) {
  window.history.replaceState({}, '', path);
  new Function(SCRIPT)();
}

function storeSession(record?: { userId: string; home: string; urls: string[] }) {
  localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(attendant));
  if (record) localStorage.setItem(STORAGE_KEYS.early, JSON.stringify(record));
}

const HOME_URLS = ['/api/v1/attendant/todays-summary', '/api/v1/attendant/stations?limit=100'];

beforeEach(() => {
  calls = [];
  delete window.__fcEarly;
  restartEarlyRequestsForTest();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});

describe('the early script of the page', () => {
  it("asks for the session check, and on the user's home for the home's recorded GETs, with the stored token and tenant", () => {
    stubFetch();
    storeSession({ userId: attendant.id, home: '/attendant/dashboard', urls: HOME_URLS });
    openPage('/attendant');
    expect(calls.map((c) => c.url)).toEqual([SESSION_CHECK_URL, ...HOME_URLS]);
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(calls[1]!.headers.get('x-tenant-id')).toBe(attendant.tenantId);
    expect(Object.keys(window.__fcEarly!.responses)).toEqual([SESSION_CHECK_URL, ...HOME_URLS]);
  });

  it('asks only for the session check away from the home, or with another user’s record; nothing signed out', () => {
    stubFetch();
    storeSession({ userId: attendant.id, home: '/attendant/dashboard', urls: HOME_URLS });
    openPage('/attendant/readings');
    expect(calls.map((c) => c.url)).toEqual([SESSION_CHECK_URL]);

    calls = [];
    storeSession({ userId: 'someone-else', home: '/attendant/dashboard', urls: HOME_URLS });
    openPage('/attendant');
    expect(calls.map((c) => c.url)).toEqual([SESSION_CHECK_URL]);

    calls = [];
    delete window.__fcEarly;
    localStorage.clear();
    openPage('/attendant');
    expect(calls).toEqual([]);
    expect(window.__fcEarly).toBeUndefined();
  });

  it('opens the home from the same paths the app records it on', () => {
    expect(homeEntryPaths('/attendant/dashboard')).toEqual(['/attendant/dashboard', '/', '/attendant']);
    expect(homeEntryPaths('/dashboard')).toEqual(['/dashboard', '/', '/dashboard']);
  });
});

describe('the API client and the early answers', () => {
  it('takes an early answer once, for the same URL and token, instead of fetching', async () => {
    stubFetch(() => ok({ from: 'early' }));
    storeSession();
    setSession({ token: 'tok-1', user: attendant });
    openPage('/attendant');
    expect(calls).toHaveLength(1);

    calls = [];
    stubFetch(() => ok({ from: 'network' }));
    await expect(api.get('/auth/profile')).resolves.toEqual({ from: 'early' });
    expect(calls).toHaveLength(0);
    // Taken: the next call fetches.
    await expect(api.get('/auth/profile')).resolves.toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('leaves an early answer for another token, one too old or one that failed', async () => {
    const early = (status: number) =>
      Promise.resolve({
        response: new Response(JSON.stringify({ success: false, code: 'X', message: 'no' }), { status }),
        sentAt: Date.now(),
        receivedAt: Date.now(),
      });
    window.__fcEarly = { token: 'tok-1', at: performance.now(), responses: { [SESSION_CHECK_URL]: early(200) } };
    expect(takeEarlyResponse(SESSION_CHECK_URL, 'tok-2')).toBeUndefined();
    window.__fcEarly = { token: 'tok-1', at: performance.now() - 20_000, responses: { [SESSION_CHECK_URL]: early(200) } };
    expect(takeEarlyResponse(SESSION_CHECK_URL, 'tok-1')).toBeUndefined();

    // A refused early answer (401, 500…) is not used: the client asks the server itself.
    window.__fcEarly = { token: 'tok-1', at: performance.now(), responses: { [SESSION_CHECK_URL]: early(500) } };
    setSession({ token: 'tok-1', user: attendant });
    stubFetch(() => ok({ from: 'network' }));
    await expect(api.get('/auth/profile')).resolves.toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });
});

describe("the home's start-up data, recorded", () => {
  it('keeps the GETs answered in the first seconds the home is shown (not the session check), once a run', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    window.history.replaceState({}, '', '/attendant/dashboard');
    const user = { id: attendant.id, role: attendant.role };
    noteStartRequest(SESSION_CHECK_URL, user);
    noteStartRequest(HOME_URLS[0]!, user);
    // Stored at once: a page closed now still leaves what it asked for.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.early)!).urls).toEqual([HOME_URLS[0]]);
    noteStartRequest(HOME_URLS[1]!, user);
    noteStartRequest(HOME_URLS[0]!, user);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.early)!)).toEqual({ userId: attendant.id, home: '/attendant/dashboard', urls: HOME_URLS });

    // After the window, GETs of the same run change nothing, even back on the home.
    now.mockReturnValue(1000 + START_WINDOW_MS + 1);
    noteStartRequest('/api/v1/attendant/readings?limit=5', user);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.early)!).urls).toEqual(HOME_URLS);
  });

  it('records nothing away from the home, and forgets the record at sign-out', () => {
    window.history.replaceState({}, '', '/attendant/readings');
    noteStartRequest(HOME_URLS[0]!, { id: attendant.id, role: attendant.role });
    expect(localStorage.getItem(STORAGE_KEYS.early)).toBeNull();

    setSession({ token: 'tok-1', user: attendant });
    localStorage.setItem(STORAGE_KEYS.early, JSON.stringify({ userId: attendant.id, home: '/attendant/dashboard', urls: HOME_URLS }));
    clearSession();
    expect(localStorage.getItem(STORAGE_KEYS.early)).toBeNull();
  });
});
