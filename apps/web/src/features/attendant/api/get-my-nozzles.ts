import { PAGE_MAX_LIMIT, type TNozzle, type TPage } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS } from '@/lib/asset-queries';
import { attendantKeys } from '../lib/attendant-queries';

/** GET /attendant/nozzles: the nozzles of my assigned stations, each with its meter value and the price now. */
export function getMyNozzles(signal?: AbortSignal): Promise<TPage<TNozzle>> {
  return api.get<TPage<TNozzle>>('/attendant/nozzles', { query: { limit: PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) });
}

export const myNozzlesQueryOptions = () =>
  queryOptions({
    queryKey: attendantKeys.nozzles(),
    queryFn: ({ signal }) => getMyNozzles(signal),
    staleTime: ASSET_STALE_MS.nozzles,
  });

/** Silent: the page shows 'No nozzles available' or the load error with Retry. */
export function useMyNozzles() {
  return useQuery({ ...myNozzlesQueryOptions(), meta: { silent: true } });
}
