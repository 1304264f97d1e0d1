import type { QueryClient } from '@tanstack/react-query';

/** Readings are fresh for 30 s (document 2, section 9). */
export const READINGS_STALE_MS = 30_000;

export const readingKeys = {
  all: ['readings'] as const,
  lists: () => [...readingKeys.all, 'list'] as const,
  detail: (id: string) => [...readingKeys.all, 'detail', id] as const,
  canCreate: (nozzleId: string) => [...readingKeys.all, 'can-create', nozzleId] as const,
};

/**
 * After a reading is recorded, voided or corrected: the reading, sales, dashboard and station caches
 * refresh (document 1, section 9), and the nozzles (their current meter value) and prices in use.
 */
export function invalidateAfterReading(queryClient: QueryClient): Promise<void> {
  const keys = [['readings'], ['sales'], ['dashboard'], ['stations'], ['nozzles'], ['fuel-prices']];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
