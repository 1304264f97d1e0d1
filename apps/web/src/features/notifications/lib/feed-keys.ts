import { areaKeys } from '@/lib/query-keys';

/** Under the alerts area: acknowledging or dismissing an alert, or a stock change, refreshes the feed too. */
export const feedKeys = {
  feed: () => [...areaKeys.alerts, 'feed'] as const,
};
