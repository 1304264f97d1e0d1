import type { TNozzle, TUpdateNozzle } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssets } from '@/lib/asset-queries';

/** PUT /nozzles/{id} (name, fuel type, status). */
export function updateNozzle(id: string, input: TUpdateNozzle): Promise<TNozzle> {
  return api.put<TNozzle>(`/nozzles/${encodeURIComponent(id)}`, input);
}

export function useUpdateNozzle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateNozzle) => updateNozzle(id, input),
    meta: { silent: true },
    // A nozzle's status changes its pump's active count and attention flag; a new fuel takes it out of its tank.
    onSuccess: () => invalidateAssets(queryClient, 'nozzles', 'pumps', 'stations', 'tanks'),
  });
}
