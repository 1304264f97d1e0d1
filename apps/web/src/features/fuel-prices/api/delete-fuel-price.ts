import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPriceChange } from '../lib/fuel-price-queries';

/** DELETE /fuel-prices/{id}: 409 once readings have used the price. */
export function deleteFuelPrice(id: string): Promise<null> {
  return api.delete<null>(`/fuel-prices/${encodeURIComponent(id)}`);
}

export function useDeleteFuelPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFuelPrice, meta: { silent: true }, onSuccess: () => invalidateAfterPriceChange(queryClient) });
}
