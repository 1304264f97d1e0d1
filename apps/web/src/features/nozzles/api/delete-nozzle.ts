import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssets } from '@/lib/asset-queries';

/** DELETE /nozzles/{id} (its readings leave the operational lists with it). */
export function deleteNozzle(id: string): Promise<void> {
  return api.delete<null>(`/nozzles/${encodeURIComponent(id)}`).then(() => undefined);
}

export function useDeleteNozzle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNozzle,
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, 'nozzles', 'pumps', 'stations', 'tanks', 'setupStatus'),
  });
}
