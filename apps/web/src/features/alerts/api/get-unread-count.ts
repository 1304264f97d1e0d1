import { ALERT_REFETCH_MS, type TAlertUnreadCount } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ALERTS_STALE_MS, alertKeys } from '../lib/alert-queries';

/** GET /alerts/unread-count → {count}: active alerts neither acknowledged nor dismissed (the caller's scope). */
export function getUnreadCount(signal?: AbortSignal): Promise<TAlertUnreadCount> {
  return api.get<TAlertUnreadCount>('/alerts/unread-count', signal ? { signal } : {});
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: ALERTS_STALE_MS,
    refetchInterval: ALERT_REFETCH_MS,
  });

/** The header badge: silent (a bell without a number is the honest failure). */
export function useUnreadCount(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions(), enabled: opts.enabled ?? true, meta: { silent: true } });
}
