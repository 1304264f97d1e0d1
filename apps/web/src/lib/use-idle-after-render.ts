import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is next idle (at the latest after 3 s): for what a
 * page can do without at first (the header's bell, the toasts' code), so that on a slow phone it does
 * not compete with the page's own code and data (docs/decisions/031-fast-on-a-cheap-phone.md).
 */
export function useIdleAfterRender(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
