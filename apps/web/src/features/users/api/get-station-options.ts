import { PAGE_MAX_LIMIT, type TPage, type TStation } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/** A station as the assignment picker shows it. */
export type TStationOption = { id: string; name: string; status: TStation['status'] };

/**
 * GET /stations (one page of the largest size: plans hold a few stations) reduced to what the picker
 * needs. Its own small fetcher (features do not import each other, decision 008), under the stations
 * key so that any station write refreshes it.
 */
export function getStationOptions(signal?: AbortSignal): Promise<TStationOption[]> {
  return api
    .get<TPage<TStation>>('/stations', { query: { limit: PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) })
    .then((page) => page.items.map(({ id, name, status }) => ({ id, name, status })));
}

export const stationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...areaKeys.stations, 'options'] as const,
    queryFn: ({ signal }) => getStationOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useStationOptions(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...stationOptionsQueryOptions(), enabled: opts.enabled ?? true, meta: { silent: true } });
}
