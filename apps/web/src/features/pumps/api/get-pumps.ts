import { PAGE_MAX_LIMIT, type TAssetStatus, type TPage, type TPump } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

export type TPumpListParams = { stationId?: string; status?: TAssetStatus; search?: string; page?: number; limit?: number };

/** GET /pumps (search over name and serial number). */
export function getPumps(params: TPumpListParams = {}, signal?: AbortSignal): Promise<TPage<TPump>> {
  return api.get<TPage<TPump>>('/pumps', { query: { ...params, limit: params.limit ?? PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) });
}

export const pumpsQueryOptions = (params: TPumpListParams = {}) =>
  queryOptions({
    queryKey: [...assetKeys.pumps, 'list', params] as const,
    queryFn: ({ signal }) => getPumps(params, signal),
    staleTime: ASSET_STALE_MS.pumps,
    placeholderData: keepPreviousData,
  });

export function usePumps(params: TPumpListParams = {}, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...pumpsQueryOptions(params), enabled: opts.enabled ?? true });
}
