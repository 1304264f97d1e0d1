import type { TAnalyticsOverview } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TAnalyticsPeriodParams } from '../lib/analytics-params';

/** GET /analytics/overview: the KPIs of a period with growth. */
export function useOverview(params: TAnalyticsPeriodParams) {
  return useAnalyticsQuery<TAnalyticsOverview>('/analytics/overview', compact(params));
}
