import type { TChangePassword, TPasswordChanged, TRole } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/**
 * Change one's own password: POST /users/{id}/change-password for a tenant user, POST
 * /admin/me/change-password for the platform admin (docs/decisions/016). Other sessions are signed out.
 */
export function changePassword(user: { id: string; role: TRole }, input: TChangePassword): Promise<TPasswordChanged> {
  const path = user.role === 'superadmin' ? '/admin/me/change-password' : `/users/${encodeURIComponent(user.id)}/change-password`;
  return api.post<TPasswordChanged>(path, input);
}

/** Refreshes the profile (its "password last changed"). */
export function useChangePassword(user: { id: string; role: TRole }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePassword) => changePassword(user, input),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
