import type { TReconciliationSummary } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RECONCILIATION_STALE_MS, reconciliationKeys } from '../lib/reconciliation-queries';

/** GET /reconciliation/summary: a station's day, the readings' figures beside the day's cash reports. */
export function getReconciliationSummary(stationId: string, date: string, signal?: AbortSignal): Promise<TReconciliationSummary> {
  return api.get<TReconciliationSummary>('/reconciliation/summary', { query: { stationId, date }, ...(signal ? { signal } : {}) });
}

export const reconciliationSummaryQueryOptions = (stationId: string, date: string) =>
  queryOptions({
    queryKey: reconciliationKeys.summary(stationId, date),
    queryFn: ({ signal }) => getReconciliationSummary(stationId, date, signal),
    staleTime: RECONCILIATION_STALE_MS,
    enabled: Boolean(stationId && date),
  });

/** Silent: the page shows its own error state with Retry. */
export function useReconciliationSummary(stationId: string, date: string) {
  return useQuery({ ...reconciliationSummaryQueryOptions(stationId, date), meta: { silent: true } });
}
