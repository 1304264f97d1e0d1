import { DASHBOARD_STALE_MS, type TRecentActivity } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

type TGetRecentActivitiesParams = { limit?: number };

/** GET /dashboard/recent-activities: the newest readings and audited events. */
export function getRecentActivities(params: TGetRecentActivitiesParams = {}, signal?: AbortSignal): Promise<TRecentActivity[]> {
  return api.get<TRecentActivity[]>('/dashboard/recent-activities', { query: params, ...(signal ? { signal } : {}) });
}

export const recentActivitiesQueryOptions = (params: TGetRecentActivitiesParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.read('recent-activities', params),
    queryFn: ({ signal }) => getRecentActivities(params, signal),
    staleTime: DASHBOARD_STALE_MS.stationMetrics,
  });

export function useRecentActivities(params: TGetRecentActivitiesParams = {}) {
  return useQuery({ ...recentActivitiesQueryOptions(params), meta: { silent: true } });
}
