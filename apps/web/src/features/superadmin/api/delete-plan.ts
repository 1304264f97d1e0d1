import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** DELETE /superadmin/plans/{id}: a plan in use or the sign-up default answers 409. */
export function deletePlan(id: string): Promise<null> {
  return api.delete<null>(`/superadmin/plans/${encodeURIComponent(id)}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlan, meta: { silent: true }, onSuccess: () => invalidateSuperadmin(queryClient) });
}
