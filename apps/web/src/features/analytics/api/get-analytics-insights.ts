import type { TAnalyticsInsights } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TAnalyticsPeriodParams } from '../lib/analytics-params';

/** GET /analytics/insights: insights computed from the period. */
export function useInsights(params: TAnalyticsPeriodParams) {
  return useAnalyticsQuery<TAnalyticsInsights>('/analytics/insights', compact(params));
}
