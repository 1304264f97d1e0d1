import { ALERT_REFETCH_MS, type TAlert, type TAlertType, type TPage, type TRole } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ALERTS_STALE_MS, alertKeys, alertsBase } from '../lib/alert-queries';

export type TAlertListParams = { type?: TAlertType; stationId?: string; active?: boolean; page?: number; limit?: number };

/** GET /alerts (owner, manager) or GET /attendant/alerts (assigned stations): a page of alerts, newest first. */
export function getAlerts(role: TRole | undefined, params: TAlertListParams = {}, signal?: AbortSignal): Promise<TPage<TAlert>> {
  return api.get<TPage<TAlert>>(alertsBase(role), { query: params, ...(signal ? { signal } : {}) });
}

export const alertsQueryOptions = (role: TRole | undefined, params: TAlertListParams = {}) =>
  queryOptions({
    queryKey: [...alertKeys.lists(), role === 'attendant' ? 'attendant' : 'tenant', params] as const,
    queryFn: ({ signal }) => getAlerts(role, params, signal),
    staleTime: ALERTS_STALE_MS,
    refetchInterval: ALERT_REFETCH_MS,
  });

/** Silent: each view shows its own error state. */
export function useAlerts(role: TRole | undefined, params: TAlertListParams = {}, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...alertsQueryOptions(role, params), enabled: opts.enabled ?? true, meta: { silent: true } });
}
