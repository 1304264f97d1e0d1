import { PAGE_MAX_LIMIT, type TFuelType, type TNozzle } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';
import { getNozzles } from '@/features/nozzles/api/get-nozzles';

export type TNozzleScope = { stationId?: string; fuelType?: TFuelType };

/**
 * GET /nozzles, every page: the nozzles tanks can feed (a station under the largest plan has more than
 * one page of them). Any status: a nozzle in maintenance still draws from its tank.
 */
export async function getAllNozzles(scope: TNozzleScope = {}, signal?: AbortSignal): Promise<TNozzle[]> {
  const first = await getNozzles({ ...scope, page: 1, limit: PAGE_MAX_LIMIT }, signal);
  const pages = Math.ceil(first.total / first.limit);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => getNozzles({ ...scope, page: i + 2, limit: PAGE_MAX_LIMIT }, signal)));
  return [first, ...rest].flatMap((p) => p.items);
}

export const allNozzlesQueryOptions = (scope: TNozzleScope = {}) =>
  queryOptions({
    queryKey: [...assetKeys.nozzles, 'all', scope] as const,
    queryFn: ({ signal }) => getAllNozzles(scope, signal),
    staleTime: ASSET_STALE_MS.nozzles,
    placeholderData: keepPreviousData,
  });

/** Silent: a tank shows its nozzle count when the names cannot be loaded. */
export function useAllNozzles(scope: TNozzleScope = {}, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...allNozzlesQueryOptions(scope), enabled: opts.enabled ?? true, meta: { silent: true } });
}
