import type { TPlatformAnalytics } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ANALYTICS_STALE_MS, superadminKeys } from '../lib/superadmin-queries';

/** GET /superadmin/analytics/usage: counts, plan distribution, activity and sign-ups, all computed. */
export function getPlatformAnalytics(signal?: AbortSignal): Promise<TPlatformAnalytics> {
  return api.get<TPlatformAnalytics>('/superadmin/analytics/usage', signal ? { signal } : {});
}

export const platformAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: superadminKeys.analytics(), queryFn: ({ signal }) => getPlatformAnalytics(signal), staleTime: ANALYTICS_STALE_MS, retry: 1 });

/** `enabled: false` for anyone but the superadmin: no call is made for them (document 4). */
export function usePlatformAnalytics(enabled = true) {
  return useQuery({ ...platformAnalyticsQueryOptions(), enabled, meta: { silent: true } });
}
