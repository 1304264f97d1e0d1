import { onlineManager } from '@tanstack/react-query';
import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/offline/lib/register-service-worker';
import { initSession } from './lib/session-store';
import './index.css';

// Clear stale persisted stores and restore a stored session (valid role only) before the first render.
initSession();

// Opened with no network (the app from the phone's cache): start offline. TanStack Query's online state
// otherwise starts online and only follows later events, so queries would fail instead of waiting.
if (navigator.onLine === false) onlineManager.setOnline(false);

// Preact (docs/decisions/032) renders the updates of a batch in the task that made them; React rendered the
// first page in slices (a transition). Each batch in a task of its own lets a slow phone paint and answer a
// tap between them: the long tasks of the first load are shorter (Lighthouse's Total Blocking Time).
options.debounceRendering = (flush) => setTimeout(flush);

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
