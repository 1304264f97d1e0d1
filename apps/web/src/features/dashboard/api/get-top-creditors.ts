import { DASHBOARD_STALE_MS, type TDashboardCreditor } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

type TGetTopCreditorsParams = { limit?: number };

/** GET /dashboard/top-creditors: active creditors owing the most. */
export function getTopCreditors(params: TGetTopCreditorsParams = {}, signal?: AbortSignal): Promise<TDashboardCreditor[]> {
  return api.get<TDashboardCreditor[]>('/dashboard/top-creditors', { query: params, ...(signal ? { signal } : {}) });
}

export const topCreditorsQueryOptions = (params: TGetTopCreditorsParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.read('top-creditors', params),
    queryFn: ({ signal }) => getTopCreditors(params, signal),
    staleTime: DASHBOARD_STALE_MS.stationMetrics,
  });

export function useTopCreditors(params: TGetTopCreditorsParams = {}) {
  return useQuery({ ...topCreditorsQueryOptions(params), meta: { silent: true } });
}
