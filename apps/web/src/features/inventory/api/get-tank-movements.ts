import type { TInventoryMovement, TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { INVENTORY_STALE_MS, inventoryKeys } from '../lib/inventory-queries';

/** GET /fuel-inventory/{tankId}/movements: the tank's ledger (sales, voids, adjustments), newest first. */
export function getTankMovements(tankId: string, page: number, limit: number, signal?: AbortSignal): Promise<TPage<TInventoryMovement>> {
  return api.get<TPage<TInventoryMovement>>(`/fuel-inventory/${encodeURIComponent(tankId)}/movements`, {
    query: { page, limit },
    ...(signal ? { signal } : {}),
  });
}

export const tankMovementsQueryOptions = (tankId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.movements(tankId), { page, limit }] as const,
    queryFn: ({ signal }) => getTankMovements(tankId, page, limit, signal),
    staleTime: INVENTORY_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useTankMovements(tankId: string, page: number, limit: number) {
  return useQuery({ ...tankMovementsQueryOptions(tankId, page, limit), meta: { silent: true } });
}
