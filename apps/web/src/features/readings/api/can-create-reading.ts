import type { TCanCreateReading } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READINGS_STALE_MS, readingKeys } from '../lib/reading-queries';

/** GET /nozzle-readings/can-create/{nozzleId}: whether a reading can be recorded, its minimum and price. */
export function getCanCreateReading(nozzleId: string, signal?: AbortSignal): Promise<TCanCreateReading> {
  return api.get<TCanCreateReading>(`/nozzle-readings/can-create/${encodeURIComponent(nozzleId)}`, signal ? { signal } : {});
}

export const canCreateReadingQueryOptions = (nozzleId: string) =>
  queryOptions({
    queryKey: readingKeys.canCreate(nozzleId),
    queryFn: ({ signal }) => getCanCreateReading(nozzleId, signal),
    staleTime: READINGS_STALE_MS,
  });

export function useCanCreateReading(nozzleId: string) {
  return useQuery({ ...canCreateReadingQueryOptions(nozzleId), enabled: nozzleId !== '', meta: { silent: true } });
}
