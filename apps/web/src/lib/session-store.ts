import { isLocale, isRole, STORAGE_KEYS, type TLocale, type TSessionUser } from '@forecourt/shared';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session: access token and user, kept in localStorage (document 1, section 4).
 * It lives in lib/ because the API client needs the token; the auth feature drives it.
 */
export type TSession = { token: string; user: TSessionUser };

/** 'restoring' while a stored token is being validated at start-up. */
export type TSessionStatus = 'restoring' | 'ready';

type State = { session: TSession | null; status: TSessionStatus };

let state: State = { session: null, status: 'ready' };
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The user's saved language (issue 13: `locale` on the session user, 'en' | 'hi' | null), read from
 * whatever carries it — a stored user, a sign-in answer, the profile — and null when it is absent.
 */
export function localeOf(user: unknown): TLocale | null {
  const value = typeof user === 'object' && user !== null ? (user as { locale?: unknown }).locale : null;
  return isLocale(value) ? value : null;
}

/** The app's own prefix on every key it writes. */
export const STORAGE_PREFIX = 'forecourt.';
/** Keys of stores the earlier client persisted, cleared at start (document 1, section 4). */
const LEGACY_KEYS = ['token', 'user', 'auth-storage', 'auth_token', 'theme', 'notification-storage', 'navigation-storage'];

/** Remove persisted stores the current app does not know (old versions' leftovers). */
export function clearStaleStores(): void {
  const store = storage();
  if (!store) return;
  const known = new Set<string>(Object.values(STORAGE_KEYS));
  const stale: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key) continue;
    if ((key.startsWith(STORAGE_PREFIX) && !known.has(key)) || LEGACY_KEYS.includes(key)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
}

function clearStored(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.user);
  // The pages' early requests are the signed-out user's (docs/decisions/034).
  store?.removeItem(STORAGE_KEYS.early);
}

/**
 * Read the stored session. It is restored only when a token is present and the stored user has
 * an id, an email, a name and one of the four valid roles; otherwise what is stored is cleared.
 */
export function readStoredSession(): TSession | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(STORAGE_KEYS.token);
  const rawUser = store.getItem(STORAGE_KEYS.user);
  if (!token && !rawUser) return null;
  try {
    const user = JSON.parse(rawUser ?? 'null') as Partial<TSessionUser> | null;
    if (
      token &&
      user &&
      typeof user.id === 'string' &&
      typeof user.email === 'string' &&
      typeof user.name === 'string' &&
      isRole(user.role)
    ) {
      return {
        token,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          tenantId: typeof user.tenantId === 'string' ? user.tenantId : null,
          tenantName: typeof user.tenantName === 'string' ? user.tenantName : null,
          locale: isLocale(user.locale) ? user.locale : null,
        },
      };
    }
  } catch {
    // unreadable: cleared below
  }
  clearStored();
  return null;
}

let syncingTabs = false;

/** Another tab signed in or out: follow it, so two tabs never act as two different users. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
  const session = readStoredSession();
  if (session?.token === state.session?.token && session?.user.id === state.session?.user.id) return;
  state = { session, status: 'ready' };
  emit();
}

/** Start-up: clear stale stores, restore a valid stored session, mark it as being validated. */
export function initSession(): TSession | null {
  clearStaleStores();
  const session = readStoredSession();
  state = { session, status: session ? 'restoring' : 'ready' };
  if (!syncingTabs && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    syncingTabs = true;
  }
  emit();
  return session;
}

export function getSession(): TSession | null {
  return state.session;
}

export function getSessionState(): State {
  return state;
}

export function setSession(session: TSession): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.token, session.token);
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  state = { session, status: 'ready' };
  emit();
}

/** Update the stored user (e.g. after reading the profile) without changing the token. */
export function updateSessionUser(user: TSessionUser): void {
  if (!state.session) return;
  setSession({ token: state.session.token, user });
}

export function clearSession(): void {
  clearStored();
  state = { session: null, status: 'ready' };
  emit();
}

export function markSessionReady(): void {
  if (state.status === 'ready') return;
  state = { ...state, status: 'ready' };
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** React view of the session store. */
export function useSessionState(): State {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}
