import type { TPlan, TPlanInput } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** PUT /superadmin/plans/{id}: the limits apply to the plan's tenants from their next request. */
export function updatePlan(id: string, input: TPlanInput): Promise<TPlan> {
  return api.put<TPlan>(`/superadmin/plans/${encodeURIComponent(id)}`, input);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TPlanInput }) => updatePlan(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateSuperadmin(queryClient),
  });
}
