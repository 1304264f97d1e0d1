import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ALL_ASSET_AREAS, invalidateAssets } from '@/lib/asset-queries';

/** DELETE /pumps/{id} (its nozzles go with it). */
export function deletePump(id: string): Promise<void> {
  return api.delete<null>(`/pumps/${encodeURIComponent(id)}`).then(() => undefined);
}

export function useDeletePump() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePump,
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, ...ALL_ASSET_AREAS),
  });
}
