import { SYNC_LOCK } from './offline-entry';

/**
 * Only one sender at a time, across windows and the service worker: the Web Locks API where the
 * browser has it (every current one). A sender that finds the lock taken does nothing — the holder is
 * sending the same queue and announces what it changed. Without Web Locks each window still sends one
 * run at a time (window-sync's own single flight), and the server's replay rule keeps a double send
 * harmless.
 */
export async function withSyncLock<T>(run: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return run();
  return locks.request(SYNC_LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : null));
}
