import { HEALTH_PATH } from '@forecourt/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageShown } from '@/i18n/known-text';
import { recentServerAnswer } from '@/lib/connectivity';
import { notify } from '@/lib/notify';
import { areaKeys, invalidateKeys, readingEffectKeys } from '@/lib/query-keys';
import { useSessionState } from '@/lib/session-store';
import { BACKOFF_CAP_MS } from './backoff';
import { SYNC_MESSAGE } from './offline-entry';
import { nextWakeUp } from './queue-transitions';
import { onQueueChange, queueStore } from './queue-store';
import { learnServerClock, learnServerClockFrom, loadServerClock } from './server-clock';
import { onSyncResult, requestSync } from './window-sync';

/** A HEAD on the health path, for the server's clock (the Date header) while the portal is open. */
async function checkServerClock(): Promise<void> {
  const sentAt = Date.now();
  try {
    learnServerClock(await fetch(HEALTH_PATH, { method: 'HEAD', cache: 'no-store' }), sentAt);
  } catch {
    // Offline: the clock kept from an earlier answer stands.
  }
}

/**
 * The window's sync triggers (docs/decisions/029), while a user is signed in to the portal: at start,
 * when the connection comes back (at once, back-off or not), when the app comes to the front, when the
 * service worker's Background Sync asks, and on a timer for the oldest entry's next attempt. (Taking an
 * entry asks for a run itself.) After a run that sent something, the data it changed is fetched again.
 */
export function useOfflineSync(): void {
  const queryClient = useQueryClient();
  const userId = useSessionState().session?.user.id;

  useEffect(() => {
    if (!userId) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sync = (force: boolean) => void requestSync({ force });

    const schedule = async () => {
      const wake = nextWakeUp(await queueStore.list().catch(() => []), userId);
      clearTimeout(timer);
      if (!alive || wake === null) return;
      timer = setTimeout(() => sync(false), Math.min(BACKOFF_CAP_MS, Math.max(1_000, wake - Date.now())));
    };
    const onOnline = () => {
      void checkServerClock();
      sync(true);
    };
    const onFront = () => {
      if (document.visibilityState === 'visible') sync(false);
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SYNC_MESSAGE) sync(true);
    };

    // The server's clock: from the answer the app has just had (the page's own data), else a HEAD of its own.
    void loadServerClock().then(() => {
      const answer = recentServerAnswer();
      if (answer) learnServerClockFrom(answer.date, answer.sentAt, answer.receivedAt);
      else void checkServerClock();
    });
    sync(false);
    void schedule();
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFront);
    document.addEventListener('visibilitychange', onFront);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const offQueue = onQueueChange(() => void schedule());
    const offResult = onSyncResult((result) => {
      if (result.sent.length > 0) {
        void invalidateKeys(queryClient, [...readingEffectKeys, areaKeys.cashReports]);
        notify.success(messageShown('offline.synced', { count: result.sent.length }), messageShown('offline.syncedHint'));
      }
      if (result.refused.length > 0) {
        notify.error(messageShown('offline.refused', { count: result.refused.length }), messageShown('offline.refusedHint'));
      }
    });
    return () => {
      alive = false;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFront);
      document.removeEventListener('visibilitychange', onFront);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      offQueue();
      offResult();
    };
  }, [userId, queryClient]);
}
