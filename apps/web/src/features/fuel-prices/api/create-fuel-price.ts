import type { TCreateFuelPrice, TFuelPrice } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPriceChange } from '../lib/fuel-price-queries';

/** POST /fuel-prices */
export function createFuelPrice(input: TCreateFuelPrice): Promise<TFuelPrice> {
  return api.post<TFuelPrice>('/fuel-prices', input);
}

export function useCreateFuelPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFuelPrice, meta: { silent: true }, onSuccess: () => invalidateAfterPriceChange(queryClient) });
}
