import { ATTENDANT_READINGS_STALE_MS, type TAttendantTodaysSummary } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendantKeys } from '../lib/attendant-queries';

/** GET /attendant/todays-summary: my readings, litres and sales of today's business day, cash reported, my last reading. */
export function getTodaysSummary(signal?: AbortSignal): Promise<TAttendantTodaysSummary> {
  return api.get<TAttendantTodaysSummary>('/attendant/todays-summary', signal ? { signal } : {});
}

export const todaysSummaryQueryOptions = () =>
  queryOptions({
    queryKey: attendantKeys.summary(),
    queryFn: ({ signal }) => getTodaysSummary(signal),
    staleTime: ATTENDANT_READINGS_STALE_MS,
  });

/**
 * Silent: the home shows "Failed to load today's data" itself. Fetched again whenever the home opens,
 * so a cash report made on its own page shows as reported on the way back.
 */
export function useTodaysSummary() {
  return useQuery({ ...todaysSummaryQueryOptions(), refetchOnMount: 'always', meta: { silent: true } });
}
