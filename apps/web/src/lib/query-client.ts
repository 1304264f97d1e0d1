import { DEFAULT_CACHE_MS, DEFAULT_STALE_MS } from '@forecourt/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { toastApiError } from './notify';
import { areaKeys } from './query-keys';

/**
 * Server state lives in TanStack Query. The API client already retries retryable failures, so
 * the query layer does not retry again. Query failures toast through the general handler unless
 * a query opts out with `meta: { silent: true }`. A refusal because the plan lacks a feature (403
 * PLAN_FEATURE, docs/decisions/064) means the plan changed since it was read: it is asked again, so the
 * sidebar and the area's 'not in your plan' panel follow.
 */
export function createQueryClient(): QueryClient {
  const planChanged = (error: unknown) => {
    if (isApiError(error) && error.code === 'PLAN_FEATURE') void client.invalidateQueries({ queryKey: areaKeys.plan });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        planChanged(error);
        if (query.meta?.silent) return;
        toastApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        planChanged(error);
        if (mutation.meta?.silent) return;
        toastApiError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, gcTime: DEFAULT_CACHE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
