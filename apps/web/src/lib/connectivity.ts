import { HEALTH_PATH, HEALTH_TIMEOUT_MS } from '@forecourt/shared';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * "Online" in the window has one state: TanStack Query's online manager (it pauses queries and mutations
 * while offline, and the app's own code asks it), kept to the browser's word, navigator.onLine. Left to
 * itself the manager never reads navigator.onLine and listens to the browser's events only from its first
 * subscriber on (once the app has mounted): a change in between went unnoticed and it stayed offline with
 * the network back. Here every change the browser reports is applied — through its online/offline events
 * from start-up (`followBrowserOnline`), and through `isOnline()`, which reads navigator.onLine again each
 * time it is asked (every sync attempt, a component's mount, the connectivity check). A state set through
 * the manager's own `setOnline` stands until the browser says something new.
 */
function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The browser's word when it was last read (at start-up, an event or an `isOnline()`). */
let lastRead = browserOnline();

function applyBrowser(force: boolean): void {
  const online = browserOnline();
  if (!force && online === lastRead) return;
  lastRead = online;
  onlineManager.setOnline(online);
}

/** Online now? navigator.onLine is read again, and a change since it was last read is applied first. */
export function isOnline(): boolean {
  applyBrowser(false);
  return onlineManager.isOnline();
}

/**
 * At start-up (main.tsx, before the first render): the manager starts from navigator.onLine (offline when
 * the app opened from the phone's cache, so queries wait instead of failing) and follows the browser's
 * online/offline events from now on, reading navigator.onLine at each. The setup runs again, with a fresh
 * read, whenever the manager is subscribed to anew.
 */
export function followBrowserOnline(): void {
  onlineManager.setEventListener(() => {
    applyBrowser(true);
    if (typeof window === 'undefined') return undefined;
    const follow = () => applyBrowser(true);
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    return () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
    };
  });
}

/** Connectivity check (document 1, section 7): HEAD on the health path, 5 s timeout, no cache. */
export async function checkConnectivity(timeoutMs: number = HEALTH_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(HEALTH_PATH, {
      method: 'HEAD',
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      signal: controller.signal,
    });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const CONNECTIVITY_INTERVAL_MS = 30_000;

/** A check is not sent when the server answered the app within this long: that answer already says it. */
export const ANSWER_FRESH_MS = 5000;

/** The last answer the API client had from the server: its Date header and when it was asked and answered (epoch ms). */
export type TServerAnswer = { date: string | null; sentAt: number; receivedAt: number };
let lastAnswer: (TServerAnswer & { at: number }) | undefined;

/** The API client heard from the server (any status): the connection works (docs/decisions/034). */
export function noteServerAnswer(answer: TServerAnswer): void {
  lastAnswer = { ...answer, at: performance.now() };
}

/** The server's last answer, if it came within ANSWER_FRESH_MS (undefined otherwise). */
export function recentServerAnswer(): TServerAnswer | undefined {
  return lastAnswer && performance.now() - lastAnswer.at < ANSWER_FRESH_MS ? lastAnswer : undefined;
}

/**
 * Online state from the connectivity check, re-run on the browser's offline/online events and
 * every 30 s — skipped when the server answered an API call in the last 5 s. Starts optimistic (true) so
 * nothing flashes while the first check runs.
 */
export function useConnectivity(intervalMs: number = CONNECTIVITY_INTERVAL_MS): { online: boolean; recheck: () => void } {
  const [online, setOnline] = useState(true);
  const running = useRef(false);
  const recheck = useRef(() => {});

  useEffect(() => {
    let alive = true;
    const run = async () => {
      if (running.current) return;
      running.current = true;
      // Offline by the browser's word: no check. The server answered a moment ago (the page's own data, often
      // at start): online, without a round trip of its own at the end of a phone's start.
      const ok = !isOnline() ? false : recentServerAnswer() !== undefined || (await checkConnectivity());
      running.current = false;
      if (alive) setOnline(ok);
    };
    recheck.current = () => void run();
    void run();
    const onOffline = () => setOnline(false);
    const onOnline = () => void run();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => void run(), intervalMs);
    return () => {
      alive = false;
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [intervalMs]);

  return { online, recheck: () => recheck.current() };
}
