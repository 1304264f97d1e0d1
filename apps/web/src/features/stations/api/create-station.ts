import type { TCreateStation, TStation } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssets } from '@/lib/asset-queries';

/** POST /stations */
export function createStation(input: TCreateStation): Promise<TStation> {
  return api.post<TStation>('/stations', input);
}

export function useCreateStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStation,
    meta: { silent: true },
    onSuccess: () => invalidateAssets(queryClient, 'stations', 'setupStatus'),
  });
}
