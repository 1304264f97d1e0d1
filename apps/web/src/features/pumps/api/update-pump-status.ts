import type { TAssetStatus, TPump } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssets } from '@/lib/asset-queries';

/** PATCH /pumps/{id}/status */
export function updatePumpStatus(id: string, status: TAssetStatus): Promise<TPump> {
  return api.patch<TPump>(`/pumps/${encodeURIComponent(id)}/status`, { status });
}

export function useUpdatePumpStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TAssetStatus }) => updatePumpStatus(id, status),
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, 'pumps', 'stations'),
  });
}
