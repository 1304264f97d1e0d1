import type { TPage, TSale, TSalesSummary } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SALES_STALE_MS, salesKeys, type TSalesFilter } from '../lib/sales-queries';

export type TSalesParams = TSalesFilter & { page?: number; limit?: number };
export type TSalesPage = TPage<TSale, TSalesSummary>;

/** GET /sales: a page of sales (non-voided readings) with the summary over the whole filter. */
export function getSales(params: TSalesParams = {}, signal?: AbortSignal): Promise<TSalesPage> {
  return api.get<TSalesPage>('/sales', { query: params, ...(signal ? { signal } : {}) });
}

export const salesQueryOptions = (params: TSalesParams = {}) =>
  queryOptions({
    queryKey: [...salesKeys.lists(), params] as const,
    queryFn: ({ signal }) => getSales(params, signal),
    staleTime: SALES_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useSales(params: TSalesParams = {}) {
  return useQuery({ ...salesQueryOptions(params), meta: { silent: true } });
}
