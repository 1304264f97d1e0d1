import { FEED_MSG, type TFeedTask, type TNotificationFeed, type TSessionUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { FeedToasts } from './feed-toasts';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const attendant: TSessionUser = { id: id(910), email: 'a@example.com', name: 'Ravi', role: 'attendant', tenantId: id(911), tenantName: 'Rao Fuels', locale: null };
const task: TFeedTask = {
  id: 'readings:2026-03-05',
  category: 'reading_entry',
  priority: 'high',
  title: "Today's readings",
  message: '2 nozzles have no reading yet today.',
  titleText: { key: 'feed.readingsTaskTitle', params: {} },
  messageText: { key: 'feed.readingsTask', params: { count: 2 } },
  route: '/attendant/readings',
  createdAt: '2026-03-05T04:00:00Z',
};

/** How the server answers the dismissal: accepted, or refused with a status and the error envelope. */
let dismissAnswer: { status: number; body: unknown };
let writes: Array<{ method: string; path: string; body: unknown }> = [];

beforeEach(() => {
  writes = [];
  vi.mocked(toast.warning).mockClear();
  vi.mocked(toast.error).mockClear();
  window.localStorage.clear();
  setSession({ token: 't', user: attendant });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
      if (init?.method === 'PUT') {
        writes.push({ method: init.method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return new Response(JSON.stringify(dismissAnswer.body), { status: dismissAnswer.status, headers: { 'Content-Type': 'application/json' } });
      }
      const feed: TNotificationFeed = { businessDay: '2026-03-05', tasks: [task] };
      return new Response(JSON.stringify({ success: true, data: feed }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

/** Renders the toasts and returns the 'Not today' action of the feed's (high: warning) toast. */
async function notToday(): Promise<() => void> {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <FeedToasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(toast.warning).toHaveBeenCalledTimes(1));
  const [title, options] = vi.mocked(toast.warning).mock.calls[0]!;
  expect(title).toBe(task.title);
  const cancel = options?.cancel as { label: string; onClick: () => void };
  expect(cancel.label).toBe('Not today');
  return cancel.onClick;
}

describe('feed toasts: Not today', () => {
  it('dismisses the task for today on the server and says nothing more', async () => {
    dismissAnswer = { status: 200, body: { success: true, data: { taskId: task.id, scope: 'today', dismissedOn: '2026-03-05' } } };
    const click = await notToday();
    act(() => click());
    await waitFor(() => expect(writes).toEqual([{ method: 'PUT', path: `/notifications/feed/${encodeURIComponent(task.id)}/dismiss`, body: { scope: 'today' } }]));
    // The feed is read again after the dismissal; no error toast.
    await new Promise((r) => setTimeout(r, 50));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a refused dismissal shows an error toast with a clear message', async () => {
    dismissAnswer = { status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid task id' } } };
    const click = await notToday();
    act(() => click());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(writes).toHaveLength(1);
    const [title, options] = vi.mocked(toast.error).mock.calls[0]!;
    expect(title).toBe(FEED_MSG.dismissFailedTitle);
    expect(options?.description).toBe(FEED_MSG.dismissFailed);
  });
});
