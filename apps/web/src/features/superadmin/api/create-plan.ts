import type { TPlan, TPlanInput } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** POST /superadmin/plans */
export function createPlan(input: TPlanInput): Promise<TPlan> {
  return api.post<TPlan>('/superadmin/plans', input);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlan, meta: { silent: true }, onSuccess: () => invalidateSuperadmin(queryClient) });
}
