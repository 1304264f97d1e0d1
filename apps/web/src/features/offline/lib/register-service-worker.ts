/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (src/sw.ts) once the page has loaded, without a prompt: a new version
 * installs in the background, takes over at once and the page reloads onto it (vite-plugin-pwa's
 * autoUpdate), so a phone never runs a page whose code chunks the server no longer has.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void registerSW();
}
