import { REPORTS_RETRY, REPORTS_STALE_MS, type TPage, type TSchedule } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '../lib/report-queries';

/** GET /reports/schedules: the scheduled reports (a handful: one page of 100). */
export function getReportSchedules(signal?: AbortSignal): Promise<TPage<TSchedule>> {
  return api.get<TPage<TSchedule>>('/reports/schedules', { query: { limit: 100 }, ...(signal ? { signal } : {}) });
}

export const reportSchedulesQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.schedules(), queryFn: ({ signal }) => getReportSchedules(signal), staleTime: REPORTS_STALE_MS, retry: REPORTS_RETRY });

export function useReportSchedules() {
  return useQuery({ ...reportSchedulesQueryOptions(), meta: { silent: true } });
}
