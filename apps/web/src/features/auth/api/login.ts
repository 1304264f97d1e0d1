import type { TAuthResponse, TLoginRequest } from '@forecourt/shared';
import { api } from '@/lib/api-client';
import { parseAuthResponse } from '@/lib/auth-response';

/** POST auth/login, or admin/auth/login for the admin portal (superadmin only). */
export async function login(input: TLoginRequest, portal: 'tenant' | 'admin'): Promise<TAuthResponse> {
  const path = portal === 'admin' ? '/admin/auth/login' : '/auth/login';
  const data = await api.post<unknown>(path, input, { auth: false });
  return parseAuthResponse(data);
}
