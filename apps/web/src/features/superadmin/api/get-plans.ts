import type { TPlan } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUPERADMIN_STALE_MS, superadminKeys } from '../lib/superadmin-queries';

/** GET /superadmin/plans: the plans, cheapest first, each with its tenants. */
export function getPlans(signal?: AbortSignal): Promise<TPlan[]> {
  return api.get<TPlan[]>('/superadmin/plans', signal ? { signal } : {});
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: superadminKeys.plans(), queryFn: ({ signal }) => getPlans(signal), staleTime: SUPERADMIN_STALE_MS });

export function usePlans() {
  return useQuery({ ...plansQueryOptions(), meta: { silent: true } });
}
