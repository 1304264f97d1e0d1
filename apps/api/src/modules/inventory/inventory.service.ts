import type { z } from 'zod';
import Decimal from 'decimal.js';
import {
  errorText,
  fillPercent,
  inventoryStatus,
  roundLitres,
  toJsonNumber,
  volumeBetween,
  FUEL_TYPES,
  type TFuelType,
  type TInventoryItem,
  type TInventoryMovement,
  type TInventorySummary,
  type TPage,
  type ZInventoryQuery,
  type ZInventorySummaryQuery,
  type ZInventoryUpdate,
  type ZPageQuery,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import type { Tx } from '../../db/client';
import { withTenant, withTenantRead } from '../../db/tenant';
import { assertDayOpen } from '../../db/day-gate';
import { recordAudit } from '../../db/audit';
import { iso } from '../../lib/json-values';
import { syncStockAlerts } from '../alerts/alerts.rules';
import { scopeOf, type TScope } from '../../db/scope';
import { page, windowOf } from '../../lib/paging';
import type { TTankState } from '../../db/tank-state';
import * as q from './inventory.queries';

type TListQuery = z.output<typeof ZInventoryQuery>;
type TSummaryQuery = z.output<typeof ZInventorySummaryQuery>;
type TUpdateInput = z.output<typeof ZInventoryUpdate>;
type TPageQuery = z.output<typeof ZPageQuery>;

const tankNotFound = () => new AppError('NOT_FOUND', errorText('tank.notFound'));

/**
 * Books a movement of the ledger inside the caller's transaction (a reading, void, correction or
 * update) and raises or clears the tank's stock alert at once when the change crosses a line.
 */
export async function moveStock(tx: Tx, tenantId: string, movement: q.TMovementValues): Promise<TTankState> {
  const tank = await q.bookMovement(tx, tenantId, movement);
  await syncStockAlerts(tx, tenantId, [tank]);
  return tank;
}

function toItem(row: q.TInventoryRow): TInventoryItem {
  const capacity = row.isSetUp ? row.capacity : null;
  const minimumLevel = row.isSetUp ? row.minimumLevel : null;
  return {
    id: row.isSetUp ? row.id : null,
    tankName: row.name,
    stationId: row.stationId,
    stationName: row.stationName,
    fuelType: row.fuelType,
    currentStock: toJsonNumber(row.stock, 3),
    capacity: capacity === null ? null : toJsonNumber(capacity, 3),
    minimumLevel: minimumLevel === null ? null : toJsonNumber(minimumLevel, 3),
    fillPercentage: fillPercent(row.stock, capacity),
    status: inventoryStatus(row.stock, capacity, minimumLevel),
    isSetUp: row.isSetUp,
    lastUpdated: row.lastMovementAt ? iso(row.lastMovementAt) : null,
  };
}

/** Every item of the filter (tanks, and fuels sold with no tank yet), station name then fuel order. */
async function allItems(tx: Tx, scope: TScope, filter: q.TInventoryFilter): Promise<Array<{ item: TInventoryItem; stock: string; capacity: string | null }>> {
  const tanks = await q.selectTanks(tx, scope, filter);
  const untanked = await q.selectUntankedFuels(tx, scope, filter);
  const rows: q.TInventoryRow[] = [
    ...tanks,
    ...untanked.map((u) => ({ ...u, id: '', name: null, stock: '0.000', capacity: null, minimumLevel: null, isSetUp: false, lastMovementAt: null, updatedAt: null })),
  ];
  rows.sort(
    (a, b) =>
      a.stationName.localeCompare(b.stationName) ||
      a.stationId.localeCompare(b.stationId) ||
      FUEL_TYPES.indexOf(a.fuelType) - FUEL_TYPES.indexOf(b.fuelType) ||
      (a.name ?? '').localeCompare(b.name ?? ''),
  );
  return rows.map((row) => ({ item: toItem(row), stock: row.stock, capacity: row.isSetUp ? row.capacity : null }));
}

/** Totals over every item of the filter; the average fill is the mean of stock ÷ capacity over tanks with a capacity. */
function summarize(list: Array<{ item: TInventoryItem; stock: string; capacity: string | null }>): TInventorySummary {
  let capacity = new Decimal(0);
  let stock = new Decimal(0);
  let fillSum = new Decimal(0);
  let withCapacity = 0;
  for (const entry of list) {
    stock = stock.plus(entry.stock);
    if (entry.capacity !== null) {
      capacity = capacity.plus(entry.capacity);
      fillSum = fillSum.plus(new Decimal(entry.stock).div(entry.capacity));
      withCapacity++;
    }
  }
  return {
    totalTanks: list.filter((e) => e.item.isSetUp).length,
    lowStockCount: list.filter((e) => e.item.status === 'low' || e.item.status === 'critical').length,
    averageFillPercentage: withCapacity ? fillSum.div(withCapacity).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber() : 0,
    totalCapacity: toJsonNumber(capacity.toFixed(3), 3),
    totalCurrentStock: toJsonNumber(stock.toFixed(3), 3),
  };
}

/** GET /fuel-inventory: a page of items plus the summary over the whole filter. */
export async function listInventory(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TInventoryItem, TInventorySummary>> {
  const list = await withTenantRead(ctx, (tx) => allItems(tx, scopeOf(ctx), query));
  const start = (query.page - 1) * query.limit;
  return { ...page(list.slice(start, start + query.limit).map((e) => e.item), query, list.length), summary: summarize(list) };
}

/** GET /fuel-inventory/summary */
export async function inventorySummary(ctx: TTenantCtx, query: TSummaryQuery): Promise<TInventorySummary> {
  return summarize(await withTenantRead(ctx, (tx) => allItems(tx, scopeOf(ctx), query)));
}

/** GET /fuel-inventory/{tankId}/movements: newest first, with who. */
export async function listMovements(ctx: TTenantCtx, tankId: string, query: TPageQuery): Promise<TPage<TInventoryMovement>> {
  return withTenantRead(ctx, async (tx) => {
    const [tank] = await q.selectTanks(tx, scopeOf(ctx), {}, tankId);
    if (!tank || !tank.isSetUp) throw tankNotFound();
    const { rows, total } = await q.selectMovements(tx, ctx.tenantId, tank.id, windowOf(query));
    return page(
      rows.map((r) => ({ id: r.id, kind: r.kind, quantity: toJsonNumber(r.quantity, 3), readingId: r.readingId, note: r.note, by: r.by, at: iso(r.at) })),
      query,
      total,
    );
  });
}

/**
 * POST /inventory/update: sets the tank up (capacity and minimum level only when given) and records
 * an adjustment of new stock − book stock, under the tank's row lock so that no concurrent reading
 * slips between the read of the book stock and the adjustment. Audited; stock alerts follow at once.
 * The tank is the one named (`tankId`), else the station's one tank of the fuel (opened when it has
 * none); with several tanks of the fuel the update must name one (422).
 */
export async function updateInventory(ctx: TTenantCtx, input: TUpdateInput): Promise<TInventoryItem> {
  return withTenant(ctx, async (tx) => {
    const scope = scopeOf(ctx);
    const station = await q.findVisibleStation(tx, scope, input.stationId);
    if (!station) throw new AppError('NOT_FOUND', errorText('station.notFound'));
    const fuelType: TFuelType = input.fuelType;
    // The update lands in today's business day of the station: a closed day refuses it.
    await assertDayOpen(tx, ctx.tenantId, station.id);
    const tanks = await q.lockTanks(tx, ctx.tenantId, station.id, fuelType, input.tankId);
    if (input.tankId && tanks.length === 0) throw tankNotFound();
    if (tanks.length > 1) throw new AppError('UNPROCESSABLE', errorText('inventory.chooseTank', { fuel: fuelType }));
    const locked = tanks[0] ?? (await q.firstTankOrOpen(tx, ctx.tenantId, station.id, fuelType));
    const newStock = roundLitres(input.newStock);
    const adjustment = volumeBetween(locked.stock, newStock);
    await q.setUpTank(tx, ctx.tenantId, locked.id, {
      ...(input.capacity !== undefined ? { capacity: roundLitres(input.capacity) } : {}),
      ...(input.minimumLevel !== undefined ? { minimumLevel: roundLitres(input.minimumLevel) } : {}),
    });
    await moveStock(tx, ctx.tenantId, {
      tankId: locked.id,
      stationId: station.id,
      fuelType,
      kind: 'adjustment',
      quantity: adjustment,
      note: input.note || null,
      createdBy: ctx.userId,
    });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.userId,
      actorRole: ctx.role,
      action: 'inventory.updated',
      entityType: 'fuel_tank',
      entityId: locked.id,
      details: {
        stationId: station.id,
        fuelType,
        tank: locked.name,
        bookStock: locked.stock,
        newStock,
        adjustment,
        capacity: input.capacity ?? null,
        minimumLevel: input.minimumLevel ?? null,
        note: input.note || null,
      },
    });
    const [row] = await q.selectTanks(tx, scope, {}, locked.id);
    return toItem(row!);
  });
}
