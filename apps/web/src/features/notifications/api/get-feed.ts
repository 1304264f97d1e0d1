import { ALERT_REFETCH_MS, type TNotificationFeed } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedKeys } from '../lib/feed-keys';

/** GET /notifications/feed → the caller's pending tasks (less those dismissed for today or for ever). */
export function getFeed(signal?: AbortSignal): Promise<TNotificationFeed> {
  return api.get<TNotificationFeed>('/notifications/feed', signal ? { signal } : {});
}

export const feedQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.feed(),
    queryFn: ({ signal }) => getFeed(signal),
    staleTime: ALERT_REFETCH_MS / 2,
    refetchInterval: ALERT_REFETCH_MS,
  });

/** Silent: the toasts say nothing when the feed cannot load; the page shows its own error state. */
export function useFeed(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...feedQueryOptions(), enabled: opts.enabled ?? true, meta: { silent: true } });
}
