import type { TFuelPrice } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPriceChange } from '../lib/fuel-price-queries';

export type TUpdateFuelPriceInput = { price?: number; validFrom?: string };

/** PUT /fuel-prices/{id}: 409 once readings have used the price. */
export function updateFuelPrice(id: string, input: TUpdateFuelPriceInput): Promise<TFuelPrice> {
  return api.put<TFuelPrice>(`/fuel-prices/${encodeURIComponent(id)}`, input);
}

export function useUpdateFuelPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateFuelPriceInput }) => updateFuelPrice(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateAfterPriceChange(queryClient),
  });
}
