import type { TAnalyticsBreakdown } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TAnalyticsPeriodParams } from '../lib/analytics-params';

/** GET /analytics/breakdown: by station, fuel and payment method. */
export function useBreakdown(params: TAnalyticsPeriodParams) {
  return useAnalyticsQuery<TAnalyticsBreakdown>('/analytics/breakdown', compact(params));
}
