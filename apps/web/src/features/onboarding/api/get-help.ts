import type { THelpTopic } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/** GET /onboarding/help?route=: the help topic of a screen. */
export function getHelp(route: string, signal?: AbortSignal): Promise<THelpTopic> {
  return api.get<THelpTopic>('/onboarding/help', { query: { route }, ...(signal ? { signal } : {}) });
}

export function useHelp(route: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...areaKeys.onboarding, 'help', route],
      queryFn: ({ signal }) => getHelp(route, signal),
      staleTime: Infinity,
      retry: false,
      enabled,
    }),
  );
}
