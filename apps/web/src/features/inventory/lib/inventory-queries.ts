import type { QueryClient } from '@tanstack/react-query';

/** Inventory is fresh for 5 minutes and cached for 10 (document 2, section 9). */
export const INVENTORY_STALE_MS = 5 * 60_000;
export const INVENTORY_CACHE_MS = 10 * 60_000;

export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  movements: (tankId: string) => [...inventoryKeys.all, 'movements', tankId] as const,
};

/** After a stock update: every inventory view, and the alerts (an update may raise or clear low stock). */
export function invalidateAfterInventoryChange(queryClient: QueryClient): Promise<void> {
  const keys = [inventoryKeys.all, ['alerts'], ['dashboard']];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
