import { createStore, type UseStore } from 'idb-keyval';

/**
 * The phone's IndexedDB stores of the offline feature, through idb-keyval (one object store per
 * database, which is how idb-keyval keeps its stores apart). Opened on first use, so a page that never
 * needs them (and a test without IndexedDB) never opens them. The service worker uses the same ones.
 */
function lazyStore(db: string, store: string): () => UseStore {
  let opened: UseStore | null = null;
  return () => (opened ??= createStore(db, store));
}

/** The queue: one record per entry, keyed by its client id. */
export const queueDb = lazyStore('forecourt-queue', 'entries');
/** Small facts the phone keeps: the server's clock offset. */
export const metaDb = lazyStore('forecourt-meta', 'meta');
/** The last known server data of the attendant portal (TanStack Query's persisted cache), one record per user. */
export const queryCacheDb = lazyStore('forecourt-query-cache', 'clients');
