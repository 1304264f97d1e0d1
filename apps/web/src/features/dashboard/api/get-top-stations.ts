import { DASHBOARD_STALE_MS, type TTopStation } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

type TGetTopStationsParams = { limit?: number; dateFrom?: string; dateTo?: string };

/** GET /dashboard/top-stations: stations ranked by sales in the span (default today). */
export function getTopStations(params: TGetTopStationsParams = {}, signal?: AbortSignal): Promise<TTopStation[]> {
  return api.get<TTopStation[]>('/dashboard/top-stations', { query: params, ...(signal ? { signal } : {}) });
}

export const topStationsQueryOptions = (params: TGetTopStationsParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.read('top-stations', params),
    queryFn: ({ signal }) => getTopStations(params, signal),
    staleTime: DASHBOARD_STALE_MS.stationMetrics,
  });

export function useTopStations(params: TGetTopStationsParams = {}) {
  return useQuery({ ...topStationsQueryOptions(params), meta: { silent: true } });
}
