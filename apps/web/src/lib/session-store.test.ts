import { STORAGE_KEYS } from '@forecourt/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, getSessionState, initSession, readStoredSession } from './session-store';

const user = {
  id: '0190a8c2-0000-7000-8000-000000000001',
  email: 'owner@example.com',
  name: 'Asha Rao',
  role: 'owner',
  tenantId: '0190a8c2-0000-7000-8000-0000000000aa',
  tenantName: 'Rao Fuels',
};

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('session restore', () => {
  it('restores a stored token and user with a valid role, pending validation', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const session = initSession();
    expect(session?.user.role).toBe('owner');
    expect(getSession()?.token).toBe('tok');
    expect(getSessionState().status).toBe('restoring');
  });

  it("keeps the stored user's language, and the device's language choice across a start", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, locale: 'hi' }));
    localStorage.setItem(STORAGE_KEYS.locale, 'hi');
    expect(initSession()?.user).toMatchObject({ locale: 'hi' });
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('hi');
  });

  it('rejects a stored user whose role is not one of the four and clears the stored credentials', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, role: 'admin' }));
    expect(initSession()).toBeNull();
    expect(getSessionState()).toEqual({ session: null, status: 'ready' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('clears unreadable stored data and a user without a token', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('clears stale persisted stores of the app at start but keeps its known keys and foreign keys', () => {
    localStorage.setItem('forecourt.notifications-v1', '[]');
    localStorage.setItem('auth-storage', '{}');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    localStorage.setItem('someone-else', 'x');
    initSession();
    expect(localStorage.getItem('forecourt.notifications-v1')).toBeNull();
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(localStorage.getItem('someone-else')).toBe('x');
  });
});
