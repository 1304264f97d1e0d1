import type { TCreatePump, TPump } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ALL_ASSET_AREAS, invalidateAssets } from '@/lib/asset-queries';

/** POST /pumps (with `nozzles` in the setup variant: the pump and its nozzles in one transaction). */
export function createPump(input: TCreatePump): Promise<TPump> {
  return api.post<TPump>('/pumps', input);
}

export function useCreatePump() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPump,
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, ...ALL_ASSET_AREAS),
  });
}
