import type { TLandingFigures } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUPERADMIN_STALE_MS, superadminKeys } from '../lib/superadmin-queries';

/** GET /superadmin/settings/landing-figures: the landing page's headline figures (none hides the block). */
export function getLandingFigures(signal?: AbortSignal): Promise<TLandingFigures> {
  return api.get<TLandingFigures>('/superadmin/settings/landing-figures', signal ? { signal } : {});
}

export const landingFiguresQueryOptions = () =>
  queryOptions({ queryKey: superadminKeys.landingFigures(), queryFn: ({ signal }) => getLandingFigures(signal), staleTime: SUPERADMIN_STALE_MS });

export function useLandingFigures() {
  return useQuery({ ...landingFiguresQueryOptions(), meta: { silent: true } });
}
