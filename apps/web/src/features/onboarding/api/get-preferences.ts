import type { TOnboardingPreferences } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

export const preferenceKeys = { mine: [...areaKeys.onboarding, 'preferences'] as const };

/** GET /onboarding/preferences: the signed-in user's notification preferences. */
export function getPreferences(signal?: AbortSignal): Promise<TOnboardingPreferences> {
  return api.get<TOnboardingPreferences>('/onboarding/preferences', signal ? { signal } : {});
}

export function usePreferences() {
  return useQuery(queryOptions({ queryKey: preferenceKeys.mine, queryFn: ({ signal }) => getPreferences(signal), staleTime: 5 * 60_000 }));
}
