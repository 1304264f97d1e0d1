import { HEALTH_PATH } from '@forecourt/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkConnectivity } from './connectivity';

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
