import type { TTenantSettings } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUPERADMIN_STALE_MS, superadminKeys } from '../lib/superadmin-queries';

/** GET /admin/tenants/{id}/settings: the known keys with their defaults, and every stored key. */
export function getTenantSettings(id: string, signal?: AbortSignal): Promise<TTenantSettings> {
  return api.get<TTenantSettings>(`/admin/tenants/${encodeURIComponent(id)}/settings`, signal ? { signal } : {});
}

export const tenantSettingsQueryOptions = (id: string) =>
  queryOptions({ queryKey: superadminKeys.settings(id), queryFn: ({ signal }) => getTenantSettings(id, signal), staleTime: SUPERADMIN_STALE_MS });

export function useTenantSettings(id: string) {
  return useQuery({ ...tenantSettingsQueryOptions(id), meta: { silent: true } });
}
