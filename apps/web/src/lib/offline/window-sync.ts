import { refreshSession } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { isOnline } from '@/lib/connectivity';
import { getSession } from '@/lib/session-store';
import { reportSyncRefusal } from './report-sync-refusal';
import { entryPath, type TOfflineEntry } from './offline-entry';
import { queueStore } from './queue-store';
import { serverNow } from './server-clock';
import { runSync, type TSyncResult } from './sync-engine';
import { withSyncLock } from './sync-lock';
import { createTransport } from './sync-transport';

/**
 * The window's sender (docs/decisions/029): one run at a time in this window (a trigger during a run
 * asks for one more after it), one sender across windows and the service worker (the sync lock), with
 * the signed-in session's token — refreshed first when it has run out while the phone was offline.
 */
const transport = createTransport();
const listeners = new Set<(result: TSyncResult) => void>();

/** Told after every run that sent or refused something (the portal refreshes its data and says so). */
export function onSyncResult(listener: (result: TSyncResult) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Seconds before its expiry at which an access token is refreshed rather than sent. */
const TOKEN_MARGIN_MS = 30_000;

/** The `exp` of a JWT (epoch ms), or null when it cannot be read (then the 401 path refreshes). */
function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

async function refreshed(): Promise<boolean> {
  try {
    await refreshSession();
    return true;
  } catch (error) {
    // No answer: try again with the next run. A refused refresh: the session has ended (the app's next call signs out).
    if (isApiError(error)) return false;
    throw error;
  }
}

/** A token that will still be valid when the request arrives: refreshed first when it ran out offline. */
async function ensureFreshToken(): Promise<boolean> {
  const token = getSession()?.token;
  if (!token) return false;
  const expiry = tokenExpiry(token);
  if (expiry !== null && expiry - TOKEN_MARGIN_MS <= serverNow()) return refreshed();
  return true;
}

const auth = (entry: TOfflineEntry) => ({ token: getSession()?.token ?? null, tenantId: entry.tenantId });

async function syncOnce(force: boolean): Promise<void> {
  const userId = getSession()?.user.id;
  // The browser's word now, not a state kept from start-up (which a missed 'online' event left stale).
  if (!userId || !isOnline()) return;
  const mine = (await queueStore.list()).filter((e) => e.userId === userId && (e.status !== 'refused' || e.report === 'pending'));
  if (mine.length === 0) return;
  const result = await withSyncLock(async () => {
    if (!(await ensureFreshToken())) return null;
    return runSync(
      {
        store: queueStore,
        userId,
        send: (entry) => transport(entryPath(entry), entry.body, auth(entry)),
        report: (entry) => reportSyncRefusal(transport, entry, auth(entry)),
        reauth: refreshed,
      },
      { force },
    );
  });
  if (result && (result.sent.length > 0 || result.refused.length > 0)) for (const listener of [...listeners]) listener(result);
}

let running: Promise<void> | null = null;
let again: { force: boolean } | null = null;

/** Send what waits now (`force`: even entries still backing off — the connection came back, the attendant asked). */
export function requestSync(opts: { force?: boolean } = {}): Promise<void> {
  const force = opts.force ?? false;
  if (running) {
    again = { force: force || (again?.force ?? false) };
    return running;
  }
  running = (async () => {
    try {
      await syncOnce(force);
    } catch {
      // IndexedDB or the lock failed: the next trigger tries again.
    } finally {
      running = null;
    }
    const next = again;
    again = null;
    if (next) await requestSync(next);
  })();
  return running;
}
