import { useMemo, useSyncExternalStore } from 'react';
import { useSessionState } from '@/lib/session-store';
import type { TOfflineEntry } from './offline-entry';
import { countsOf, sendOrder, type TQueueCounts } from './queue-transitions';
import { onQueueChange, queueStore } from './queue-store';

/** The queue as the windows see it: read from IndexedDB again after every change, here or elsewhere. */
let entries: TOfflineEntry[] = [];
const listeners = new Set<() => void>();
let watching = false;

function reload(): void {
  queueStore
    .list()
    .then((list) => {
      entries = list.sort(sendOrder);
      for (const listener of [...listeners]) listener();
    })
    .catch(() => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && typeof indexedDB !== 'undefined') {
    watching = true;
    onQueueChange(reload);
    reload();
  }
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => entries;

/** The signed-in user's entries on this phone, oldest first, and how many wait or were refused. */
export function useOfflineQueue(): { entries: TOfflineEntry[]; counts: TQueueCounts } {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  const userId = useSessionState().session?.user.id;
  return useMemo(() => {
    if (!userId) return { entries: [], counts: { pending: 0, refused: 0 } };
    return { entries: all.filter((e) => e.userId === userId), counts: countsOf(all, userId) };
  }, [all, userId]);
}
