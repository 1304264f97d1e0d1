import { HEALTH_PATH, HEALTH_TIMEOUT_MS } from '@forecourt/shared';
import { useEffect, useRef, useState } from 'react';

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

/**
 * Online state from the connectivity check, re-run on the browser's offline/online events and
 * every 30 s. Starts optimistic (true) so nothing flashes while the first check runs.
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
      const ok = typeof navigator !== 'undefined' && navigator.onLine === false ? false : await checkConnectivity();
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
