import { del, get, set, values } from 'idb-keyval';
import { queueDb } from './idb-stores';
import type { TOfflineEntry } from './offline-entry';

/**
 * The queue in IndexedDB (docs/decisions/029): one record per entry, keyed by its client id, read and
 * written by the windows and the service worker alike. Every change is announced to this window's
 * listeners and, over a BroadcastChannel, to the other windows and the service worker.
 */
export type TQueueStore = {
  list(): Promise<TOfflineEntry[]>;
  get(id: string): Promise<TOfflineEntry | undefined>;
  put(entry: TOfflineEntry): Promise<void>;
  remove(id: string): Promise<void>;
};

const CHANNEL = 'forecourt-offline-queue';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function broadcast(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', () => notify());
  }
  return channel;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function announce(): void {
  notify();
  broadcast()?.postMessage('changed');
}

/** Called after every change of the queue, here or in another window or the service worker. */
export function onQueueChange(listener: () => void): () => void {
  broadcast();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const queueStore: TQueueStore = {
  // async: a phone without IndexedDB (or a refused one) rejects, it does not throw.
  list: async () => values<TOfflineEntry>(queueDb()),
  get: async (id) => get<TOfflineEntry>(id, queueDb()),
  async put(entry) {
    await set(entry.id, entry, queueDb());
    announce();
  },
  async remove(id) {
    await del(id, queueDb());
    announce();
  },
};
