import type { TTenantSettings } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { superadminKeys } from '../lib/superadmin-queries';

/** PUT /admin/tenants/{id}/settings/{key}: one setting. */
export function saveTenantSetting(id: string, key: string, value: string): Promise<TTenantSettings> {
  return api.put<TTenantSettings>(`/admin/tenants/${encodeURIComponent(id)}/settings/${encodeURIComponent(key)}`, { value });
}

export function useSaveTenantSetting(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => saveTenantSetting(tenantId, key, value),
    meta: { silent: true },
    onSuccess: (data) => queryClient.setQueryData(superadminKeys.settings(tenantId), data),
  });
}
