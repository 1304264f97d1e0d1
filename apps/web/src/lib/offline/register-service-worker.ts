import { Workbox } from 'workbox-window';

/** After the window's load event, how long the first page has to itself before the precache starts. */
const REGISTER_AFTER_LOAD_MS = 2_000;
/** The longest the registration then waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker (src/sw.ts, built to /sw.js) without a prompt: a new version installs in
 * the background, takes over at once and the page reloads onto it, so a phone never runs a page whose code
 * chunks the server no longer has (vite-plugin-pwa's `autoUpdate` behaviour, docs/decisions/029).
 *
 * When (docs/decisions/035): once the page has loaded, had REGISTER_AFTER_LOAD_MS to itself and the
 * browser is idle. The first install downloads every file of the app (~2 MB): begun at the load event, it
 * competed with the first page's own rendering on a slow phone (the entry's modules run, the load event
 * fires, and the page renders in the tasks after it). workbox-window is imported with the entry: its
 * import on demand was one more request at the end of a first visit.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const wb = new Workbox('/sw.js', { scope: '/', type: 'classic' });
    wb.addEventListener('activated', (event) => {
      // A newer worker took over from an older one (this tab's or another's): reload onto its files.
      if (event.isUpdate || event.isExternal) window.location.reload();
    });
    void wb.register({ immediate: true }).catch(() => undefined);
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS }) : register();
  const afterLoad = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
