import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followBrowserOnline } from './lib/connectivity';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { initSession } from './lib/session-store';
import './index.css';

// Clear stale persisted stores and restore a stored session (valid role only) before the first render.
initSession();

// Opened with no network (the app from the phone's cache): start offline, so queries wait instead of
// failing; and follow the browser's online/offline events from now on, not only once the app has mounted
// (a network back while the app starts is then seen). Every sync attempt reads navigator.onLine again.
followBrowserOnline();

// Preact (docs/decisions/032) renders the updates of a batch in the task that made them; React rendered the
// first page in slices (a transition). While the app starts, each batch renders in a task of its own, so a
// slow phone paints and can answer a tap between them (shorter long tasks: Lighthouse's Total Blocking
// Time). From the first tap, key or input on, Preact's default again: what a person does shows at once.
options.debounceRendering = (flush) => setTimeout(flush);
const START_UP_ENDS = ['pointerdown', 'keydown', 'input'] as const;
const endStartUp = () => {
  options.debounceRendering = undefined;
  for (const type of START_UP_ENDS) window.removeEventListener(type, endStartUp, true);
};
for (const type of START_UP_ENDS) window.addEventListener(type, endStartUp, true);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first render in a task of its own too, not in the one that ran the entry's modules.
setTimeout(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The installable, offline-capable app (docs/decisions/029): precaches the app once the page is up.
registerServiceWorker();
