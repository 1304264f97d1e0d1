import { REPORTS_RETRY, REPORTS_STALE_MS, type TPage, type TReport } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pollWhileProcessing, reportKeys } from '../lib/report-queries';

export type TReportsParams = { page?: number; limit?: number };

/** GET /reports: the business's reports, newest first. */
export function getReports(params: TReportsParams = {}, signal?: AbortSignal): Promise<TPage<TReport>> {
  return api.get<TPage<TReport>>('/reports', { query: params, ...(signal ? { signal } : {}) });
}

/** Reports are fresh for 30 s with 2 retries (document 4); polled while one is processing. */
export const reportsQueryOptions = (params: TReportsParams = {}) =>
  queryOptions({
    queryKey: [...reportKeys.lists(), params] as const,
    queryFn: ({ signal }) => getReports(params, signal),
    staleTime: REPORTS_STALE_MS,
    retry: REPORTS_RETRY,
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.items),
  });

export function useReports(params: TReportsParams = {}) {
  return useQuery({ ...reportsQueryOptions(params), meta: { silent: true } });
}
