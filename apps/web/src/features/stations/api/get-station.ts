import type { TStation } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

/** GET /stations/{id} */
export function getStation(id: string, signal?: AbortSignal): Promise<TStation> {
  return api.get<TStation>(`/stations/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const stationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...assetKeys.stations, 'detail', id] as const,
    queryFn: ({ signal }) => getStation(id, signal),
    staleTime: ASSET_STALE_MS.stations,
    // The page shows "Station Not Found" itself.
    meta: { silent: true },
  });

export function useStation(id: string) {
  return useQuery(stationQueryOptions(id));
}
