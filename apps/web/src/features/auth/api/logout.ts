import { api } from '@/lib/api-client';

/**
 * POST auth/logout (revokes the refresh cookie). The request's headers are built synchronously,
 * so the caller may clear the local session right after calling this. Failures are ignored: the
 * local session is gone either way.
 */
export function logoutRequest(): Promise<void> {
  return api.post<null>('/auth/logout', undefined, { timeoutMs: 5_000 }).then(
    () => undefined,
    () => undefined,
  );
}
