import type { TTestimonials } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUPERADMIN_STALE_MS, superadminKeys } from '../lib/superadmin-queries';

/** GET /superadmin/settings/testimonials: what the landing page shows (none hides the section). */
export function getTestimonials(signal?: AbortSignal): Promise<TTestimonials> {
  return api.get<TTestimonials>('/superadmin/settings/testimonials', signal ? { signal } : {});
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: superadminKeys.testimonials(), queryFn: ({ signal }) => getTestimonials(signal), staleTime: SUPERADMIN_STALE_MS });

export function useTestimonials() {
  return useQuery({ ...testimonialsQueryOptions(), meta: { silent: true } });
}
