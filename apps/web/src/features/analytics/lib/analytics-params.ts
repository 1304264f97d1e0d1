import type { TAnalyticsPeriod, TRankingPeriod } from '@forecourt/shared';

export type TAnalyticsPeriodParams = { period: TAnalyticsPeriod; date?: string | undefined; stationId?: string | undefined };
export type TDayParams = { date?: string | undefined; stationId?: string | undefined };
export type TRankingParams = { period: TRankingPeriod; date?: string | undefined };
export type TRangeParams = { startDate?: string | undefined; endDate?: string | undefined; stationId?: string | undefined };
