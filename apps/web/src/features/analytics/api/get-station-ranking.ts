import type { TStationRanking } from '@forecourt/shared';
import { compact, useAnalyticsQuery } from '../lib/analytics-queries';
import type { TRankingParams } from '../lib/analytics-params';

/** GET /analytics/station-ranking: stations ranked by sales. */
export function useStationRanking(params: TRankingParams) {
  return useAnalyticsQuery<TStationRanking>('/analytics/station-ranking', compact(params));
}
