import { PAGE_MAX_LIMIT, type TPage, type TStation } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS } from '@/lib/asset-queries';
import { creditorKeys } from '../lib/creditor-queries';

export type TStationOption = { id: string; name: string };

/** GET /stations: the stations a creditor may be tied to (decision 008: a small fetcher of this feature's own). */
export function getStationOptions(signal?: AbortSignal): Promise<TStationOption[]> {
  return api
    .get<TPage<TStation>>('/stations', { query: { limit: PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) })
    .then((page) => page.items.map((s) => ({ id: s.id, name: s.name })));
}

export const stationOptionsQueryOptions = () =>
  queryOptions({ queryKey: creditorKeys.stationOptions(), queryFn: ({ signal }) => getStationOptions(signal), staleTime: ASSET_STALE_MS.stations });

export function useStationOptions() {
  return useQuery({ ...stationOptionsQueryOptions(), meta: { silent: true } });
}
