import type { TCreateNozzle, TNozzle } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssets } from '@/lib/asset-queries';

/** POST /nozzles */
export function createNozzle(input: TCreateNozzle): Promise<TNozzle> {
  return api.post<TNozzle>('/nozzles', input);
}

export function useCreateNozzle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNozzle,
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, 'nozzles', 'pumps', 'stations', 'setupStatus'),
  });
}
