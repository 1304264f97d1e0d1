import type { QueryClient } from '@tanstack/react-query';
import { areaKeys, inventoryEffectKeys, invalidateKeys } from '@/lib/query-keys';

/** Inventory is fresh for 5 minutes and cached for 10 (document 2, section 9). */
export const INVENTORY_STALE_MS = 5 * 60_000;
export const INVENTORY_CACHE_MS = 10 * 60_000;

export const inventoryKeys = {
  all: areaKeys.inventory,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  movements: (tankId: string) => [...inventoryKeys.all, 'movements', tankId] as const,
};

/** After a stock update: every inventory view, and the alerts (an update may raise or clear low stock). */
export function invalidateAfterInventoryChange(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, inventoryEffectKeys);
}
