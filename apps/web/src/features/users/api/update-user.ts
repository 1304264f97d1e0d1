import type { TUpdateUser, TUser } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterUserChange } from '../lib/user-queries';

/** PUT /users/{id}: the fields sent change; stations sent replace the assignments. */
export function updateUser(id: string, input: TUpdateUser): Promise<TUser> {
  return api.put<TUser>(`/users/${encodeURIComponent(id)}`, input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateUser }) => updateUser(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
}
