import { PAGE_MAX_LIMIT, type TPage, type TRole, type TStation } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS } from '@/lib/asset-queries';
import { areaKeys } from '@/lib/query-keys';

/**
 * The stations a cash report can be for (document 3): an attendant's assigned ones (GET
 * /attendant/stations), everyone else's all (GET /stations). Keyed under the stations area, so station
 * writes refresh it.
 */
export function getReportStations(role: TRole | undefined, signal?: AbortSignal): Promise<TPage<TStation>> {
  const path = role === 'attendant' ? '/attendant/stations' : '/stations';
  return api.get<TPage<TStation>>(path, { query: { limit: PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) });
}

export const reportStationsQueryOptions = (role: TRole | undefined) =>
  queryOptions({
    queryKey: [...areaKeys.stations, 'cash-report-choices', role ?? ''] as const,
    queryFn: ({ signal }) => getReportStations(role, signal),
    staleTime: ASSET_STALE_MS.stations,
  });

export function useReportStations(role: TRole | undefined) {
  return useQuery({ ...reportStationsQueryOptions(role), meta: { silent: true } });
}
