import type { TAnalyticsTrends } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TAnalyticsPeriodParams } from '../lib/analytics-params';

/** GET /analytics/trends: the Trends chart's series. */
export function useTrends(params: TAnalyticsPeriodParams) {
  return useAnalyticsQuery<TAnalyticsTrends>('/analytics/trends', compact(params));
}
