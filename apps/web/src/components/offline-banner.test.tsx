import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerAnswer } from '@/lib/connectivity';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('offline notice', () => {
  it('shows while the health check fails and hides when it recovers', async () => {
    vi.useFakeTimers();
    let healthy = false;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: healthy ? 200 : 503 })));
    render(<OfflineBanner />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toMatch(/offline/i);

    healthy = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByRole('status')).toBeNull();

    healthy = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('sends no check while the server has just answered the app (its answer says the connection works)', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    noteServerAnswer({ date: new Date().toUTCString(), sentAt: Date.now(), receivedAt: Date.now() });
    render(<OfflineBanner />);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
