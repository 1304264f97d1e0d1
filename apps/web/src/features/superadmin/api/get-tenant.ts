import type { TTenantDetail } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUPERADMIN_STALE_MS, superadminKeys } from '../lib/superadmin-queries';

/** GET /superadmin/tenants/{id}: the tenant, its plan and limits, its organisation and users. */
export function getTenant(id: string, signal?: AbortSignal): Promise<TTenantDetail> {
  return api.get<TTenantDetail>(`/superadmin/tenants/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const tenantQueryOptions = (id: string) =>
  queryOptions({ queryKey: superadminKeys.tenant(id), queryFn: ({ signal }) => getTenant(id, signal), staleTime: SUPERADMIN_STALE_MS, retry: 1 });

/** The page shows its own states ('Tenant Not Found', 'Error Loading Tenant'). */
export function useTenant(id: string | undefined) {
  return useQuery({ ...tenantQueryOptions(id ?? ''), enabled: Boolean(id), meta: { silent: true } });
}
