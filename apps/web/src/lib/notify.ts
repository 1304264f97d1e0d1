import { catalogueFor, MSG, TOAST_DURATION_MS } from '@forecourt/shared';
import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';
import { messageShown, translateShown as tr } from '@/i18n/known-text';
import { isApiError } from './api-error';

type TToast = typeof sonnerToast;

/*
 * The toasts' library (sonner) loads the first time a toast is shown, not with every page: most visits
 * never show one, and a phone's first visit does not wait for it (docs/decisions/031-fast-on-a-cheap-phone.md).
 * Once loaded, a toast is shown at once; app/provider.tsx mounts the <Toaster> when it is.
 */
let loaded: TToast | undefined;
let loading: Promise<TToast> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner (once; a failed download is tried again next time). */
export function loadToasts(): Promise<TToast> {
  loading ??= import('sonner').then(
    (m) => {
      loaded = m.toast;
      for (const listener of [...listeners]) listener();
      return m.toast;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether sonner is in (a toast was shown, or something loaded it): the app then mounts its Toaster. */
export function useToastsLoaded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded !== undefined,
    () => false,
  );
}

function show(run: (toast: TToast) => unknown): void {
  if (loaded) run(loaded);
  else void loadToasts().then(run, () => {});
}

/**
 * Toasts with the spec's durations (document 1, section 9). A known English text (a packages/shared
 * constant, a server's message) is shown in the language shown (docs/decisions/030); other text as given.
 */
export const notify = {
  success: (title: string, description?: string) => show((t) => t.success(tr(title), { description: tr(description), duration: TOAST_DURATION_MS.success })),
  error: (title: string, description?: string, id?: string) =>
    show((t) => t.error(tr(title), { description: tr(description), duration: TOAST_DURATION_MS.error, ...(id ? { id } : {}) })),
  warning: (title: string, description?: string) => show((t) => t.warning(tr(title), { description: tr(description), duration: TOAST_DURATION_MS.warning })),
  info: (title: string, description?: string) => show((t) => t.info(tr(title), { description: tr(description), duration: TOAST_DURATION_MS.info })),
};

/**
 * The general error handler (document 1, section 8): a toast with the catalogue's title and the
 * server's message (or the catalogue's text). A 401 is handled by the session (refresh, or
 * 'Session Expired'), so it is skipped here; pages a role may not open are refused by the route
 * guards before any call is made.
 */
export function toastApiError(error: unknown): void {
  if (isApiError(error)) {
    // 401: the API client refreshes or ends the session ('Session Expired'); nothing more to say.
    if (error.status === 401) return;
    const { title, message } = catalogueFor(error.status, error.message);
    if (error.status === 403) {
      // A refused action (the route guards handle refused pages): the server's reason, else the catalogue's.
      notify.error(title, error.message || message, 'forbidden');
      return;
    }
    const description = error.status >= 500 || error.status === 0 || error.status === 408 || error.status === 429 ? message : error.message || message;
    notify.error(title, description);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify.error(messageShown('common.error'), error instanceof Error && error.message ? error.message : MSG.unexpected);
}
