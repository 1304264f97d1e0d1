import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAnalyticsBreakdown,
  ZAnalyticsInsights,
  ZAnalyticsOverview,
  ZAnalyticsPeriodQuery,
  ZAnalyticsRangeQuery,
  ZAnalyticsTrends,
  ZDailySummary,
  ZDailySummaryQuery,
  ZFuelPerformance,
  ZHourlySales,
  ZHourlySalesQuery,
  ZPeakHours,
  ZStationComparison,
  ZStationComparisonQuery,
  ZStationRanking,
  ZStationRankingQuery,
  ZSuccessOf,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as analytics from './analytics.service';

/** Analytics (document 4, Analytics Dashboard): owner and manager; attendants 403; a plan without analytics 403 PLAN_FEATURE (docs/decisions/064). */
export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];
  const config = { access: 'ownerManager', feature: 'analytics' } as const;

  app.get(
    '/analytics/overview',
    { config, schema: { tags, summary: 'KPIs of a period with growth against the previous period', querystring: ZAnalyticsPeriodQuery, response: { 200: ZSuccessOf(ZAnalyticsOverview) } } },
    async (request) => ok(await analytics.overview(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/trends',
    { config, schema: { tags, summary: 'Revenue and volume per day (per month for year and lifetime)', querystring: ZAnalyticsPeriodQuery, response: { 200: ZSuccessOf(ZAnalyticsTrends) } } },
    async (request) => ok(await analytics.trends(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/breakdown',
    { config, schema: { tags, summary: 'Sales of a period by station, fuel and payment method', querystring: ZAnalyticsPeriodQuery, response: { 200: ZSuccessOf(ZAnalyticsBreakdown) } } },
    async (request) => ok(await analytics.breakdown(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/insights',
    { config, schema: { tags, summary: 'Insights computed from the period', querystring: ZAnalyticsPeriodQuery, response: { 200: ZSuccessOf(ZAnalyticsInsights) } } },
    async (request) => ok(await analytics.insights(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/station-comparison',
    { config, schema: { tags, summary: 'Stations side by side over a range', querystring: ZStationComparisonQuery, response: { 200: ZSuccessOf(ZStationComparison) } } },
    async (request) => ok(await analytics.stationComparison(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/hourly-sales',
    { config, schema: { tags, summary: 'The 24 hours of one business day', querystring: ZHourlySalesQuery, response: { 200: ZSuccessOf(ZHourlySales) } } },
    async (request) => ok(await analytics.hourlySales(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/peak-hours',
    { config, schema: { tags, summary: 'The busiest hours of one business day', querystring: ZHourlySalesQuery, response: { 200: ZSuccessOf(ZPeakHours) } } },
    async (request) => ok(await analytics.peakHours(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/fuel-performance',
    { config, schema: { tags, summary: "Each station's fuels over a range with growth", querystring: ZAnalyticsRangeQuery, response: { 200: ZSuccessOf(ZFuelPerformance) } } },
    async (request) => ok(await analytics.fuelPerformance(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/station-ranking',
    { config, schema: { tags, summary: 'Stations ranked by sales', querystring: ZStationRankingQuery, response: { 200: ZSuccessOf(ZStationRanking) } } },
    async (request) => ok(await analytics.stationRanking(tenantCtx(request), request.query)),
  );
  app.get(
    '/analytics/daily-summary',
    { config, schema: { tags, summary: 'One business day by station and by fuel', querystring: ZDailySummaryQuery, response: { 200: ZSuccessOf(ZDailySummary) } } },
    async (request) => ok(await analytics.dailySummary(tenantCtx(request), request.query)),
  );
}
