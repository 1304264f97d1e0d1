import { DASHBOARD_STALE_MS, type TFuelBreakdownEntry } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

type TGetFuelBreakdownParams = { stationId?: string; dateFrom?: string; dateTo?: string };

/** GET /dashboard/fuel-breakdown: each fuel sold in the span (default today) with its share. */
export function getFuelBreakdown(params: TGetFuelBreakdownParams = {}, signal?: AbortSignal): Promise<TFuelBreakdownEntry[]> {
  return api.get<TFuelBreakdownEntry[]>('/dashboard/fuel-breakdown', { query: params, ...(signal ? { signal } : {}) });
}

export const fuelBreakdownQueryOptions = (params: TGetFuelBreakdownParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.read('fuel-breakdown', params),
    queryFn: ({ signal }) => getFuelBreakdown(params, signal),
    staleTime: DASHBOARD_STALE_MS.fuelBreakdown,
  });

export function useFuelBreakdown(params: TGetFuelBreakdownParams = {}) {
  return useQuery({ ...fuelBreakdownQueryOptions(params), meta: { silent: true } });
}
