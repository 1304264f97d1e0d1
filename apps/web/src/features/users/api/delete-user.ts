import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterUserChange } from '../lib/user-queries';

/** DELETE /users/{id}: the user can no longer sign in; their readings and reports keep their name. */
export function deleteUser(id: string): Promise<null> {
  return api.delete<null>(`/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, meta: { silent: true }, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
