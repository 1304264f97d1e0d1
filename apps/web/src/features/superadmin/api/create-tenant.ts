import type { TCreateTenant, TTenantDetail } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateSuperadmin } from '../lib/superadmin-queries';

/** POST /superadmin/tenants: a tenant on a plan, with its owner. */
export function createTenant(input: TCreateTenant): Promise<TTenantDetail> {
  return api.post<TTenantDetail>('/superadmin/tenants', input);
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTenant, meta: { silent: true }, onSuccess: () => invalidateSuperadmin(queryClient) });
}
