import type { TNozzle } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

/** GET /nozzles/{id} */
export function getNozzle(id: string, signal?: AbortSignal): Promise<TNozzle> {
  return api.get<TNozzle>(`/nozzles/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const nozzleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...assetKeys.nozzles, 'detail', id] as const,
    queryFn: ({ signal }) => getNozzle(id, signal),
    staleTime: ASSET_STALE_MS.nozzles,
    meta: { silent: true },
  });

export function useNozzle(id: string) {
  return useQuery(nozzleQueryOptions(id));
}
