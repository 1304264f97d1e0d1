import { DEFAULT_CACHE_MS, DEFAULT_STALE_MS } from '@forecourt/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toastApiError } from './notify';

/**
 * Server state lives in TanStack Query. The API client already retries retryable failures, so
 * the query layer does not retry again. Query failures toast through the general handler unless
 * a query opts out with `meta: { silent: true }`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        toastApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        toastApiError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, gcTime: DEFAULT_CACHE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
