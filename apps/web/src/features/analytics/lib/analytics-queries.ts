import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TQuery } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/**
 * Analytics are views of sales: their keys live under the sales root, so every reading write (which
 * invalidates sales) refreshes them too. Fresh for 5 minutes, one retry (document 4, constants).
 */
export const ANALYTICS_STALE_MS = 5 * 60_000;
export const analyticsKeys = {
  all: [...areaKeys.sales, 'analytics'] as const,
  call: (path: string, params: TQuery) => [...analyticsKeys.all, path, params] as const,
};

/** The query options of one analytics call (each api/ file names its path and result type). */
export function analyticsQueryOptions<T>(path: string, params: TQuery) {
  return queryOptions({
    queryKey: analyticsKeys.call(path, params),
    queryFn: ({ signal }) => api.get<T>(path, { query: params, signal }),
    staleTime: ANALYTICS_STALE_MS,
    retry: 1,
  });
}

/** The hook of one analytics call; errors are shown by the page's own states, not as toasts. */
export function useAnalyticsQuery<T>(path: string, params: TQuery) {
  return useQuery({ ...analyticsQueryOptions<T>(path, params), meta: { silent: true } });
}

/** Drops empty values so that the server's defaults apply (and the query key stays stable). */
export function compact(params: Record<string, string | undefined>): TQuery {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
}
