import { createHash } from 'node:crypto';
import type { z } from 'zod';
import Decimal from 'decimal.js';
import {
  dipMm,
  errorText,
  litresAtDip,
  parseDipChart,
  READING_FUTURE_TOLERANCE_MS,
  toJsonNumber,
  type TDip,
  type TDipChartSummary,
  type TPage,
  type ZPageQuery,
  type ZRecordDip,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import { violatedUnique } from '../../http/unique-violations';
import type { TTenantCtx } from '../../http/context';
import type { Tx } from '../../db/client';
import { withTenant, withTenantRead } from '../../db/tenant';
import { assertDayOpen } from '../../db/day-gate';
import { recordAudit } from '../../db/audit';
import { scopeOf } from '../../db/scope';
import { iso } from '../../lib/json-values';
import { newId } from '../../lib/ids';
import { page, windowOf } from '../../lib/paging';
import { lockTank, selectTanks, type TTankRow } from '../tanks/tanks.queries';
import * as q from './dips.queries';

/**
 * Dip charts and dips (issue 38, docs/decisions/069): a tank's calibration chart turns a dip in
 * centimetres into litres; a dip is stored with those litres, the book stock at its time and the
 * difference. The chart's parsing and interpolation are shared (packages/shared/src/dip-charts.ts).
 */

type TRecordDipInput = z.output<typeof ZRecordDip>;
type TPageQuery = z.output<typeof ZPageQuery>;

/** A dip or receipt's time, now when not given; a phone's clock may run a little ahead, as for readings. */
export function measuredAt(recordedAt: string | undefined): Date {
  const at = recordedAt ? new Date(recordedAt) : new Date();
  if (at.getTime() > Date.now() + READING_FUTURE_TOLERANCE_MS) throw new AppError('UNPROCESSABLE', errorText('dip.inFuture'));
  return at;
}

const tankNotFound = () => new AppError('NOT_FOUND', errorText('tank.notFound'));
export const noChart = () => new AppError('UNPROCESSABLE', errorText('dipChart.none'));
const cm = (mm: number) => (mm / 10).toFixed(1);

/** A live tank the caller may see (attendants: assigned stations), or 404. */
export async function visibleTank(tx: Tx, ctx: TTenantCtx, tankId: string): Promise<TTankRow> {
  const [tank] = await selectTanks(tx, scopeOf(ctx), { id: tankId });
  if (!tank) throw tankNotFound();
  return tank;
}

function toSummary(row: q.TChartRow): TDipChartSummary {
  return {
    id: row.id,
    tankId: row.tankId,
    points: row.points.length,
    maxDipCm: toJsonNumber(row.maxDipCm, 2),
    maxLitres: toJsonNumber(row.maxLitres, 3),
    fixes: row.fixes,
    uploadedAt: iso(row.createdAt),
  };
}

/** PUT /tanks/{id}/dip-chart: the CSV becomes the tank's current chart; the one before stays for its dips. Audited. */
export async function uploadDipChart(ctx: TTenantCtx, tankId: string, csv: string): Promise<TDipChartSummary> {
  const parsed = parseDipChart(csv);
  return withTenant(ctx, async (tx) => {
    const tank = await lockTank(tx, ctx.tenantId, tankId);
    if (!tank) throw tankNotFound();
    if (!parsed.ok) throw new AppError('UNPROCESSABLE', parsed.error);
    const { points, fixes } = parsed.chart;
    const [lastMm, lastLitres] = points[points.length - 1]!;
    const chart = await q.replaceChart(tx, ctx.tenantId, { tankId, points, maxDipCm: cm(lastMm), maxLitres: lastLitres, fixes, uploadedBy: ctx.userId });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.userId,
      actorRole: ctx.role,
      action: 'tank.dip_chart_uploaded',
      entityType: 'fuel_tank',
      entityId: tankId,
      details: { chartId: chart.id, tank: tank.name, points: points.length, maxDipCm: cm(lastMm), maxLitres: lastLitres, fixes: fixes.length },
    });
    return toSummary(chart);
  });
}

/** GET /tanks/{id}/dip-chart: the current chart's summary. */
export async function getDipChart(ctx: TTenantCtx, tankId: string): Promise<TDipChartSummary> {
  return withTenantRead(ctx, async (tx) => {
    await visibleTank(tx, ctx, tankId);
    const chart = await q.currentChart(tx, ctx.tenantId, tankId);
    if (!chart) throw new AppError('NOT_FOUND', errorText('dipChart.none'));
    return toSummary(chart);
  });
}

/** The litres of the chart at a dip, or the refusal for a dip beyond it. */
export function chartLitres(chart: q.TChartRow, dipCm: number): string {
  const litres = litresAtDip(chart.points, dipMm(dipCm));
  if (litres === null) throw new AppError('UNPROCESSABLE', errorText('dipChart.beyond', { cm: dipCm.toFixed(1), max: new Decimal(chart.maxDipCm).toFixed(1) }));
  return litres;
}

/** GET /tanks/{id}/dip-chart/volume?dipCm=: the litres of the current chart at that dip. */
export async function dipVolume(ctx: TTenantCtx, tankId: string, dipCm: number): Promise<{ dipCm: number; litres: number }> {
  return withTenantRead(ctx, async (tx) => {
    await visibleTank(tx, ctx, tankId);
    const chart = await q.currentChart(tx, ctx.tenantId, tankId);
    if (!chart) throw noChart();
    return { dipCm, litres: toJsonNumber(chartLitres(chart, dipCm), 3) };
  });
}

export function toDip(row: q.TDipRow): TDip {
  return {
    id: row.id,
    tankId: row.tankId,
    stationId: row.stationId,
    kind: row.kind,
    dipCm: toJsonNumber(row.dipCm, 2),
    waterDipCm: row.waterDipCm === null ? null : toJsonNumber(row.waterDipCm, 2),
    litres: toJsonNumber(row.litres, 3),
    waterLitres: toJsonNumber(row.waterLitres, 3),
    bookStock: toJsonNumber(row.bookStock, 3),
    difference: toJsonNumber(row.difference, 3),
    chartId: row.chartId,
    notes: row.notes,
    recordedAt: iso(row.recordedAt),
    recordedBy: row.recordedByName,
  };
}

/** The fingerprint of a dip sent with the client's own id (a replay must send the same). */
function dipHash(tankId: string, input: TRecordDipInput): string {
  const canonical = JSON.stringify([tankId.toLowerCase(), input.kind, input.dipCm.toFixed(1), input.waterDipCm?.toFixed(1) ?? null, input.notes ?? null, input.recordedAt ? new Date(input.recordedAt).toISOString() : null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * POST /tanks/{id}/dips: converts the dip (and the water dip) with the tank's current chart — fuel
 * litres = volume at the dip − volume at the water dip — and stores it with the book stock at its time
 * and the difference. Passes the station's day gate; a client id makes it replay-safe (the same body
 * answers the stored dip, another body 409).
 */
export async function recordDip(ctx: TTenantCtx, tankId: string, input: TRecordDipInput): Promise<{ dip: TDip; replayed: boolean }> {
  try {
    return await storeDip(ctx, tankId, input);
  } catch (error) {
    // The same id stored by a concurrent request while this one ran: answered as its replay (or 409).
    if (input.id && violatedUnique(error) === 'tank_dips_pkey') return storeDip(ctx, tankId, input);
    throw error;
  }
}

async function storeDip(ctx: TTenantCtx, tankId: string, input: TRecordDipInput): Promise<{ dip: TDip; replayed: boolean }> {
  const hash = input.id ? dipHash(tankId, input) : null;
  return withTenant(ctx, async (tx) => {
    const tank = await visibleTank(tx, ctx, tankId);
    if (input.id) {
      const stored = await q.findDip(tx, ctx.tenantId, input.id);
      if (stored) {
        if (stored.requestHash !== hash) throw new AppError('CONFLICT', errorText('dip.replayMismatch'));
        return { dip: toDip(stored), replayed: true };
      }
    }
    const at = measuredAt(input.recordedAt);
    await assertDayOpen(tx, ctx.tenantId, tank.stationId, at);
    const chart = await q.currentChart(tx, ctx.tenantId, tankId);
    if (!chart) throw noChart();
    const total = chartLitres(chart, input.dipCm);
    const water = input.waterDipCm === undefined ? '0.000' : chartLitres(chart, input.waterDipCm);
    const litres = new Decimal(total).minus(water).toFixed(3);
    const bookStock = await q.bookStockAt(tx, ctx.tenantId, tankId, at);
    const row = await q.insertDip(tx, ctx.tenantId, {
      id: input.id ?? newId(),
      tankId,
      stationId: tank.stationId,
      chartId: chart.id,
      kind: input.kind,
      dipCm: input.dipCm.toFixed(1),
      waterDipCm: input.waterDipCm === undefined ? null : input.waterDipCm.toFixed(1),
      litres,
      waterLitres: water,
      bookStock,
      difference: new Decimal(litres).minus(bookStock).toFixed(3),
      notes: input.notes ?? null,
      recordedAt: at,
      recordedBy: ctx.userId,
      requestHash: hash,
    });
    return { dip: toDip(row), replayed: false };
  });
}

/** GET /tanks/{id}/dips: the tank's dips, newest first. */
export async function listDips(ctx: TTenantCtx, tankId: string, query: TPageQuery): Promise<TPage<TDip>> {
  return withTenantRead(ctx, async (tx) => {
    await visibleTank(tx, ctx, tankId);
    const filter = { tankId };
    const rows = await q.selectDips(tx, ctx.tenantId, filter, windowOf(query));
    return page(rows.map(toDip), query, await q.countDips(tx, ctx.tenantId, filter));
  });
}
