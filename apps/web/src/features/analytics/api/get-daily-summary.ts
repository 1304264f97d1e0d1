import type { TDailySummary } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TDayParams } from '../lib/analytics-params';

/** GET /analytics/daily-summary: one business day by station and fuel. */
export function useDailySummary(params: TDayParams) {
  return useAnalyticsQuery<TDailySummary>('/analytics/daily-summary', compact(params));
}
