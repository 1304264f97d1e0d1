import type { TPlanInfo } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/** GET /settings/plan: the tenant's plan, its usage, its features and the plans it may move to. */
export function getPlanInfo(signal?: AbortSignal): Promise<TPlanInfo> {
  return api.get<TPlanInfo>('/settings/plan', signal ? { signal } : {});
}

/**
 * Plan info is fresh for 5 minutes (document 1, section 9). Silent: the sidebar reads the plan's features on
 * every owner page (docs/decisions/064), and the plan card shows its own error with a retry.
 */
export function usePlanInfo() {
  return useQuery(queryOptions({ queryKey: areaKeys.plan, queryFn: ({ signal }) => getPlanInfo(signal), staleTime: 5 * 60_000, meta: { silent: true } }));
}
