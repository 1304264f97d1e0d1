import type { TPump, TUpdatePump } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ALL_ASSET_AREAS, invalidateAssets } from '@/lib/asset-queries';

/** PUT /pumps/{id} */
export function updatePump(id: string, input: TUpdatePump): Promise<TPump> {
  return api.put<TPump>(`/pumps/${encodeURIComponent(id)}`, input);
}

export function useUpdatePump(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdatePump) => updatePump(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, ...ALL_ASSET_AREAS),
  });
}
