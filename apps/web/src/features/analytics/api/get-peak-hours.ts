import type { TPeakHours } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TDayParams } from '../lib/analytics-params';

/** GET /analytics/peak-hours: the busiest hours of a day. */
export function usePeakHours(params: TDayParams) {
  return useAnalyticsQuery<TPeakHours>('/analytics/peak-hours', compact(params));
}
