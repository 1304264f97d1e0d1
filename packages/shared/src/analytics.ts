import { z } from 'zod';
import Decimal from 'decimal.js';
import { PAYMENT_METHODS } from './readings.constants';
import { FUEL_TYPES } from './stations.constants';
import { ZDay, ZUuid } from './validation';

/**
 * Analytics (document 4, Analytics Dashboard). Every figure is computed by the server from the
 * per-day rollups of readings for business days in the tenant's zone; growth is against the
 * previous period of the same length and is null when that period has no sales (and always for
 * lifetime). docs/decisions/020-analytics-periods.md.
 */
export const ANALYTICS_PERIODS = ['today', 'week', 'month', 'quarter', 'year', 'lifetime'] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_LABELS: Record<TAnalyticsPeriod, string> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  quarter: 'This Quarter',
  year: 'This Year',
  lifetime: 'Lifetime',
};
export const RANKING_PERIODS = ['today', 'week', 'month'] as const;
export type TRankingPeriod = (typeof RANKING_PERIODS)[number];

/** A nozzle is silent when it is active and has had no reading for this many days (insights). */
export const SILENT_NOZZLE_DAYS = 3;
/** The default span of the analytics date ranges (the sales analytics default, document 4 §constants). */
export const ANALYTICS_DEFAULT_DAYS = 7;

/** `date` anchors the period (its last day); default today in the tenant's zone. */
export const ZAnalyticsPeriodQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default('today'),
  date: ZDay.optional(),
  stationId: ZUuid.optional(),
});
export const ZAnalyticsRangeQuery = z.object({
  stationId: ZUuid.optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
});
export const ZStationComparisonQuery = ZAnalyticsRangeQuery.omit({ stationId: true }).extend({
  /** Comma-separated station ids; all stations when absent. */
  stationIds: z
    .string()
    .max(2000)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const ids = v.split(',').map((s) => s.trim());
      for (const id of ids) {
        if (!ZUuid.safeParse(id).success) {
          ctx.addIssue({ code: 'custom', message: 'Invalid id' });
          return z.NEVER;
        }
      }
      return ids;
    }),
});
/**
 * One business day (`date`, default today) or a range of days (`startDate`…`endDate`, each hour summed over
 * the days; a range with no end runs to today, one with no start is its end day alone), at most
 * HOURLY_RANGE_MAX_DAYS days: the hours are read from the raw readings.
 */
export const ZHourlySalesQuery = z.object({ date: ZDay.optional(), startDate: ZDay.optional(), endDate: ZDay.optional(), stationId: ZUuid.optional() });
export const HOURLY_RANGE_MAX_DAYS = 92;
export const ZStationRankingQuery = z.object({ period: z.enum(RANKING_PERIODS).default('today'), date: ZDay.optional() });
export const ZDailySummaryQuery = z.object({ date: ZDay.optional() });

const ZFigures = {
  revenue: z.number(),
  volume: z.number(),
  transactions: z.number().int(),
};
const ZRange = z.object({ startDate: ZDay.nullable(), endDate: ZDay });

export const ZKpi = z.object({ value: z.number(), previous: z.number().nullable(), growth: z.number().nullable() });
export type TKpi = z.infer<typeof ZKpi>;
export const ZAnalyticsOverview = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  range: ZRange,
  previousRange: ZRange.nullable(),
  revenue: ZKpi,
  volume: ZKpi,
  transactions: ZKpi,
  averageTransaction: ZKpi,
  pricePerLitre: ZKpi,
  activeStations: ZKpi,
});
export type TAnalyticsOverview = z.infer<typeof ZAnalyticsOverview>;

export const ZTrendPoint = z.object({ bucket: ZDay, label: z.string(), ...ZFigures });
export type TTrendPoint = z.infer<typeof ZTrendPoint>;
export const ZAnalyticsTrends = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  granularity: z.enum(['day', 'month']),
  range: ZRange,
  points: z.array(ZTrendPoint),
});
export type TAnalyticsTrends = z.infer<typeof ZAnalyticsTrends>;

const ZShare = { ...ZFigures, percentage: z.number() };
export const ZAnalyticsBreakdown = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  range: ZRange,
  totals: z.object(ZFigures),
  byStation: z.array(z.object({ stationId: ZUuid, stationName: z.string(), ...ZShare })),
  byFuel: z.array(z.object({ fuelType: z.enum(FUEL_TYPES), ...ZShare })),
  byPaymentMethod: z.array(z.object({ paymentMethod: z.enum(PAYMENT_METHODS), ...ZShare })),
});
export type TAnalyticsBreakdown = z.infer<typeof ZAnalyticsBreakdown>;

export const INSIGHT_KINDS = ['best_station', 'worst_station', 'fuel_share_shift', 'silent_nozzle'] as const;
export type TInsightKind = (typeof INSIGHT_KINDS)[number];
export const ZInsight = z.object({
  kind: z.enum(INSIGHT_KINDS),
  title: z.string(),
  message: z.string(),
  stationId: ZUuid.nullable(),
  /** The figures the insight was computed from (amounts in rupees, shares in percent, days). */
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type TInsight = z.infer<typeof ZInsight>;
export const ZAnalyticsInsights = z.object({ period: z.enum(ANALYTICS_PERIODS), range: ZRange, items: z.array(ZInsight) });
export type TAnalyticsInsights = z.infer<typeof ZAnalyticsInsights>;

const ZStationFigures = z.object({
  stationId: ZUuid,
  stationName: z.string(),
  ...ZFigures,
  averageTransaction: z.number(),
  percentage: z.number(),
});
export const ZStationComparison = z.object({ range: ZRange, items: z.array(ZStationFigures) });
export type TStationComparison = z.infer<typeof ZStationComparison>;

export const ZHourBucket = z.object({ hour: z.number().int().min(0).max(23), ...ZFigures });
export type THourBucket = z.infer<typeof ZHourBucket>;
/** `date` is the last day of the hours (`endDate`); `startDate` the first (the same day for one day). */
export const ZHourlySales = z.object({ date: ZDay, startDate: ZDay, endDate: ZDay, items: z.array(ZHourBucket) });
export type THourlySales = z.infer<typeof ZHourlySales>;
export const ZPeakHours = z.object({ date: ZDay, startDate: ZDay, endDate: ZDay, items: z.array(ZHourBucket) });
export type TPeakHours = z.infer<typeof ZPeakHours>;
export const PEAK_HOURS_COUNT = 3;

export const ZFuelPerformanceItem = z.object({
  stationId: ZUuid,
  stationName: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  salesCount: z.number().int(),
  revenue: z.number(),
  volume: z.number(),
  averagePrice: z.number().nullable(),
  growth: z.number().nullable(),
});
export const ZFuelPerformance = z.object({ range: ZRange, items: z.array(ZFuelPerformanceItem) });
export type TFuelPerformance = z.infer<typeof ZFuelPerformance>;

export const ZStationRankingItem = z.object({
  rank: z.number().int(),
  stationId: ZUuid,
  name: z.string(),
  transactionCount: z.number().int(),
  totalSales: z.number(),
  totalVolume: z.number(),
});
export const ZStationRanking = z.object({ period: z.enum(RANKING_PERIODS), range: ZRange, items: z.array(ZStationRankingItem) });
export type TStationRanking = z.infer<typeof ZStationRanking>;

export const ZDailySummary = z.object({
  date: ZDay,
  totalAmount: z.number(),
  totalVolume: z.number(),
  totalEntries: z.number().int(),
  salesByStation: z.array(
    z.object({
      stationId: ZUuid,
      stationName: z.string(),
      entriesCount: z.number().int(),
      nozzlesActive: z.number().int(),
      totalAmount: z.number(),
      totalVolume: z.number(),
      fuelTypes: z.array(z.enum(FUEL_TYPES)),
    }),
  ),
  salesByFuel: z.array(
    z.object({
      fuelType: z.enum(FUEL_TYPES),
      entriesCount: z.number().int(),
      totalAmount: z.number(),
      totalVolume: z.number(),
      stationsCount: z.number().int(),
      averagePrice: z.number().nullable(),
    }),
  ),
});
export type TDailySummary = z.infer<typeof ZDailySummary>;

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** a ÷ b rounded half-up to `scale` decimals, exactly; null when b is zero (no basis). */
export function decimalRatio(a: string | number, b: string | number, scale: number): number | null {
  const den = new D(String(b));
  if (den.isZero()) return null;
  return Number(new D(String(a)).div(den).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed(scale));
}

/** Growth in percent with one decimal against a previous figure; null when there is none (zero or absent). */
export function growthPercent(current: string | number, previous: string | number | null): number | null {
  if (previous === null) return null;
  const prev = new D(String(previous));
  if (prev.isZero()) return null;
  return Number(new D(String(current)).minus(prev).times(100).div(prev).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1));
}

/** A part's share of a whole in percent with one decimal (0 when the whole is zero). */
export function sharePercent(part: string | number, whole: string | number): number {
  return decimalRatio(new D(String(part)).times(100).toString(), whole, 1) ?? 0;
}
