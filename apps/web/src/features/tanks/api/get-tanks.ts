import { PAGE_MAX_LIMIT, type TFuelType, type TPage, type TTank } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

export type TTankListParams = { stationId?: string; fuelType?: TFuelType; page?: number; limit?: number };

/** GET /tanks: a station's tanks (several per fuel allowed), each with its book stock and the nozzles it feeds. */
export function getTanks(params: TTankListParams = {}, signal?: AbortSignal): Promise<TPage<TTank>> {
  return api.get<TPage<TTank>>('/tanks', { query: { ...params, limit: params.limit ?? PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) });
}

export const tanksQueryOptions = (params: TTankListParams = {}) =>
  queryOptions({
    queryKey: [...assetKeys.tanks, 'list', params] as const,
    queryFn: ({ signal }) => getTanks(params, signal),
    staleTime: ASSET_STALE_MS.tanks,
    placeholderData: keepPreviousData,
  });

/** Silent: the pages and the form show their own error state. */
export function useTanks(params: TTankListParams = {}, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...tanksQueryOptions(params), enabled: opts.enabled ?? true, meta: { silent: true } });
}
