import type { TCreateUser, TUser } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterUserChange } from '../lib/user-queries';

/** POST /users */
export function createUser(input: TCreateUser): Promise<TUser> {
  return api.post<TUser>('/users', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, meta: { silent: true }, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
