import type { z } from 'zod';
import {
  ANALYTICS_DEFAULT_DAYS,
  FUEL_TYPE_LABELS,
  HOURLY_RANGE_MAX_DAYS,
  PEAK_HOURS_COUNT,
  SILENT_NOZZLE_DAYS,
  compareDecimals,
  decimalRatio,
  errorText,
  formatINR,
  growthPercent,
  sharePercent,
  sumDecimals,
  toJsonNumber,
  type TAnalyticsBreakdown,
  type TAnalyticsInsights,
  type TAnalyticsOverview,
  type TAnalyticsPeriod,
  type TAnalyticsTrends,
  type TDailySummary,
  type TFuelPerformance,
  type TFuelType,
  type THourBucket,
  type THourlySales,
  type TInsight,
  type TKpi,
  type TPaymentMethod,
  type TPeakHours,
  type TStationComparison,
  type TStationRanking,
  type ZAnalyticsPeriodQuery,
  type ZAnalyticsRangeQuery,
  type ZDailySummaryQuery,
  type ZHourlySalesQuery,
  type ZStationComparisonQuery,
  type ZStationRankingQuery,
} from '@forecourt/shared';
import type { TTenantCtx } from '../../http/context';
import { withTenantRead } from '../../db/tenant';
import { AppError, fieldError } from '../../http/app-error';
import * as q from './analytics.queries';

type TPeriodQuery = z.output<typeof ZAnalyticsPeriodQuery>;
type TRangeQuery = z.output<typeof ZAnalyticsRangeQuery>;
type TRow = Record<string, unknown>;

const str = (v: unknown) => String(v);
const int = (v: unknown) => Number(v);
const range = (row: TRow) => ({ startDate: (row.from_day as string | null) ?? null, endDate: str(row.to_day) });

function checkRange(startDate: string | undefined, endDate: string | undefined): void {
  if (startDate && endDate && startDate > endDate) {
    throw new AppError('VALIDATION', errorText('analytics.rangeOrderAtField', { field: 'startDate' }), [
      fieldError('startDate', errorText('analytics.rangeOrder')),
    ]);
  }
}

function kpi(current: string | number, previous: string | number | null, scale: 0 | 2 | 3): TKpi {
  const value = scale === 0 ? Number(current) : toJsonNumber(current, scale);
  const prev = previous === null ? null : scale === 0 ? Number(previous) : toJsonNumber(previous, scale);
  return { value, previous: prev, growth: growthPercent(value, prev) };
}

/** GET /analytics/overview: the KPIs of a period against the previous period of the same length. */
export async function overview(ctx: TTenantCtx, query: TPeriodQuery): Promise<TAnalyticsOverview> {
  const row = await withTenantRead(ctx, (tx) => q.selectOverview(tx, ctx.tenantId, query.period, query.date, query.stationId));
  const lifetime = query.period === 'lifetime';
  const prev = (v: unknown) => (lifetime ? null : (v as string | number));
  const avg = (amount: unknown, n: unknown) => decimalRatio(str(amount), str(n), 2) ?? 0;
  const perLitre = (amount: unknown, volume: unknown) => decimalRatio(str(amount), str(volume), 2) ?? 0;
  return {
    period: query.period,
    range: range(row),
    previousRange: lifetime ? null : { startDate: str(row.prev_from), endDate: str(row.prev_to) },
    revenue: kpi(str(row.revenue), prev(row.prev_revenue), 2),
    volume: kpi(str(row.volume), prev(row.prev_volume), 3),
    transactions: kpi(int(row.transactions), prev(row.prev_transactions), 0),
    averageTransaction: kpi(avg(row.revenue, row.transactions), lifetime ? null : avg(row.prev_revenue, row.prev_transactions), 2),
    pricePerLitre: kpi(perLitre(row.revenue, row.volume), lifetime ? null : perLitre(row.prev_revenue, row.prev_volume), 2),
    activeStations: kpi(int(row.stations), prev(row.prev_stations), 0),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function bucketLabel(day: string, monthly: boolean): string {
  const [y, m, d] = day.split('-');
  return monthly ? `${MONTHS[Number(m) - 1]} ${y}` : `${d}/${m}`;
}

/** GET /analytics/trends: one point per day (per month for year and lifetime), zero buckets included. */
export async function trends(ctx: TTenantCtx, query: TPeriodQuery): Promise<TAnalyticsTrends> {
  const rows = await withTenantRead(ctx, (tx) => q.selectTrends(tx, ctx.tenantId, query.period, query.date, query.stationId));
  const monthly = query.period === 'year' || query.period === 'lifetime';
  const first = rows[0]!;
  return {
    period: query.period,
    granularity: monthly ? 'month' : 'day',
    range: { startDate: str(first.from_day), endDate: str(first.to_day) },
    points: rows.map((r) => ({
      bucket: str(r.bucket),
      label: bucketLabel(str(r.bucket), monthly),
      revenue: toJsonNumber(str(r.revenue), 2),
      volume: toJsonNumber(str(r.volume), 3),
      transactions: int(r.transactions),
    })),
  };
}

const G_STATION = 3;
const G_FUEL = 5;
const G_METHOD = 6;
const G_TOTAL = 7;

function figures(r: TRow, total: string) {
  return {
    revenue: toJsonNumber(str(r.revenue), 2),
    volume: toJsonNumber(str(r.volume), 3),
    transactions: int(r.transactions),
    percentage: sharePercent(str(r.revenue), total),
  };
}

function shapeBreakdown(period: TAnalyticsPeriod, rows: TRow[]): TAnalyticsBreakdown {
  const totalRow = rows.find((r) => int(r.g) === G_TOTAL) ?? { revenue: '0', volume: '0', transactions: 0 };
  const total = str(totalRow.revenue);
  const live = (r: TRow) => int(r.transactions) > 0;
  const first = rows[0];
  return {
    period,
    range: { startDate: (first?.from_day as string | null) ?? null, endDate: str(first?.to_day) },
    totals: { revenue: toJsonNumber(total, 2), volume: toJsonNumber(str(totalRow.volume), 3), transactions: int(totalRow.transactions) },
    byStation: rows
      .filter((r) => int(r.g) === G_STATION && live(r))
      .map((r) => ({ stationId: str(r.station_id), stationName: str(r.station_name), ...figures(r, total) })),
    byFuel: rows.filter((r) => int(r.g) === G_FUEL && live(r)).map((r) => ({ fuelType: r.fuel_type as TFuelType, ...figures(r, total) })),
    byPaymentMethod: rows
      .filter((r) => int(r.g) === G_METHOD && live(r))
      .map((r) => ({ paymentMethod: r.payment_method as TPaymentMethod, ...figures(r, total) })),
  };
}

/** GET /analytics/breakdown: the period's sales by station, fuel and payment method with shares. */
export async function breakdown(ctx: TTenantCtx, query: TPeriodQuery): Promise<TAnalyticsBreakdown> {
  const rows = await withTenantRead(ctx, (tx) => q.selectBreakdown(tx, ctx.tenantId, query.period, query.date, query.stationId));
  if (rows.length === 0) throw new Error('breakdown: the grand total row is missing');
  return shapeBreakdown(query.period, rows);
}

/**
 * GET /analytics/insights: statements computed from the period's figures, none invented: the best
 * and the worst station by revenue (with two or more stations selling), the fuel whose share of
 * revenue moved most against the previous period, and active nozzles silent for SILENT_NOZZLE_DAYS.
 */
export async function insights(ctx: TTenantCtx, query: TPeriodQuery): Promise<TAnalyticsInsights> {
  const { rows, silent } = await withTenantRead(ctx, async (tx) => ({
    rows: await q.selectBreakdown(tx, ctx.tenantId, query.period, query.date, query.stationId),
    silent: await q.selectSilentNozzles(tx, ctx.tenantId, SILENT_NOZZLE_DAYS, query.stationId),
  }));
  const b = shapeBreakdown(query.period, rows);
  const items: TInsight[] = [];
  const total = str(rows.find((r) => int(r.g) === G_TOTAL)?.revenue ?? '0');
  const stations = b.byStation;
  if (stations.length >= 2) {
    const best = stations[0]!;
    const worst = stations.at(-1)!;
    items.push({
      kind: 'best_station',
      title: 'Best station',
      message: `${best.stationName} led with ${formatINR(best.revenue)} (${best.percentage.toFixed(1)}% of revenue).`,
      stationId: best.stationId,
      figures: { revenue: best.revenue, percentage: best.percentage, transactions: best.transactions },
    });
    items.push({
      kind: 'worst_station',
      title: 'Lowest station',
      message: `${worst.stationName} sold the least: ${formatINR(worst.revenue)} (${worst.percentage.toFixed(1)}% of revenue).`,
      stationId: worst.stationId,
      figures: { revenue: worst.revenue, percentage: worst.percentage, transactions: worst.transactions },
    });
  }
  const fuelRows = rows.filter((r) => int(r.g) === G_FUEL);
  const prevTotal = str(rows.find((r) => int(r.g) === G_TOTAL)?.prev_revenue ?? '0');
  if (query.period !== 'lifetime' && compareDecimals(total, 0) > 0 && compareDecimals(prevTotal, 0) > 0) {
    const shifts = fuelRows
      .map((r) => {
        const now = sharePercent(str(r.revenue), total);
        const before = sharePercent(str(r.prev_revenue), prevTotal);
        return { fuelType: r.fuel_type as TFuelType, now, before, change: Number((now - before).toFixed(1)) };
      })
      .filter((s) => s.change !== 0)
      .sort((a, c) => Math.abs(c.change) - Math.abs(a.change) || a.fuelType.localeCompare(c.fuelType));
    const top = shifts[0];
    if (top) {
      const label = FUEL_TYPE_LABELS[top.fuelType];
      items.push({
        kind: 'fuel_share_shift',
        title: `${label} share ${top.change > 0 ? 'rose' : 'fell'}`,
        message: `${label} made ${top.now.toFixed(1)}% of revenue, against ${top.before.toFixed(1)}% in the previous period (${top.change > 0 ? '+' : ''}${top.change.toFixed(1)} points).`,
        stationId: null,
        figures: { fuelType: top.fuelType, share: top.now, previousShare: top.before, change: top.change },
      });
    }
  }
  for (const n of silent) {
    const days = n.days_silent === null ? null : int(n.days_silent);
    items.push({
      kind: 'silent_nozzle',
      title: 'Silent nozzle',
      message:
        days === null
          ? `${str(n.station_name)} · ${str(n.pump_name)} nozzle ${int(n.nozzle_number)} (${FUEL_TYPE_LABELS[n.fuel_type as TFuelType]}) has never had a reading.`
          : `${str(n.station_name)} · ${str(n.pump_name)} nozzle ${int(n.nozzle_number)} (${FUEL_TYPE_LABELS[n.fuel_type as TFuelType]}) has had no reading for ${days} days.`,
      stationId: str(n.station_id),
      figures: { nozzleId: str(n.nozzle_id), daysSilent: days, lastReadingAt: n.last_at ? new Date(n.last_at as string | Date).toISOString() : null },
    });
  }
  return { period: query.period, range: b.range, items };
}

function stationItems(rows: TRow[]) {
  const sum = sumDecimals(rows.map((r) => str(r.revenue)), 2);
  return rows.map((r) => ({
    stationId: str(r.station_id),
    stationName: str(r.station_name),
    revenue: toJsonNumber(str(r.revenue), 2),
    volume: toJsonNumber(str(r.volume), 3),
    transactions: int(r.transactions),
    averageTransaction: decimalRatio(str(r.revenue), str(r.transactions), 2) ?? 0,
    percentage: sharePercent(str(r.revenue), sum),
  }));
}

/** GET /analytics/station-comparison: every (or the chosen) station over a range, best first. */
export async function stationComparison(ctx: TTenantCtx, query: z.output<typeof ZStationComparisonQuery>): Promise<TStationComparison> {
  checkRange(query.startDate, query.endDate);
  const cte = q.rangeCte(ctx.tenantId, query.startDate, query.endDate, ANALYTICS_DEFAULT_DAYS);
  const { rows, bounds } = await withTenantRead(ctx, async (tx) => {
    const rows = await q.selectStationFigures(tx, ctx.tenantId, cte, query.stationIds);
    return { rows, bounds: rows[0] ?? (await q.selectRange(tx, cte)) };
  });
  return { range: range(bounds), items: stationItems(rows) };
}

function hourBuckets(rows: TRow[]): THourBucket[] {
  return rows.map((r) => ({
    hour: int(r.hour),
    revenue: toJsonNumber(str(r.revenue), 2),
    volume: toJsonNumber(str(r.volume), 3),
    transactions: int(r.transactions),
  }));
}

type THourlyQuery = z.output<typeof ZHourlySalesQuery>;

/**
 * The hours of one day (`date`, default today) or of a range of days, summed (ZHourlySalesQuery): one
 * statement, refused 400 when the range is backwards or longer than HOURLY_RANGE_MAX_DAYS.
 */
async function hours(ctx: TTenantCtx, query: THourlyQuery) {
  checkRange(query.startDate, query.endDate);
  const ranged = query.startDate !== undefined || query.endDate !== undefined;
  const range = ranged ? { from: query.startDate ?? query.endDate, to: query.endDate } : { from: query.date, to: query.date };
  const rows = await withTenantRead(ctx, (tx) => q.selectHourly(tx, ctx.tenantId, range, query.stationId, HOURLY_RANGE_MAX_DAYS));
  const first = rows[0]!;
  if (first.too_long) {
    const text = errorText('analytics.hourlyRangeTooLong', { days: HOURLY_RANGE_MAX_DAYS });
    throw new AppError('VALIDATION', text, [fieldError('startDate', text)]);
  }
  return { date: str(first.day), startDate: str(first.first_day), endDate: str(first.day), items: hourBuckets(rows) };
}

/** GET /analytics/hourly-sales: the 24 hours of one business day (default today) or of a range of days. */
export async function hourlySales(ctx: TTenantCtx, query: THourlyQuery): Promise<THourlySales> {
  return hours(ctx, query);
}

/** GET /analytics/peak-hours: the busiest hours of one day (or a range) by revenue (hours with sales only). */
export async function peakHours(ctx: TTenantCtx, query: THourlyQuery): Promise<TPeakHours> {
  const all = await hours(ctx, query);
  const items = all.items
    .filter((h) => h.transactions > 0)
    .sort((a, b) => compareDecimals(b.revenue, a.revenue) || a.hour - b.hour)
    .slice(0, PEAK_HOURS_COUNT);
  return { ...all, items };
}

/** GET /analytics/fuel-performance: each station's fuels over a range with growth against the range before. */
export async function fuelPerformance(ctx: TTenantCtx, query: TRangeQuery): Promise<TFuelPerformance> {
  checkRange(query.startDate, query.endDate);
  const cte = q.rangeCte(ctx.tenantId, query.startDate, query.endDate, ANALYTICS_DEFAULT_DAYS);
  const { rows, bounds } = await withTenantRead(ctx, async (tx) => {
    const rows = await q.selectFuelPerformance(tx, ctx.tenantId, cte, query.stationId);
    return { rows, bounds: rows[0] ?? (await q.selectRange(tx, cte)) };
  });
  return {
    range: range(bounds),
    items: rows.map((r) => ({
      stationId: str(r.station_id),
      stationName: str(r.station_name),
      fuelType: r.fuel_type as TFuelType,
      salesCount: int(r.transactions),
      revenue: toJsonNumber(str(r.revenue), 2),
      volume: toJsonNumber(str(r.volume), 3),
      averagePrice: decimalRatio(str(r.revenue), str(r.volume), 2),
      growth: growthPercent(str(r.revenue), str(r.prev_revenue)),
    })),
  };
}

/** GET /analytics/station-ranking: every station ranked by sales for today, the week or the month. */
export async function stationRanking(ctx: TTenantCtx, query: z.output<typeof ZStationRankingQuery>): Promise<TStationRanking> {
  const cte = q.periodCte(ctx.tenantId, query.period, query.date);
  const { rows, bounds } = await withTenantRead(ctx, async (tx) => {
    const rows = await q.selectStationFigures(tx, ctx.tenantId, cte, undefined);
    return { rows, bounds: rows[0] ?? (await q.selectRange(tx, cte)) };
  });
  return {
    period: query.period,
    range: range(bounds),
    items: rows.map((r, i) => ({
      rank: i + 1,
      stationId: str(r.station_id),
      name: str(r.station_name),
      transactionCount: int(r.transactions),
      totalSales: toJsonNumber(str(r.revenue), 2),
      totalVolume: toJsonNumber(str(r.volume), 3),
    })),
  };
}

/** GET /analytics/daily-summary: one business day by station and by fuel (document 4's daily summary). */
export async function dailySummary(ctx: TTenantCtx, query: z.output<typeof ZDailySummaryQuery>): Promise<TDailySummary> {
  const rows = await withTenantRead(ctx, (tx) => q.selectDailySummary(tx, ctx.tenantId, query.date));
  const total = rows.find((r) => int(r.g) === 3);
  return {
    date: str(rows[0]!.day),
    totalAmount: toJsonNumber(str(total?.revenue ?? '0'), 2),
    totalVolume: toJsonNumber(str(total?.volume ?? '0'), 3),
    totalEntries: int(total?.transactions ?? 0),
    salesByStation: rows
      .filter((r) => int(r.g) === 1)
      .map((r) => ({
        stationId: str(r.station_id),
        stationName: str(r.station_name),
        entriesCount: int(r.transactions),
        nozzlesActive: int(r.nozzles),
        totalAmount: toJsonNumber(str(r.revenue), 2),
        totalVolume: toJsonNumber(str(r.volume), 3),
        fuelTypes: ((r.fuels as TFuelType[] | null) ?? []).slice().sort(),
      })),
    salesByFuel: rows
      .filter((r) => int(r.g) === 2)
      .map((r) => ({
        fuelType: r.fuel_type as TFuelType,
        entriesCount: int(r.transactions),
        totalAmount: toJsonNumber(str(r.revenue), 2),
        totalVolume: toJsonNumber(str(r.volume), 3),
        stationsCount: int(r.stations),
        averagePrice: decimalRatio(str(r.revenue), str(r.volume), 2),
      })),
  };
}
