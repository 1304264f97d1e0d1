import type { TSetupGuide } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

export const setupGuideKeys = { mine: [...areaKeys.onboarding, 'setup-guide'] as const };

/** GET /onboarding/setup-guide: the steps and this user's guide state (whether and when they chose Skip Setup). */
export function getSetupGuide(signal?: AbortSignal): Promise<TSetupGuide> {
  return api.get<TSetupGuide>('/onboarding/setup-guide', signal ? { signal } : {});
}

export const setupGuideQueryOptions = () =>
  queryOptions({
    queryKey: setupGuideKeys.mine,
    queryFn: ({ signal }) => getSetupGuide(signal),
    staleTime: 60_000,
  });

/** Silent: the checklist still shows when this cannot be read (it only decides whether to hide it). */
export function useSetupGuide() {
  return useQuery({ ...setupGuideQueryOptions(), meta: { silent: true } });
}
