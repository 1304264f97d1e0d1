import { DASHBOARD_STALE_MS, type TPaymentMethodEntry } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

type TGetPaymentMethodsParams = { stationId?: string; dateFrom?: string; dateTo?: string };

/** GET /dashboard/payment-methods: the four payment methods of the span (default today) with their shares. */
export function getPaymentMethods(params: TGetPaymentMethodsParams = {}, signal?: AbortSignal): Promise<TPaymentMethodEntry[]> {
  return api.get<TPaymentMethodEntry[]>('/dashboard/payment-methods', { query: params, ...(signal ? { signal } : {}) });
}

export const paymentMethodsQueryOptions = (params: TGetPaymentMethodsParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.read('payment-methods', params),
    queryFn: ({ signal }) => getPaymentMethods(params, signal),
    staleTime: DASHBOARD_STALE_MS.paymentMethods,
  });

export function usePaymentMethods(params: TGetPaymentMethodsParams = {}) {
  return useQuery({ ...paymentMethodsQueryOptions(params), meta: { silent: true } });
}
