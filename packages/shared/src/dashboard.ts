import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ALERT_PRIORITIES } from './alerts.constants';
import { PAYMENT_METHODS } from './readings.constants';
import { FUEL_TYPES } from './stations.constants';
import { ZDay, ZUuid } from './validation';

/**
 * The owner's dashboard (document 1 §2, §7, §9): every figure computed by the server from the reading
 * rollups for the tenant's business days (docs/decisions/019-dashboard-figures.md).
 */

export const DASHBOARD_TREND_DAYS_DEFAULT = 7;
export const DASHBOARD_TREND_DAYS_MAX = 90;
export const DASHBOARD_TOP_CREDITORS_DEFAULT = 5;
export const DASHBOARD_TOP_STATIONS_DEFAULT = 10;
export const DASHBOARD_RECENT_ACTIVITIES_DEFAULT = 20;
/** The Performance tab shows the top 6 stations, the Alerts tab 5 alerts. */
export const DASHBOARD_PERFORMANCE_STATIONS = 6;
export const DASHBOARD_ALERTS_SHOWN = 5;
export const SALES_SUMMARY_RANGES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type TSalesSummaryRange = (typeof SALES_SUMMARY_RANGES)[number];
/** Days a range covers, ending today (the previous period is the same number of days just before). */
export const SALES_SUMMARY_RANGE_DAYS: Record<TSalesSummaryRange, number> = { daily: 1, weekly: 7, monthly: 30, yearly: 365 };

/** Freshness of the dashboard's reads (document 1 §9). */
export const DASHBOARD_STALE_MS = {
  todaysSales: 30_000,
  salesTrend: 5 * 60_000,
  fuelBreakdown: 30_000,
  paymentMethods: 5 * 60_000,
  salesSummary: 30_000,
  stationMetrics: 60_000,
  alerts: 60_000,
} as const;

const limit = (def: number, max = 100) => z.coerce.number().int().min(1).max(max).default(def);

export const ZTodaysSalesQuery = z.object({ date: ZDay.optional(), stationId: ZUuid.optional() });
export const ZSalesTrendQuery = z.object({
  days: limit(DASHBOARD_TREND_DAYS_DEFAULT, DASHBOARD_TREND_DAYS_MAX),
  stationId: ZUuid.optional(),
});
/** Days inclusive in the tenant's zone; both default to today. */
export const ZDashboardRangeQuery = z.object({ stationId: ZUuid.optional(), dateFrom: ZDay.optional(), dateTo: ZDay.optional() });
export const ZSalesSummaryQuery = ZDashboardRangeQuery.extend({ range: z.enum(SALES_SUMMARY_RANGES).default('monthly') });
export const ZTopCreditorsDashboardQuery = z.object({ limit: limit(DASHBOARD_TOP_CREDITORS_DEFAULT) });
export const ZTopStationsQuery = ZDashboardRangeQuery.omit({ stationId: true }).extend({ limit: limit(DASHBOARD_TOP_STATIONS_DEFAULT) });
export const ZRecentActivitiesQuery = z.object({ limit: limit(DASHBOARD_RECENT_ACTIVITIES_DEFAULT) });

const ZFigures = { totalAmount: z.number(), totalVolume: z.number() };

export const ZTodaysSalesSummary = z.object({
  date: ZDay,
  totalEntries: z.number().int(),
  totalVolume: z.number(),
  totalAmount: z.number(),
  paymentBreakdown: z.object({ cash: z.number(), card: z.number(), upi: z.number(), credit: z.number() }),
  nozzleEntries: z.array(
    z.object({
      nozzleId: ZUuid,
      nozzleNumber: z.number().int(),
      pumpId: ZUuid,
      pumpName: z.string(),
      stationId: ZUuid,
      stationName: z.string(),
      fuelType: z.enum(FUEL_TYPES),
      entries: z.number().int(),
      ...ZFigures,
    }),
  ),
  salesByFuel: z.array(z.object({ fuelType: z.enum(FUEL_TYPES), entries: z.number().int(), ...ZFigures })),
  salesByStation: z.array(z.object({ stationId: ZUuid, stationName: z.string(), entries: z.number().int(), ...ZFigures })),
  creditSales: z.array(z.object({ creditorId: ZUuid, creditorName: z.string(), entries: z.number().int(), ...ZFigures })),
});
export type TTodaysSalesSummary = z.infer<typeof ZTodaysSalesSummary>;

export const ZSalesTrendPoint = z.object({ date: ZDay, amount: z.number(), volume: z.number() });
export type TSalesTrendPoint = z.infer<typeof ZSalesTrendPoint>;

export const ZFuelBreakdownEntry = z.object({ fuelType: z.enum(FUEL_TYPES), amount: z.number(), volume: z.number(), percentage: z.number() });
export type TFuelBreakdownEntry = z.infer<typeof ZFuelBreakdownEntry>;

export const ZPaymentMethodEntry = z.object({ paymentMethod: z.enum(PAYMENT_METHODS), amount: z.number(), percentage: z.number() });
export type TPaymentMethodEntry = z.infer<typeof ZPaymentMethodEntry>;

const ZPeriodFigures = z.object({
  dateFrom: ZDay,
  dateTo: ZDay,
  totalRevenue: z.number(),
  totalVolume: z.number(),
  salesCount: z.number().int(),
  averageTransaction: z.number(),
  /** Money per litre sold (2 decimals); 0 when nothing was sold. */
  pricePerLitre: z.number(),
});
export const ZDashboardSalesSummary = ZPeriodFigures.extend({
  /** Percent change of revenue against the previous equal period; null when that period had no sales. */
  growthPercentage: z.number().nullable(),
  previous: ZPeriodFigures,
});
export type TDashboardSalesSummary = z.infer<typeof ZDashboardSalesSummary>;

export const ZDashboardCreditor = z.object({
  id: ZUuid,
  partyName: z.string(),
  outstanding: z.number(),
  creditLimit: z.number(),
  /** Outstanding as a percent of the limit (1 decimal); null without a limit. */
  utilization: z.number().nullable(),
});
export type TDashboardCreditor = z.infer<typeof ZDashboardCreditor>;

export const ZStationMetric = z.object({
  stationId: ZUuid,
  stationName: z.string(),
  status: z.string(),
  pumps: z.number().int(),
  activeNozzles: z.number().int(),
  todayEntries: z.number().int(),
  todayAmount: z.number(),
  todayVolume: z.number(),
  yesterdayAmount: z.number(),
  yesterdayEntries: z.number().int(),
});
export type TStationMetric = z.infer<typeof ZStationMetric>;

export const ZTopStation = z.object({
  rank: z.number().int(),
  stationId: ZUuid,
  stationName: z.string(),
  entries: z.number().int(),
  totalAmount: z.number(),
  totalVolume: z.number(),
  /** Share of the tenant's revenue in the period (2 decimals). */
  percentage: z.number(),
});
export type TTopStation = z.infer<typeof ZTopStation>;

export const RECENT_ACTIVITY_KINDS = ['reading', 'audit'] as const;
export const ZRecentActivity = z.object({
  id: ZUuid,
  kind: z.enum(RECENT_ACTIVITY_KINDS),
  /** reading.recorded, or the audit action (reading.voided, fuel_price.created, cash_report.approved, …). */
  action: z.string(),
  entityType: z.string(),
  entityId: ZUuid.nullable(),
  actorName: z.string().nullable(),
  stationName: z.string().nullable(),
  amount: z.number().nullable(),
  at: ZInstant,
});
export type TRecentActivity = z.infer<typeof ZRecentActivity>;

export const ZAlertsSummary = z.object({
  total: z.number().int(),
  unacknowledged: z.number().int(),
  byPriority: z.object(Object.fromEntries(ALERT_PRIORITIES.map((p) => [p, z.number().int()])) as Record<(typeof ALERT_PRIORITIES)[number], z.ZodNumber>),
});
export type TAlertsSummary = z.infer<typeof ZAlertsSummary>;
