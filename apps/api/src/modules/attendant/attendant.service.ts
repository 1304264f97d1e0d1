import type { z } from 'zod';
import {
  ATTENDANT_TASKS,
  errorText,
  toJsonNumber,
  type TAttendantReading,
  type TAttendantTask,
  type TAttendantTodaysSummary,
  type TNozzle,
  type TPage,
  type TPump,
  type TReading,
  type ZAttendantReadingListQuery,
  type ZCreateAttendantReading,
  type ZNozzleListQuery,
  type ZPumpListQuery,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import type { Tx } from '../../db/client';
import { withTenantRead } from '../../db/tenant';
import { scopeOf, type TScope } from '../../db/scope';
import { iso } from '../../lib/json-values';
import { page, windowOf, type TWindow } from '../../lib/paging';
import { currentPrices, visibleStation } from '../fuel-prices/fuel-prices.queries';
import { countNozzles, selectNozzles } from '../nozzles/nozzles.queries';
import { toNozzle } from '../nozzles/nozzles.service';
import { countPumps, selectPumps } from '../pumps/pumps.queries';
import { toPump } from '../pumps/pumps.service';
import { createReading } from '../readings/readings.service';
import * as q from './attendant.queries';

type TPumpListQuery = z.output<typeof ZPumpListQuery>;
type TNozzleListQuery = z.output<typeof ZNozzleListQuery>;
type TReadingListQuery = z.output<typeof ZAttendantReadingListQuery>;
type TCreateInput = z.output<typeof ZCreateAttendantReading>;

/**
 * A filter naming a station or pump the attendant may not see is a 404, like any id they may not see
 * (DESIGN §4: never reveal existence — an unknown id answers the same). Checked only when the page came
 * back empty: a row on the page already proves the filter's station or pump visible.
 */
async function assertFilterVisible(tx: Tx, scope: TScope, filter: { stationId?: string | undefined; pumpId?: string | undefined }): Promise<void> {
  if (filter.stationId && !(await visibleStation(tx, scope, filter.stationId))) throw new AppError('NOT_FOUND', errorText('station.notFound'));
  if (filter.pumpId && !(await selectPumps(tx, scope, { id: filter.pumpId })).length) throw new AppError('NOT_FOUND', errorText('pump.notFound'));
}

/**
 * The total of a list from its page when the page tells it (a page short of its limit that is not past
 * the end: the total is everything before it plus its rows), else from `count` (one more statement).
 */
async function totalOf(rows: unknown[], window: TWindow, count: () => Promise<number>): Promise<number> {
  const exact = rows.length < window.limit && (rows.length > 0 || window.offset === 0);
  return exact ? window.offset + rows.length : count();
}

/** GET /attendant/pumps: pumps of the assigned stations; a station filter outside them is 404. One transaction, 1–3 statements. */
export async function listAttendantPumps(ctx: TTenantCtx, query: TPumpListQuery): Promise<TPage<TPump>> {
  const scope = scopeOf(ctx);
  const filter = { stationId: query.stationId, status: query.status, search: query.search || undefined };
  return withTenantRead(ctx, async (tx) => {
    const window = windowOf(query);
    const rows = await selectPumps(tx, scope, filter, window);
    if (!rows.length) await assertFilterVisible(tx, scope, filter);
    return page(rows.map(toPump), query, await totalOf(rows, window, () => countPumps(tx, scope, filter)));
  });
}

/**
 * GET /attendant/nozzles: nozzles of the assigned stations, each with the price per litre in effect now
 * at its station for its fuel (null when none; one statement for the whole page); a station or pump
 * filter outside them is 404. One transaction: the page, the prices, and the count only when the page
 * does not tell the total.
 */
export async function listAttendantNozzles(ctx: TTenantCtx, query: TNozzleListQuery): Promise<TPage<TNozzle>> {
  const scope = scopeOf(ctx);
  const filter = {
    pumpId: query.pumpId,
    stationId: query.stationId,
    fuelType: query.fuelType,
    status: query.status,
    search: query.search || undefined,
  };
  return withTenantRead(ctx, async (tx) => {
    const window = windowOf(query);
    const rows = await selectNozzles(tx, scope, filter, window);
    if (!rows.length) await assertFilterVisible(tx, scope, filter);
    const total = await totalOf(rows, window, () => countNozzles(tx, scope, filter));
    const prices = await currentPrices(tx, ctx.tenantId, [...new Set(rows.map((n) => n.stationId))]);
    const priceOf = new Map(prices.map((p) => [`${p.stationId}/${p.fuelType}`, toJsonNumber(p.price, 2)]));
    const items = rows.map((row) => ({ ...toNozzle(row), currentPrice: priceOf.get(`${row.stationId}/${row.fuelType}`) ?? null }));
    return page(items, query, total);
  });
}

function toAttendantReading(row: q.TOwnReadingRow): TAttendantReading {
  return {
    id: row.id,
    nozzleId: row.nozzleId,
    nozzleNumber: row.nozzleNumber,
    nozzleName: row.nozzleName,
    pumpName: row.pumpName,
    stationId: row.stationId,
    stationName: row.stationName,
    fuelType: row.fuelType,
    reading: toJsonNumber(row.reading, 3),
    volume: toJsonNumber(row.volume, 3),
    pricePerLitre: toJsonNumber(row.pricePerLitre, 2),
    amount: toJsonNumber(row.amount, 2),
    paymentMethod: row.paymentMethod,
    status: row.status,
    recordedAt: iso(row.recordedAt),
  };
}

/** GET /attendant/readings: the caller's own readings at their assigned stations, newest first (one statement). */
export async function listOwnReadings(ctx: TTenantCtx, query: TReadingListQuery): Promise<TPage<TAttendantReading>> {
  const scope = scopeOf(ctx);
  const window = windowOf(query);
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectOwnReadings(tx, scope, window);
    // An empty page: nothing at all when it is the first, else a page past the end (count them).
    const total = rows[0]?.total ?? (window.offset === 0 ? 0 : await q.countOwnReadings(tx, scope));
    return page(rows.map(toAttendantReading), query, total);
  });
}

const instant = (epochSeconds: number) => new Date(Math.round(epochSeconds * 1000)).toISOString();

/**
 * Today's Tasks from the day's facts (docs/decisions/062), in ATTENDANT_TASKS' order: none without an
 * assigned station; the reading task only where there is an active nozzle to read.
 */
function tasksOf(row: q.TTodaysSummaryRow): TAttendantTask[] {
  if (row.stationsAssigned === 0) return [];
  const tasks: TAttendantTask[] = [];
  ATTENDANT_TASKS.forEach((task, i) => {
    const dueAt = instant(Number(row.dueAt[i]));
    if (task.id === 'morningReadings') {
      if (row.nozzlesTotal === 0) return;
      const { nozzlesRead, nozzlesTotal } = row;
      tasks.push({ id: task.id, dueAt, done: nozzlesRead >= nozzlesTotal, nozzlesRead, nozzlesTotal, windowEndsAt: instant(row.morningEndsAt) });
    } else if (task.id === 'cashReport') {
      tasks.push({ id: task.id, dueAt, done: row.cashReported });
    } else {
      tasks.push({ id: task.id, dueAt, done: row.stockAlerts === 0, stockAlerts: row.stockAlerts });
    }
  });
  return tasks;
}

/** GET /attendant/todays-summary: the caller's own figures of today's business day and Today's Tasks (one statement). */
export async function todaysSummary(ctx: TTenantCtx): Promise<TAttendantTodaysSummary> {
  const row = await withTenantRead(ctx, (tx) => q.selectTodaysSummary(tx, scopeOf(ctx)));
  return {
    businessDay: row.businessDay,
    totalReadings: row.totalReadings,
    totalVolume: toJsonNumber(row.totalVolume, 3),
    totalRevenue: toJsonNumber(row.totalRevenue, 2),
    cashReported: row.cashReported,
    lastReading:
      row.lastId && row.lastAt
        ? {
            id: row.lastId,
            nozzleName: row.lastNozzleName ?? '',
            pumpName: row.lastPumpName ?? '',
            fuelType: row.lastFuelType!,
            volume: toJsonNumber(row.lastVolume ?? '0', 3),
            amount: toJsonNumber(row.lastAmount ?? '0', 2),
            time: iso(row.lastAt),
          }
        : null,
    tasks: tasksOf(row),
  };
}

/**
 * POST /attendant/readings: the one write path of a reading (readings.service createReading →
 * fc_reading_write), which holds the attendant to the nozzles of their assigned stations (404 for any
 * other) and runs every rule of POST /nozzle-readings, with the same answers and replays.
 */
export async function recordAttendantReading(ctx: TTenantCtx, input: TCreateInput): Promise<{ reading: TReading; replayed: boolean }> {
  return createReading(ctx, { ...input, notes: undefined });
}
