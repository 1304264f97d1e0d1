import { PAGE_MAX_LIMIT, type TFuelType, type TInventoryItem, type TInventorySummary, type TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { INVENTORY_CACHE_MS, INVENTORY_STALE_MS, inventoryKeys } from '../lib/inventory-queries';

export type TInventoryParams = { stationId?: string; fuelType?: TFuelType; page?: number; limit?: number };
export type TInventoryPage = TPage<TInventoryItem, TInventorySummary>;

/**
 * GET /fuel-inventory: one item per tank, plus `isSetUp: false` items for fuels sold with no tank, and
 * the summary over the filter. Attendants get their assigned stations only.
 */
export function getInventory(params: TInventoryParams = {}, signal?: AbortSignal): Promise<TInventoryPage> {
  return api.get<TInventoryPage>('/fuel-inventory', { query: { limit: PAGE_MAX_LIMIT, ...params }, ...(signal ? { signal } : {}) });
}

export const inventoryQueryOptions = (params: TInventoryParams = {}) =>
  queryOptions({
    queryKey: [...inventoryKeys.lists(), params] as const,
    queryFn: ({ signal }) => getInventory(params, signal),
    staleTime: INVENTORY_STALE_MS,
    gcTime: INVENTORY_CACHE_MS,
    placeholderData: keepPreviousData,
  });

/** Silent: the pages show their own error state. */
export function useInventory(params: TInventoryParams = {}, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...inventoryQueryOptions(params), enabled: opts.enabled ?? true, meta: { silent: true } });
}
