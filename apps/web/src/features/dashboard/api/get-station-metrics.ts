import { DASHBOARD_STALE_MS, type TStationMetric } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

/** GET /dashboard/station-metrics: every station with its assets and today's and yesterday's sales. */
export function getStationMetrics(signal?: AbortSignal): Promise<TStationMetric[]> {
  return api.get<TStationMetric[]>('/dashboard/station-metrics', signal ? { signal } : {});
}

export const stationMetricsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.read('station-metrics'),
    queryFn: ({ signal }) => getStationMetrics(signal),
    staleTime: DASHBOARD_STALE_MS.stationMetrics,
  });

export function useStationMetrics() {
  return useQuery({ ...stationMetricsQueryOptions(), meta: { silent: true } });
}
