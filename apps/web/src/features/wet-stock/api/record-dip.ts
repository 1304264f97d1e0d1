import type { TDip, TRecordDip } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { dipEffectKeys } from '../lib/wet-stock-keys';

/** POST /tanks/{id}/dips: a dip converted to litres by the chart, against the book stock at its time. */
export function recordDip(tankId: string, input: TRecordDip): Promise<TDip> {
  return api.post<TDip>(`/tanks/${encodeURIComponent(tankId)}/dips`, input);
}

export function useRecordDip(tankId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordDip) => recordDip(tankId, input),
    // The form shows a refusal on its fields (or toasts it).
    meta: { silent: true },
    onSuccess: () => invalidateKeys(queryClient, dipEffectKeys(tankId)),
  });
}
