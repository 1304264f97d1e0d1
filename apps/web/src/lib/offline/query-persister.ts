import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { areaKeys, profileKey } from '@/lib/query-keys';
import { queryCacheDb } from './idb-stores';

/**
 * The attendant portal's last known data (docs/decisions/029): TanStack Query's cache of the portal's
 * areas — the assigned stations and nozzles with their prices, the creditors, today's summary and the
 * recent readings, the stock, the cash report lists, the profile — is kept in IndexedDB per user and
 * restored before the portal's first query, so a phone that opens offline shows what it last saw (with
 * its time: dataUpdatedAt). Kept a week; dropped when the user signs out.
 */
export const PORTAL_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changed when the shape of the kept data changes: an older copy is then dropped, not misread. */
const CACHE_VERSION = 'portal-1';

/** The areas the portal reads (their keys start with these). */
export const PORTAL_KEYS: readonly QueryKey[] = [
  areaKeys.attendant,
  areaKeys.stations,
  areaKeys.nozzles,
  areaKeys.creditors,
  areaKeys.cashReports,
  areaKeys.inventory,
  profileKey,
];

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);
export const isPortalQuery = (query: Query) => PORTAL_KEYS.some((prefix) => startsWith(query.queryKey, prefix));

const storageKey = (userId: string) => `portal:${userId}`;

/**
 * Data a query had is kept as data, whatever its last fetch did: a refetch that failed on a patchy line
 * must not throw away (or restore as an error) what the phone last knew. And it is restored as stale: the
 * copy is shown at once, but a page that opens online reads it again — the copy may predate a change the
 * phone itself made (saved here at most `throttleTime` after it), so its age says nothing of its freshness.
 */
function asLastKnown(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      mutations: [],
      queries: client.clientState.queries.map((q) => ({
        ...q,
        state: { ...q.state, status: 'success', fetchStatus: 'idle', error: null, fetchFailureCount: 0, fetchFailureReason: null, isInvalidated: true },
      })),
    },
  };
}

/** The persist options of one user's portal (PersistQueryClientProvider). */
export function portalPersistOptions(userId: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: async (key) => (await get<string>(key, queryCacheDb())) ?? null,
      setItem: async (key, value: string) => set(key, value, queryCacheDb()),
      removeItem: async (key) => del(key, queryCacheDb()),
    },
    key: storageKey(userId),
    throttleTime: 1_000,
    serialize: (client) => JSON.stringify(asLastKnown(client)),
  });
  return {
    persister,
    maxAge: PORTAL_CACHE_MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined && isPortalQuery(query) },
  };
}

/** Restored data outlives the cache's default 5 minutes without a page open on it (until maxAge). */
export function keepPortalQueries(queryClient: QueryClient): void {
  for (const queryKey of PORTAL_KEYS) queryClient.setQueryDefaults(queryKey, { gcTime: PORTAL_CACHE_MAX_AGE_MS });
}

/** Signing out: the user's kept data leaves the phone (the queue's entries stay, for their next sign-in). */
export async function forgetPortalData(userId: string): Promise<void> {
  try {
    await del(storageKey(userId), queryCacheDb());
  } catch {
    // No IndexedDB: nothing was kept.
  }
}
