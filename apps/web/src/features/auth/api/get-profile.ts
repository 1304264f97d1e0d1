import type { TProfile } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKey } from '@/lib/query-keys';

/** GET auth/profile */
export function getProfile(signal?: AbortSignal): Promise<TProfile> {
  return api.get<TProfile>('/auth/profile', signal ? { signal } : {});
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
