import { MSG } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { parseAuthResponse } from './auth-response';

const user = { id: 'u1', email: 'a@b.co', name: 'A', role: 'manager', tenantId: 't1', tenantName: 'T', locale: 'hi' };

describe('login response validation', () => {
  it('accepts a token and a complete user', () => {
    expect(parseAuthResponse({ token: 'x', expiresIn: 900, user }).user).toEqual(user);
  });
  it("carries the user's saved language, and nothing that is not one of the languages", () => {
    expect(parseAuthResponse({ token: 'x', user: { ...user, locale: 'hi' } }).user).toMatchObject({ locale: 'hi' });
    expect(parseAuthResponse({ token: 'x', user: { ...user, locale: 'fr' } }).user).toMatchObject({ locale: null });
  });
  it("keeps the user's language only when it is one of the app's (else null: never chosen)", () => {
    expect(parseAuthResponse({ token: 'x', user: { ...user, locale: 'fr' } }).user.locale).toBeNull();
    const { locale: _locale, ...noLocale } = user;
    expect(parseAuthResponse({ token: 'x', user: noLocale }).user.locale).toBeNull();
  });
  it('rejects a missing token or user', () => {
    expect(() => parseAuthResponse({ user })).toThrow(MSG.invalidResponse);
    expect(() => parseAuthResponse({ token: 'x' })).toThrow(MSG.invalidResponse);
    expect(() => parseAuthResponse(null)).toThrow(MSG.invalidResponse);
  });
  it('rejects a user missing a field', () => {
    const { name: _name, ...noName } = user;
    expect(() => parseAuthResponse({ token: 'x', user: noName })).toThrow(MSG.invalidUserData);
  });
  it('rejects a role that is not one of the four', () => {
    expect(() => parseAuthResponse({ token: 'x', user: { ...user, role: 'root' } })).toThrow(MSG.invalidUserRole);
  });
});
