import type { z } from 'zod';
import {
  PAYMENT_METHODS,
  SALES_SUMMARY_RANGE_DAYS,
  errorText,
  toJsonNumber,
  type TAlertsSummary,
  type TDashboardCreditor,
  type TDashboardSalesSummary,
  type TFuelBreakdownEntry,
  type TPaymentMethodEntry,
  type TRecentActivity,
  type TSalesTrendPoint,
  type TStationMetric,
  type TTodaysSalesSummary,
  type TTopStation,
  type ZDashboardRangeQuery,
  type ZRecentActivitiesQuery,
  type ZSalesSummaryQuery,
  type ZSalesTrendQuery,
  type ZTodaysSalesQuery,
  type ZTopCreditorsDashboardQuery,
  type ZTopStationsQuery,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenantRead } from '../../db/tenant';
import * as q from './dashboard.queries';

/** The owner's dashboard (document 1): each call one read-only transaction with one statement. */

type TRow = Record<string, unknown>;
const money = (v: unknown) => toJsonNumber(String(v ?? '0'), 2);
const litres = (v: unknown) => toJsonNumber(String(v ?? '0'), 3);
const int = (v: unknown) => Number(v ?? 0);
const json = <T>(v: unknown): T[] => (v === null || v === undefined ? [] : typeof v === 'string' ? (JSON.parse(v) as T[]) : (v as T[]));
const instant = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** dateFrom after dateTo is refused (nothing to show is not the same as a wrong filter). */
function checkSpan(query: { dateFrom?: string; dateTo?: string }) {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw AppError.onField('VALIDATION', 'dateFrom', errorText('dashboard.rangeOrder'));
  }
}

type TFig = { amount: string; volume: string; entries: number };

export async function todaysSales(ctx: TTenantCtx, query: z.output<typeof ZTodaysSalesQuery>): Promise<TTodaysSalesSummary> {
  const row = await withTenantRead(ctx, (tx) => q.daySummary(tx, ctx.tenantId, query.date, query.stationId));
  const byMethod = new Map(json<{ method: string; amount: string }>(row.by_method).map((m) => [m.method, m.amount]));
  const figures = (f: TFig) => ({ entries: f.entries, totalAmount: money(f.amount), totalVolume: litres(f.volume) });
  return {
    date: String(row.day),
    totalEntries: int(row.entries),
    totalVolume: litres(row.volume),
    totalAmount: money(row.amount),
    paymentBreakdown: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, money(byMethod.get(m))])) as TTodaysSalesSummary['paymentBreakdown'],
    nozzleEntries: json<TFig & Omit<TTodaysSalesSummary['nozzleEntries'][number], 'totalAmount' | 'totalVolume' | 'entries'>>(row.by_nozzle).map(
      (n) => ({
        nozzleId: n.nozzleId,
        nozzleNumber: n.nozzleNumber,
        pumpId: n.pumpId,
        pumpName: n.pumpName,
        stationId: n.stationId,
        stationName: n.stationName,
        fuelType: n.fuelType,
        ...figures(n),
      }),
    ),
    salesByFuel: json<TFig & { fuelType: TTodaysSalesSummary['salesByFuel'][number]['fuelType'] }>(row.by_fuel).map((f) => ({
      fuelType: f.fuelType,
      ...figures(f),
    })),
    salesByStation: json<TFig & { stationId: string; stationName: string }>(row.by_station).map((s) => ({
      stationId: s.stationId,
      stationName: s.stationName,
      ...figures(s),
    })),
    creditSales: json<TFig & { creditorId: string; creditorName: string }>(row.by_creditor).map((c) => ({
      creditorId: c.creditorId,
      creditorName: c.creditorName,
      ...figures(c),
    })),
  };
}

export async function salesTrend(ctx: TTenantCtx, query: z.output<typeof ZSalesTrendQuery>): Promise<TSalesTrendPoint[]> {
  const rows = await withTenantRead(ctx, (tx) => q.salesTrend(tx, ctx.tenantId, query.days, query.stationId));
  return rows.map((r) => ({ date: String(r.day), amount: money(r.amount), volume: litres(r.volume) }));
}

type TRange = z.output<typeof ZDashboardRangeQuery>;

export async function fuelBreakdown(ctx: TTenantCtx, query: TRange): Promise<TFuelBreakdownEntry[]> {
  checkSpan(query);
  const rows = await withTenantRead(ctx, (tx) => q.fuelBreakdown(tx, ctx.tenantId, query.dateFrom, query.dateTo, query.stationId));
  return rows.map((r) => ({
    fuelType: r.fuel_type as TFuelBreakdownEntry['fuelType'],
    amount: money(r.amount),
    volume: litres(r.volume),
    percentage: money(r.percentage),
  }));
}

export async function paymentMethods(ctx: TTenantCtx, query: TRange): Promise<TPaymentMethodEntry[]> {
  checkSpan(query);
  const rows = await withTenantRead(ctx, (tx) => q.paymentMethods(tx, ctx.tenantId, query.dateFrom, query.dateTo, query.stationId));
  return rows.map((r) => ({ paymentMethod: r.method as TPaymentMethodEntry['paymentMethod'], amount: money(r.amount), percentage: money(r.percentage) }));
}

export async function salesSummary(ctx: TTenantCtx, query: z.output<typeof ZSalesSummaryQuery>): Promise<TDashboardSalesSummary> {
  checkSpan(query);
  const days = SALES_SUMMARY_RANGE_DAYS[query.range];
  const r: TRow = await withTenantRead(ctx, (tx) => q.salesSummary(tx, ctx.tenantId, days, query.dateFrom, query.dateTo, query.stationId));
  return {
    dateFrom: String(r.date_from),
    dateTo: String(r.date_to),
    totalRevenue: money(r.amount),
    totalVolume: litres(r.volume),
    salesCount: int(r.cnt),
    averageTransaction: money(r.average),
    pricePerLitre: money(r.per_litre),
    growthPercentage: r.growth === null || r.growth === undefined ? null : money(r.growth),
    previous: {
      dateFrom: String(r.p_from),
      dateTo: String(r.p_to),
      totalRevenue: money(r.p_amount),
      totalVolume: litres(r.p_volume),
      salesCount: int(r.p_cnt),
      averageTransaction: money(r.p_average),
      pricePerLitre: money(r.p_per_litre),
    },
  };
}

export async function topCreditors(ctx: TTenantCtx, query: z.output<typeof ZTopCreditorsDashboardQuery>): Promise<TDashboardCreditor[]> {
  const rows = await withTenantRead(ctx, (tx) => q.topCreditors(tx, ctx.tenantId, query.limit));
  return rows.map((r) => ({
    id: String(r.id),
    partyName: String(r.party_name),
    outstanding: money(r.outstanding),
    creditLimit: money(r.credit_limit),
    utilization: r.utilization === null || r.utilization === undefined ? null : Number(r.utilization),
  }));
}

export async function stationMetrics(ctx: TTenantCtx): Promise<TStationMetric[]> {
  const rows = await withTenantRead(ctx, (tx) => q.stationMetrics(tx, ctx.tenantId));
  return rows.map((r) => ({
    stationId: String(r.id),
    stationName: String(r.name),
    status: String(r.status),
    pumps: int(r.pumps),
    activeNozzles: int(r.active_nozzles),
    todayEntries: int(r.today_entries),
    todayAmount: money(r.today_amount),
    todayVolume: litres(r.today_volume),
    yesterdayAmount: money(r.yesterday_amount),
    yesterdayEntries: int(r.yesterday_entries),
  }));
}

export async function topStations(ctx: TTenantCtx, query: z.output<typeof ZTopStationsQuery>): Promise<TTopStation[]> {
  checkSpan(query);
  const rows = await withTenantRead(ctx, (tx) => q.topStations(tx, ctx.tenantId, query.dateFrom, query.dateTo, query.limit));
  return rows.map((r, i) => ({
    rank: i + 1,
    stationId: String(r.station_id),
    stationName: String(r.name),
    entries: int(r.entries),
    totalAmount: money(r.amount),
    totalVolume: litres(r.volume),
    percentage: money(r.percentage),
  }));
}

export async function recentActivities(ctx: TTenantCtx, query: z.output<typeof ZRecentActivitiesQuery>): Promise<TRecentActivity[]> {
  const rows = await withTenantRead(ctx, (tx) => q.recentActivities(tx, ctx.tenantId, query.limit));
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind === 'reading' ? 'reading' : 'audit',
    action: String(r.action),
    entityType: String(r.entity_type),
    entityId: r.entity_id === null || r.entity_id === undefined ? null : String(r.entity_id),
    actorName: r.actor_name === null || r.actor_name === undefined ? null : String(r.actor_name),
    stationName: r.station_name === null || r.station_name === undefined ? null : String(r.station_name),
    amount: r.amount === null || r.amount === undefined ? null : money(r.amount),
    at: instant(r.at),
  }));
}

export async function alertsSummary(ctx: TTenantCtx): Promise<TAlertsSummary> {
  const r = await withTenantRead(ctx, (tx) => q.alertsSummary(tx, ctx.tenantId));
  return {
    total: int(r.total),
    unacknowledged: int(r.unacknowledged),
    byPriority: { urgent: int(r.urgent), high: int(r.high), medium: int(r.medium), low: int(r.low) },
  };
}
