import { PAGE_MAX_LIMIT, type TPage, type TStation } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS } from '@/lib/asset-queries';
import { attendantKeys } from '../lib/attendant-queries';

/** GET /attendant/stations: the stations I am assigned to (name, address, status, pump count). */
export function getMyStations(signal?: AbortSignal): Promise<TPage<TStation>> {
  return api.get<TPage<TStation>>('/attendant/stations', { query: { limit: PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) });
}

export const myStationsQueryOptions = () =>
  queryOptions({
    queryKey: attendantKeys.stations(),
    queryFn: ({ signal }) => getMyStations(signal),
    staleTime: ASSET_STALE_MS.stations,
  });

/** Silent: the home's My Stations card shows its own error. */
export function useMyStations() {
  return useQuery({ ...myStationsQueryOptions(), meta: { silent: true } });
}
