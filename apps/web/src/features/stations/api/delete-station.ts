import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ALL_ASSET_AREAS, invalidateAssets } from '@/lib/asset-queries';

/** DELETE /stations/{id} (its pumps and nozzles go with it). */
export function deleteStation(id: string): Promise<void> {
  return api.delete<null>(`/stations/${encodeURIComponent(id)}`).then(() => undefined);
}

export function useDeleteStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStation,
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, ...ALL_ASSET_AREAS),
  });
}
