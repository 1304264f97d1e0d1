import type { TSetupStatus } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from '@/lib/asset-queries';

/** GET /setup-status: which onboarding steps are done, the percentage and the next step. */
export function getSetupStatus(signal?: AbortSignal): Promise<TSetupStatus> {
  return api.get<TSetupStatus>('/setup-status', signal ? { signal } : {});
}

/** Document 1, section 9: refetch every 30 s, stale after 10 s, retry 3 times 1 s apart. */
export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.setupStatus,
    queryFn: ({ signal }) => getSetupStatus(signal),
    staleTime: 10_000,
    refetchInterval: 30_000,
    retry: 3,
    retryDelay: 1_000,
  });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
