import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** DELETE /superadmin/tenants/{id}: only a tenant without readings, cash reports or payments (else 409). */
export function deleteTenant(id: string): Promise<null> {
  return api.delete<null>(`/superadmin/tenants/${encodeURIComponent(id)}`);
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTenant, meta: { silent: true }, onSuccess: () => invalidateSuperadmin(queryClient) });
}
