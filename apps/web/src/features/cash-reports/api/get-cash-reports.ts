import type { TCashReport, TCashReportSummary, TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CASH_REPORTS_STALE_MS, cashReportKeys, type TCashReportFilter } from '../lib/cash-report-queries';

export type TCashReportParams = TCashReportFilter & { page?: number; limit?: number };
export type TCashReportPage = TPage<TCashReport, TCashReportSummary>;

/** GET /cash-reports (owner, manager): every report of the business, newest day first, with totals over the filter. */
export function getCashReports(params: TCashReportParams = {}, signal?: AbortSignal): Promise<TCashReportPage> {
  return api.get<TCashReportPage>('/cash-reports', { query: params, ...(signal ? { signal } : {}) });
}

export const cashReportsQueryOptions = (params: TCashReportParams = {}) =>
  queryOptions({
    queryKey: [...cashReportKeys.lists(), params] as const,
    queryFn: ({ signal }) => getCashReports(params, signal),
    staleTime: CASH_REPORTS_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** Silent: the page shows its own error state with Retry. */
export function useCashReports(params: TCashReportParams = {}) {
  return useQuery({ ...cashReportsQueryOptions(params), meta: { silent: true } });
}
