import type { TFuelPerformance } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TRangeParams } from '../lib/analytics-params';

/** GET /analytics/fuel-performance: each station's fuels with growth. */
export function useFuelPerformance(params: TRangeParams) {
  return useAnalyticsQuery<TFuelPerformance>('/analytics/fuel-performance', compact(params));
}
