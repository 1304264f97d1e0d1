import type { TAdminUser, TCreateAdminUser } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** POST /superadmin/users */
export function createAdminUser(input: TCreateAdminUser): Promise<TAdminUser> {
  return api.post<TAdminUser>('/superadmin/users', input);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdminUser, meta: { silent: true }, onSuccess: () => invalidateSuperadmin(queryClient) });
}
