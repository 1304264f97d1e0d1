import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initSession } from './lib/session-store';
import './index.css';

// Clear stale persisted stores and restore a stored session (valid role only) before the first render.
initSession();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
