import type { TSetupStatus } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

/** GET /setup-status: which onboarding steps are done. */
export function getSetupStatus(signal?: AbortSignal): Promise<TSetupStatus> {
  return api.get<TSetupStatus>('/setup-status', signal ? { signal } : {});
}

export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.setupStatus,
    queryFn: ({ signal }) => getSetupStatus(signal),
    staleTime: ASSET_STALE_MS.setupStatus,
  });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
