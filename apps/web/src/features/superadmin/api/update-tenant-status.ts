import type { TTenantDetail, TTenantStatus } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** PATCH /superadmin/tenants/{id}/status: a suspended tenant's users are refused at once. */
export function updateTenantStatus(id: string, status: TTenantStatus): Promise<TTenantDetail> {
  return api.patch<TTenantDetail>(`/superadmin/tenants/${encodeURIComponent(id)}/status`, { status });
}

export function useUpdateTenantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TTenantStatus }) => updateTenantStatus(id, status),
    meta: { silent: true },
    onSuccess: () => invalidateSuperadmin(queryClient),
  });
}
