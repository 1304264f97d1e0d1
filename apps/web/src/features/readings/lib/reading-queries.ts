import type { QueryClient } from '@tanstack/react-query';
import { areaKeys, invalidateKeys, readingEffectKeys } from '@/lib/query-keys';

/** Readings are fresh for 30 s (document 2, section 9). */
export const READINGS_STALE_MS = 30_000;

export const readingKeys = {
  all: areaKeys.readings,
  lists: () => [...readingKeys.all, 'list'] as const,
  detail: (id: string) => [...readingKeys.all, 'detail', id] as const,
  canCreate: (nozzleId: string) => [...readingKeys.all, 'can-create', nozzleId] as const,
};

/** After a reading is recorded, voided, corrected or its notes changed: everything in `readingEffectKeys`. */
export function invalidateAfterReading(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, readingEffectKeys);
}
