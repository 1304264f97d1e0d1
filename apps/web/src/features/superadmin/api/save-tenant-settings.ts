import type { TTenantSettings } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { superadminKeys } from '../lib/superadmin-queries';

/** PUT /admin/tenants/{id}/settings: several settings at once (bulk save). */
export function saveTenantSettings(id: string, settings: Record<string, string>): Promise<TTenantSettings> {
  return api.put<TTenantSettings>(`/admin/tenants/${encodeURIComponent(id)}/settings`, { settings });
}

export function useSaveTenantSettings(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Record<string, string>) => saveTenantSettings(tenantId, settings),
    meta: { silent: true },
    onSuccess: (data) => queryClient.setQueryData(superadminKeys.settings(tenantId), data),
  });
}
