import { DASHBOARD_STALE_MS, type TDashboardSalesSummary, type TSalesSummaryRange } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

type TSalesSummaryParams = { range?: TSalesSummaryRange; stationId?: string; dateFrom?: string; dateTo?: string };

/** GET /dashboard/sales-summary: a period (daily = today) against the previous equal period (yesterday). */
export function getSalesSummary(params: TSalesSummaryParams = {}, signal?: AbortSignal): Promise<TDashboardSalesSummary> {
  return api.get<TDashboardSalesSummary>('/dashboard/sales-summary', { query: params, ...(signal ? { signal } : {}) });
}

export const salesSummaryQueryOptions = (params: TSalesSummaryParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.read('sales-summary', params),
    queryFn: ({ signal }) => getSalesSummary(params, signal),
    staleTime: DASHBOARD_STALE_MS.salesSummary,
    // Refetched every 60 s and on window focus (document 1 §7), one retry (§9).
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });

export function useSalesSummary(params: TSalesSummaryParams = {}) {
  return useQuery({ ...salesSummaryQueryOptions(params), meta: { silent: true } });
}
