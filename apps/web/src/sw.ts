/// <reference lib="webworker" />
/**
 * The service worker (issue 13, docs/decisions/029), built by vite-plugin-pwa (injectManifest):
 * - precaches the built app — index.html, every JS, CSS and font file, the icons — so the sign-in page
 *   and the attendant portal open with no network after one visit; a new build's files replace the
 *   old ones (outdated caches are cleaned);
 * - answers every navigation outside /api with the precached index.html (the router takes it from there);
 * - never touches the API: /api requests are not matched by any route and go to the network as usual;
 * - Background Sync: when the browser wakes it with the queue's tag, an open window is asked to send the
 *   queue (it has the session and refreshes its pages after); with no window open, the worker sends it
 *   itself with a token from POST /auth/refresh-token (the refresh cookie) and the same sync engine.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { reportSyncRefusal } from './lib/offline/report-sync-refusal';
import { entryPath, SYNC_MESSAGE, SYNC_TAG } from './lib/offline/offline-entry';
import { queueStore } from './lib/offline/queue-store';
import { runSync, type TSyncResult } from './lib/offline/sync-engine';
import { withSyncLock } from './lib/offline/sync-lock';
import { createTransport } from './lib/offline/sync-transport';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** The Background Sync event (not in TypeScript's worker library). */
type TSyncEvent = ExtendableEvent & { readonly tag: string; readonly lastChance: boolean };

void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

const transport = createTransport();

type TSignedIn = { token: string; userId: string };

/** A fresh access token from the refresh cookie (the same call the app makes), or null when signed out. */
async function signIn(): Promise<TSignedIn | null> {
  try {
    const res = await fetch('/api/v1/auth/refresh-token', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { success?: boolean; data?: { token?: unknown; user?: { id?: unknown } } };
    const token = body.data?.token;
    const userId = body.data?.user?.id;
    return body.success === true && typeof token === 'string' && typeof userId === 'string' ? { token, userId } : null;
  } catch {
    return null;
  }
}

async function syncWithoutWindow(): Promise<TSyncResult | null> {
  let session = await signIn();
  if (!session) return null;
  const auth = (tenantId: string | null) => ({ token: session?.token ?? null, tenantId });
  return runSync(
    {
      store: queueStore,
      userId: session.userId,
      send: (entry) => transport(entryPath(entry), entry.body, auth(entry.tenantId)),
      report: (entry) => reportSyncRefusal(transport, entry, auth(entry.tenantId)),
      reauth: async () => {
        session = await signIn();
        return session !== null;
      },
    },
    { force: true },
  );
}

async function onBackgroundSync(event: TSyncEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: SYNC_MESSAGE });
    return;
  }
  const result = await withSyncLock(syncWithoutWindow);
  // Still waiting for the network: the browser wakes the worker again later (until its last chance).
  if (result?.stopped === 'retry' && !event.lastChance) throw new Error('Offline entries are still waiting to sync.');
}

self.addEventListener('sync', (event) => {
  const sync = event as TSyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(onBackgroundSync(sync));
});
