import { DASHBOARD_STALE_MS, type TSalesTrendPoint } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

type TGetSalesTrendParams = { days?: number; stationId?: string };

/** GET /dashboard/sales-trend: money and litres per day of the last days (today last), zero days included. */
export function getSalesTrend(params: TGetSalesTrendParams = {}, signal?: AbortSignal): Promise<TSalesTrendPoint[]> {
  return api.get<TSalesTrendPoint[]>('/dashboard/sales-trend', { query: params, ...(signal ? { signal } : {}) });
}

export const salesTrendQueryOptions = (params: TGetSalesTrendParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.read('sales-trend', params),
    queryFn: ({ signal }) => getSalesTrend(params, signal),
    staleTime: DASHBOARD_STALE_MS.salesTrend,
  });

export function useSalesTrend(params: TGetSalesTrendParams = {}) {
  return useQuery({ ...salesTrendQueryOptions(params), meta: { silent: true } });
}
