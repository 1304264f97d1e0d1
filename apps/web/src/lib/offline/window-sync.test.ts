import 'fake-indexeddb/auto';
import type { TSessionUser } from '@forecourt/shared';
import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { followBrowserOnline } from '@/lib/connectivity';
import { clearSession, setSession } from '@/lib/session-store';
import type { TEntryDraft } from './offline-entry';
import { newEntry } from './queue-transitions';
import { queueStore } from './queue-store';
import { requestSync } from './window-sync';

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const attendant: TSessionUser = { id: id(900), email: 'a@example.com', name: 'Amit Kumar', role: 'attendant', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };
const draft: TEntryDraft = {
  id: id(1),
  kind: 'reading',
  body: { id: id(1), nozzleId: id(2), reading: 1020, recordedAt: '2026-03-01T10:00:00.000Z' },
  takenAt: '2026-03-01T10:00:00.000Z',
  stationId: id(3),
  summary: 'Nozzle 1 (Pump 1): 1,020 L',
};

// The browser's word, set by each test; no 'online' event is sent unless a test says so.
let browser = true;
let posts: string[] = [];

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => browser });
});
afterAll(() => {
  delete (window.navigator as { onLine?: boolean }).onLine;
  onlineManager.setOnline(true);
});

beforeEach(async () => {
  posts = [];
  act(() => setSession({ token: 't', user: attendant }));
  await queueStore.put(newEntry(draft, { userId: attendant.id, tenantId: attendant.tenantId }, 0));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(String(input));
      return new Response(JSON.stringify({ success: true, data: {} }), { status: 201 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => clearSession());
  for (const entry of await queueStore.list()) await queueStore.remove(entry.id);
});

describe("the window's sync reads 'online' at the time of trying", () => {
  it('opened offline, the network back with no event heard (it came while the app started): the next attempt sends', async () => {
    // The app opened from the phone's cache with no network: offline from start-up.
    browser = false;
    followBrowserOnline();
    expect(onlineManager.isOnline()).toBe(false);
    await requestSync();
    expect(posts).toEqual([]);
    expect(await queueStore.list()).toHaveLength(1);

    // The network is back; the 'online' event was missed. The next attempt (mount, focus, timer, the worker's message) sends.
    browser = true;
    await requestSync();
    expect(posts).toEqual([expect.stringMatching(/\/attendant\/readings$/)]);
    expect(await queueStore.list()).toEqual([]);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('sends nothing while the browser says offline, even with the online manager left online', async () => {
    browser = true;
    followBrowserOnline();
    expect(onlineManager.isOnline()).toBe(true);
    browser = false; // gone, and no 'offline' event
    await requestSync({ force: true });
    expect(posts).toEqual([]);
    expect(await queueStore.list()).toHaveLength(1);
  });
});
