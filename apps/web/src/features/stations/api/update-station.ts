import type { TStation, TUpdateStation } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssets } from '@/lib/asset-queries';

/** PUT /stations/{id} (any subset of the fields, status included). */
export function updateStation(id: string, input: TUpdateStation): Promise<TStation> {
  return api.put<TStation>(`/stations/${encodeURIComponent(id)}`, input);
}

export function useUpdateStation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateStation) => updateStation(id, input),
    meta: { silent: true },
    // Pumps and nozzles carry the station's name.
    onSuccess: () => invalidateAssets(queryClient, 'stations', 'pumps', 'nozzles'),
  });
}
