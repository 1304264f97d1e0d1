import type { TAuthResponse, TRegisterRequest } from '@forecourt/shared';
import { api } from '@/lib/api-client';
import { parseAuthResponse } from '@/lib/auth-response';

/** POST auth/register: creates the business and its owner, who is signed in. */
export async function register(input: TRegisterRequest): Promise<TAuthResponse> {
  const data = await api.post<unknown>('/auth/register', input, { auth: false });
  return parseAuthResponse(data);
}
