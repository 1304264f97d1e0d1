import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CASH_REPORTS_STALE_MS, cashReportKeys } from '../lib/cash-report-queries';
import type { TCashReportPage } from './get-cash-reports';

export type TMyCashReportParams = { stationId?: string; dateFrom?: string; dateTo?: string; page?: number; limit?: number };

/** GET /attendant/cash-reports: the attendant's own reports (assigned stations), with totals over the filter. */
export function getMyCashReports(params: TMyCashReportParams = {}, signal?: AbortSignal): Promise<TCashReportPage> {
  return api.get<TCashReportPage>('/attendant/cash-reports', { query: params, ...(signal ? { signal } : {}) });
}

export const myCashReportsQueryOptions = (params: TMyCashReportParams = {}) =>
  queryOptions({
    queryKey: [...cashReportKeys.own(), params] as const,
    queryFn: ({ signal }) => getMyCashReports(params, signal),
    staleTime: CASH_REPORTS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useMyCashReports(params: TMyCashReportParams = {}) {
  return useQuery({ ...myCashReportsQueryOptions(params), meta: { silent: true } });
}
