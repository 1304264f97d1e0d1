import type { TLandingContent } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET public/landing: what the platform sets for the landing page (testimonials, figures, the demo's sign-in). */
export function getLanding(signal?: AbortSignal): Promise<TLandingContent> {
  return api.get<TLandingContent>('/public/landing', { auth: false, retry: 0, ...(signal ? { signal } : {}) });
}

export const landingQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'landing'] as const,
    queryFn: ({ signal }) => getLanding(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export function useLanding() {
  return useQuery(landingQueryOptions());
}
