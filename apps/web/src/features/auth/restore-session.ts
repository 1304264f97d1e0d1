import { isLocale, isRole, TITLES } from '@forecourt/shared';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { clearSession, getSession, getSessionState, markSessionReady, updateSessionUser } from '@/lib/session-store';
import { profileQueryOptions } from './api/get-profile';

/**
 * Start-up validation of a restored session: GET auth/profile (the API client refreshes the token
 * on a 401; a failed refresh clears the session and raises 'auth expired'). When the server cannot
 * be reached (or the phone is offline), the stored session is kept and the offline notice tells the user:
 * a network failure is never a sign-out.
 */
export async function restoreSession(queryClient: QueryClient): Promise<void> {
  if (!getSession() || getSessionState().status !== 'restoring') return;
  // Offline (the app opened from the phone's cache): the stored session stands until the server can
  // say otherwise — an attendant keeps working in the portal (docs/decisions/029). The next call that
  // reaches the server validates it (a refused refresh signs out then).
  if (!onlineManager.isOnline()) {
    markSessionReady();
    return;
  }
  try {
    const profile = await queryClient.fetchQuery({ ...profileQueryOptions(), meta: { silent: true } });
    if (!isRole(profile.role)) {
      clearSession();
      return;
    }
    updateSessionUser({
      id: profile.id,
      email: profile.email,
      name: profile.name,
      role: profile.role,
      tenantId: profile.tenantId,
      tenantName: profile.tenantName,
      locale: isLocale(profile.locale) ? profile.locale : null,
    });
  } catch (err) {
    // AUTH_EXPIRED: already cleared by the client. 403 (e.g. a suspended business): the session
    // cannot be used, so it ends with the server's reason. Anything else: keep the stored session.
    if (isApiError(err) && err.status === 403) {
      clearSession();
      notify.error(TITLES.accessDenied, err.message);
    }
  } finally {
    markSessionReady();
  }
}
