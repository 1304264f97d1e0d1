import type { TAdminUser, TUpdateAdminUser } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** PUT /superadmin/users/{id}: name and email. */
export function updateAdminUser(id: string, input: TUpdateAdminUser): Promise<TAdminUser> {
  return api.put<TAdminUser>(`/superadmin/users/${encodeURIComponent(id)}`, input);
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateAdminUser }) => updateAdminUser(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateSuperadmin(queryClient),
  });
}
