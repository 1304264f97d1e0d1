import type { THourlySales } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TDayParams } from '../lib/analytics-params';

/** GET /analytics/hourly-sales: the 24 hours of a day. */
export function useHourlySales(params: TDayParams) {
  return useAnalyticsQuery<THourlySales>('/analytics/hourly-sales', compact(params));
}
