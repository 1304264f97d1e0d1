import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** DELETE /superadmin/users/{id}: never oneself, never the last superadmin. */
export function deleteAdminUser(id: string): Promise<null> {
  return api.delete<null>(`/superadmin/users/${encodeURIComponent(id)}`);
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminUser, meta: { silent: true }, onSuccess: () => invalidateSuperadmin(queryClient) });
}
