import { HEALTH_PATH } from '@forecourt/shared';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkConnectivity, followBrowserOnline, isOnline } from './connectivity';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectivity check', () => {
  it('sends HEAD to the health path without caching', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkConnectivity()).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(HEALTH_PATH);
    expect(init.method).toBe('HEAD');
    expect(init.cache).toBe('no-store');
    expect(new Headers(init.headers).get('cache-control')).toBe('no-cache');
  });

  it('fails on a server error or a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 502 })));
    await expect(checkConnectivity()).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(checkConnectivity()).resolves.toBe(false);
  });

  it('gives up after 5 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const result = checkConnectivity();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBe(false);
  });
});

describe("the window's one 'online' (navigator.onLine, mirrored by TanStack Query's online manager)", () => {
  // The browser's word, set by each test; an 'online' / 'offline' event is sent only where a test says so.
  let browser = true;
  beforeAll(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => browser });
  });
  afterAll(() => {
    delete (window.navigator as { onLine?: boolean }).onLine;
    onlineManager.setOnline(true);
  });

  it('starts from navigator.onLine at start-up and follows events that come before anything subscribes (the app not mounted yet)', () => {
    browser = false;
    followBrowserOnline();
    expect(onlineManager.isOnline()).toBe(false);
    // The network returns while the app starts: no subscriber yet (TanStack Query's own listeners would not be there).
    browser = true;
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    browser = false;
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('isOnline() reads navigator.onLine at the time of asking: a change no event told of is applied', () => {
    browser = false;
    followBrowserOnline();
    expect(isOnline()).toBe(false);
    browser = true; // back, and no 'online' event
    expect(onlineManager.isOnline()).toBe(false);
    expect(isOnline()).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
    browser = false; // gone, and no 'offline' event
    expect(isOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it("a state set through the manager's own setOnline stands until the browser says something new", () => {
    browser = true;
    followBrowserOnline();
    onlineManager.setOnline(false);
    expect(isOnline()).toBe(false);
    browser = false;
    expect(isOnline()).toBe(false);
    browser = true;
    expect(isOnline()).toBe(true);
  });
});
