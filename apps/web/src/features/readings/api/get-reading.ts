import type { TReading } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READINGS_STALE_MS, readingKeys } from '../lib/reading-queries';

/** GET /nozzle-readings/{id} */
export function getReading(id: string, signal?: AbortSignal): Promise<TReading> {
  return api.get<TReading>(`/nozzle-readings/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const readingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: readingKeys.detail(id),
    queryFn: ({ signal }) => getReading(id, signal),
    staleTime: READINGS_STALE_MS,
  });

export function useReading(id: string) {
  return useQuery({ ...readingQueryOptions(id), enabled: id !== '', meta: { silent: true } });
}
