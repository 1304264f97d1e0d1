import { catalogueFor, TOAST_DURATION_MS } from '@forecourt/shared';
import { toast } from 'sonner';
import { isApiError } from './api-error';

/** Toasts with the spec's durations (document 1, section 9). */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description, duration: TOAST_DURATION_MS.success }),
  error: (title: string, description?: string, id?: string) =>
    toast.error(title, { description, duration: TOAST_DURATION_MS.error, ...(id ? { id } : {}) }),
  warning: (title: string, description?: string) => toast.warning(title, { description, duration: TOAST_DURATION_MS.warning }),
  info: (title: string, description?: string) => toast.info(title, { description, duration: TOAST_DURATION_MS.info }),
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
  notify.error('Error', error instanceof Error && error.message ? error.message : 'An unexpected error occurred');
}
