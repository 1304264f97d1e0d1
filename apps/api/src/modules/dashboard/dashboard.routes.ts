import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAlertsSummary,
  ZDashboardCreditor,
  ZDashboardRangeQuery,
  ZDashboardSalesSummary,
  ZFuelBreakdownEntry,
  ZPaymentMethodEntry,
  ZRecentActivitiesQuery,
  ZRecentActivity,
  ZSalesSummaryQuery,
  ZSalesTrendPoint,
  ZSalesTrendQuery,
  ZStationMetric,
  ZSuccessOf,
  ZTodaysSalesQuery,
  ZTodaysSalesSummary,
  ZTopCreditorsDashboardQuery,
  ZTopStation,
  ZTopStationsQuery,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as dashboard from './dashboard.service';

/** The owner's dashboard (document 1 §2, §7): owner and manager, the whole tenant; attendants 403. */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const config = { access: 'ownerManager' as const };

  app.get(
    '/todays-sales/summary',
    { config, schema: { tags, summary: "A business day's sales (default today)", querystring: ZTodaysSalesQuery, response: { 200: ZSuccessOf(ZTodaysSalesSummary) } } },
    async (request) => ok(await dashboard.todaysSales(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/sales-trend',
    { config, schema: { tags, summary: 'Money and litres per day, zero days included', querystring: ZSalesTrendQuery, response: { 200: ZSuccessOf(z.array(ZSalesTrendPoint)) } } },
    async (request) => ok(await dashboard.salesTrend(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/fuel-breakdown',
    { config, schema: { tags, summary: 'Sales by fuel with shares', querystring: ZDashboardRangeQuery, response: { 200: ZSuccessOf(z.array(ZFuelBreakdownEntry)) } } },
    async (request) => ok(await dashboard.fuelBreakdown(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/payment-methods',
    { config, schema: { tags, summary: 'Sales by payment method with shares', querystring: ZDashboardRangeQuery, response: { 200: ZSuccessOf(z.array(ZPaymentMethodEntry)) } } },
    async (request) => ok(await dashboard.paymentMethods(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/sales-summary',
    { config, schema: { tags, summary: 'A period against the previous equal period', querystring: ZSalesSummaryQuery, response: { 200: ZSuccessOf(ZDashboardSalesSummary) } } },
    async (request) => ok(await dashboard.salesSummary(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/top-creditors',
    { config, schema: { tags, summary: 'Active creditors owing the most', querystring: ZTopCreditorsDashboardQuery, response: { 200: ZSuccessOf(z.array(ZDashboardCreditor)) } } },
    async (request) => ok(await dashboard.topCreditors(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/station-metrics',
    { config, schema: { tags, summary: "Each station's assets and today's sales", response: { 200: ZSuccessOf(z.array(ZStationMetric)) } } },
    async (request) => ok(await dashboard.stationMetrics(tenantCtx(request))),
  );
  app.get(
    '/dashboard/top-stations',
    { config, schema: { tags, summary: 'Stations ranked by sales', querystring: ZTopStationsQuery, response: { 200: ZSuccessOf(z.array(ZTopStation)) } } },
    async (request) => ok(await dashboard.topStations(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/recent-activities',
    { config, schema: { tags, summary: 'Newest readings and audited events', querystring: ZRecentActivitiesQuery, response: { 200: ZSuccessOf(z.array(ZRecentActivity)) } } },
    async (request) => ok(await dashboard.recentActivities(tenantCtx(request), request.query)),
  );
  app.get(
    '/dashboard/alerts-summary',
    { config, schema: { tags, summary: 'Open alerts by priority', response: { 200: ZSuccessOf(ZAlertsSummary) } } },
    async (request) => ok(await dashboard.alertsSummary(tenantCtx(request))),
  );
}
