import { ALERT_REFETCH_MS, DASHBOARD_STALE_MS, type TAlertsSummary } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '../lib/dashboard-queries';

/** GET /dashboard/alerts-summary: open alerts by priority (the urgent-alert badge). */
export function getAlertsSummary(signal?: AbortSignal): Promise<TAlertsSummary> {
  return api.get<TAlertsSummary>('/dashboard/alerts-summary', signal ? { signal } : {});
}

export const alertsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.alertsSummary(),
    queryFn: ({ signal }) => getAlertsSummary(signal),
    staleTime: DASHBOARD_STALE_MS.alerts / 2,
    refetchInterval: ALERT_REFETCH_MS,
  });

export function useAlertsSummary() {
  return useQuery({ ...alertsSummaryQueryOptions(), meta: { silent: true } });
}
