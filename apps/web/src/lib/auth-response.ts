import { isLocale, isRole, MSG, type TAuthResponse } from '@forecourt/shared';
import { ApiError } from './api-error';

/**
 * Check a login/register/refresh answer (document 1, section 5): a token and a user with id,
 * email, name and a valid role, else 'Invalid response from server', 'Invalid user data
 * received' or 'Invalid user role received'.
 */
export function parseAuthResponse(data: unknown): TAuthResponse {
  const d = data as { token?: unknown; expiresIn?: unknown; user?: Record<string, unknown> } | null | undefined;
  if (!d || typeof d !== 'object' || typeof d.token !== 'string' || !d.token || !d.user || typeof d.user !== 'object') {
    throw ApiError.invalidResponse(MSG.invalidResponse);
  }
  const u = d.user;
  if (typeof u.id !== 'string' || !u.id || typeof u.email !== 'string' || !u.email || typeof u.name !== 'string' || u.role == null) {
    throw ApiError.invalidResponse(MSG.invalidUserData);
  }
  if (!isRole(u.role)) throw ApiError.invalidResponse(MSG.invalidUserRole);
  return {
    token: d.token,
    expiresIn: typeof d.expiresIn === 'number' ? d.expiresIn : 0,
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      tenantId: typeof u.tenantId === 'string' ? u.tenantId : null,
      tenantName: typeof u.tenantName === 'string' ? u.tenantName : null,
      locale: isLocale(u.locale) ? u.locale : null,
    },
  };
}
