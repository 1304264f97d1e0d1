import type { TInventoryItem, TInventoryUpdate } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterInventoryChange } from '../lib/inventory-queries';

/** POST /inventory/update: sets the tank's stock (the ledger records new − book as an adjustment). */
export function updateInventory(input: TInventoryUpdate): Promise<TInventoryItem> {
  return api.post<TInventoryItem>('/inventory/update', input);
}

export function useUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInventory, meta: { silent: true }, onSuccess: () => invalidateAfterInventoryChange(queryClient) });
}
