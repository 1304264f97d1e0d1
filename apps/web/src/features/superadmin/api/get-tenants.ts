import type { TPage, TTenantSummary } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUPERADMIN_STALE_MS, TENANTS_RETRY, superadminKeys, type TTenantListParams } from '../lib/superadmin-queries';

/** GET /superadmin/tenants: newest first, with search and status filter. */
export function getTenants(params: TTenantListParams, signal?: AbortSignal): Promise<TPage<TTenantSummary>> {
  return api.get<TPage<TTenantSummary>>('/superadmin/tenants', { query: params, ...(signal ? { signal } : {}) });
}

export const tenantsQueryOptions = (params: TTenantListParams) =>
  queryOptions({
    queryKey: superadminKeys.tenantList(params),
    queryFn: ({ signal }) => getTenants(params, signal),
    staleTime: SUPERADMIN_STALE_MS,
    retry: TENANTS_RETRY,
    placeholderData: keepPreviousData,
  });

export function useTenants(params: TTenantListParams) {
  return useQuery({ ...tenantsQueryOptions(params), meta: { silent: true } });
}
