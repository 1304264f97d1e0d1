import { PAGE_MAX_LIMIT, type TAssetStatus, type TPage, type TStation } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

export type TStationListParams = { search?: string; status?: TAssetStatus; page?: number; limit?: number };

/** GET /stations (name or address search, with pump and nozzle counts). */
export function getStations(params: TStationListParams = {}, signal?: AbortSignal): Promise<TPage<TStation>> {
  return api.get<TPage<TStation>>('/stations', {
    query: { ...params, limit: params.limit ?? PAGE_MAX_LIMIT, includeMetrics: true },
    ...(signal ? { signal } : {}),
  });
}

export const stationsQueryOptions = (params: TStationListParams = {}) =>
  queryOptions({
    queryKey: [...assetKeys.stations, 'list', params] as const,
    queryFn: ({ signal }) => getStations(params, signal),
    staleTime: ASSET_STALE_MS.stations,
    placeholderData: keepPreviousData,
  });

export function useStations(params: TStationListParams = {}) {
  return useQuery(stationsQueryOptions(params));
}
