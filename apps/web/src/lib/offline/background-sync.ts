import { SYNC_TAG } from './offline-entry';

type TSyncManager = { register(tag: string): Promise<void> };

/**
 * Asks the browser for a Background Sync (where it has one): when the connection comes back it wakes
 * the service worker even if the app is closed (src/sw.ts sends the queue, or asks an open window to).
 */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2_000)),
    ])) as (ServiceWorkerRegistration & { sync?: TSyncManager }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (or not allowed): the open app's own triggers send the queue.
  }
}
