import type { TAssetStatus, TFuelType, TNozzle, TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

export type TNozzleListParams = {
  pumpId?: string;
  stationId?: string;
  fuelType?: TFuelType;
  status?: TAssetStatus;
  search?: string;
  page?: number;
  limit?: number;
};

/** GET /nozzles (search over nozzle, fuel type, pump and station names). */
export function getNozzles(params: TNozzleListParams = {}, signal?: AbortSignal): Promise<TPage<TNozzle>> {
  return api.get<TPage<TNozzle>>('/nozzles', { query: params, ...(signal ? { signal } : {}) });
}

export const nozzlesQueryOptions = (params: TNozzleListParams = {}) =>
  queryOptions({
    queryKey: [...assetKeys.nozzles, 'list', params] as const,
    queryFn: ({ signal }) => getNozzles(params, signal),
    staleTime: ASSET_STALE_MS.nozzles,
    placeholderData: keepPreviousData,
  });

export function useNozzles(params: TNozzleListParams = {}, opts: { silent?: boolean } = {}) {
  return useQuery({ ...nozzlesQueryOptions(params), ...(opts.silent ? { meta: { silent: true } } : {}) });
}
