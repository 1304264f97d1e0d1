import type { TTenantDetail } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** PATCH /superadmin/tenants/{id}/plan: the new plan's limits apply from the tenant's next request. */
export function updateTenantPlan(id: string, planId: string): Promise<TTenantDetail> {
  return api.patch<TTenantDetail>(`/superadmin/tenants/${encodeURIComponent(id)}/plan`, { planId });
}

export function useUpdateTenantPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, planId }: { id: string; planId: string }) => updateTenantPlan(id, planId),
    meta: { silent: true },
    onSuccess: () => invalidateSuperadmin(queryClient),
  });
}
