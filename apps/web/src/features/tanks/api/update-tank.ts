import type { TTank, TUpdateTank } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys, tankEffectKeys } from '@/lib/query-keys';

/** PUT /tanks/{id}: name, capacity, minimum level and the nozzles fed (the station and fuel stay). */
export function updateTank(id: string, input: TUpdateTank): Promise<TTank> {
  return api.put<TTank>(`/tanks/${encodeURIComponent(id)}`, input);
}

export function useUpdateTank(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateTank) => updateTank(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateKeys(queryClient, tankEffectKeys),
  });
}
