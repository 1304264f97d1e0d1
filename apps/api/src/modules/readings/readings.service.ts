import type { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import {
  ASSET_MSG,
  FUEL_PRICE_MSG,
  FUEL_TYPE_LABELS,
  READING_MSG,
  compareDecimals,
  roundLitres,
  toJsonNumber,
  volumeBetween,
  type TCanCreateReading,
  type TPage,
  type TReading,
  type TReadingSummary,
  type ZCreateReading,
  type ZReadingListQuery,
  type ZUpdateReading,
  type ZVoidReading,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { auditAsset, iso, page, scopeOf, windowOf } from '../stations/assets.common';
import type { TScope } from '../stations/assets.queries';
import { priceAt } from '../fuel-prices/fuel-prices.queries';
import { computeReading } from './reading-rules';
import { moveStock, saleQuantity } from '../inventory/inventory.service';
import { clearNoReadingAlert } from '../alerts/alerts.rules';
import * as q from './readings.queries';
import { addReadingToTotals, removeReadingFromTotals, summarizeForList } from './reading-totals.queries';

type TCreateInput = z.output<typeof ZCreateReading>;
type TUpdateInput = z.output<typeof ZUpdateReading>;
type TVoidInput = z.output<typeof ZVoidReading>;
type TListQuery = z.output<typeof ZReadingListQuery>;

const notFound = () => new AppError('NOT_FOUND', READING_MSG.readingNotFound);
const nozzleNotFound = () => new AppError('NOT_FOUND', ASSET_MSG.nozzleNotFound);

export function toReading(row: q.TReadingRow): TReading {
  return {
    id: row.id,
    nozzleId: row.nozzleId,
    nozzleNumber: row.nozzleNumber,
    nozzleName: row.nozzleName,
    pumpId: row.pumpId,
    pumpName: row.pumpName,
    stationId: row.stationId,
    stationName: row.stationName,
    fuelType: row.fuelType,
    reading: toJsonNumber(row.reading, 3),
    previousReading: toJsonNumber(row.previousReading, 3),
    volume: toJsonNumber(row.volume, 3),
    pricePerLitre: toJsonNumber(row.pricePerLitre, 2),
    amount: toJsonNumber(row.amount, 2),
    paymentMethod: row.paymentMethod,
    creditorId: row.creditorId,
    notes: row.notes,
    status: row.status,
    voidReason: row.voidReason,
    voidedAt: row.voidedAt ? iso(row.voidedAt) : null,
    recordedAt: iso(row.recordedAt),
    recordedBy: row.recordedBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Who records: the tenant, the user and their role (attendants: assigned stations only). */
export type TRecorder = TScope;

/**
 * Records a reading inside the caller's transaction: locks the nozzle row first (404 when it is not
 * a live nozzle the recorder may see), then runs every rule and stores the computed figures.
 * The API and the demo seed both record through here. Returns the new reading's id.
 */
export async function recordReadingIn(tx: Tx, recorder: TRecorder, input: TCreateInput): Promise<string> {
  const nozzle = await q.findNozzleForReading(tx, recorder, input.nozzleId, true);
  if (!nozzle) throw nozzleNotFound();
  const value = roundLitres(input.reading);
  const computed = await computeReading(tx, recorder.tenantId, nozzle, value, input.recordedAt ? new Date(input.recordedAt) : undefined);
  const id = uuidv7();
  await q.insertReading(tx, recorder.tenantId, {
    id,
    nozzleId: nozzle.id,
    pumpId: nozzle.pumpId,
    stationId: nozzle.stationId,
    fuelType: nozzle.fuelType,
    reading: value,
    ...computed,
    paymentMethod: input.paymentMethod,
    creditorId: input.creditorId ?? null,
    notes: input.notes ?? null,
    recordedBy: recorder.userId,
    recordedByName: await q.userName(tx, recorder.tenantId, recorder.userId),
  });
  // The day's rollup in the same transaction (docs/decisions/010).
  await addReadingToTotals(tx, recorder.tenantId, id);
  // The sale leaves the station's tank for this fuel in the same transaction (docs/decisions/009).
  await moveStock(tx, recorder.tenantId, {
    stationId: nozzle.stationId,
    fuelType: nozzle.fuelType,
    kind: 'sale',
    quantity: saleQuantity(computed.volume),
    readingId: id,
    createdBy: recorder.userId,
    at: computed.recordedAt,
  });
  await clearNoReadingAlert(tx, recorder.tenantId, nozzle.id);
  return id;
}

/** POST /nozzle-readings */
export async function createReading(ctx: TTenantCtx, input: TCreateInput): Promise<TReading> {
  const id = await withTenant(ctx.db, ctx.tenantId, (tx) => recordReadingIn(tx, scopeOf(ctx), input));
  return getReading(ctx, id);
}

export async function getReading(ctx: TTenantCtx, id: string): Promise<TReading> {
  const [row] = await withTenant(ctx.db, ctx.tenantId, (tx) => q.selectReadings(tx, scopeOf(ctx), { id, includeVoided: true }));
  if (!row) throw notFound();
  return toReading(row);
}

/** GET /nozzle-readings: a page plus the summary over the whole filter (days in the tenant's zone). */
export async function listReadings(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TReading, TReadingSummary>> {
  const filter: q.TReadingFilter = {
    nozzleId: query.nozzleId,
    pumpId: query.pumpId,
    stationId: query.stationId,
    period: query.period,
    includeVoided: query.includeVoided,
  };
  return withTenant(ctx.db, ctx.tenantId, async (tx) => {
    const rows = await q.selectReadings(tx, scopeOf(ctx), filter, windowOf(query), { by: query.sortBy, order: query.sortOrder });
    const s = await summarizeForList(tx, scopeOf(ctx), filter);
    return {
      ...page(rows.map(toReading), query, s.total),
      summary: {
        totalReadings: s.total,
        todayReadings: s.today,
        weekReadings: s.week,
        totalRevenue: toJsonNumber(s.amount, 2),
        totalVolume: toJsonNumber(s.volume, 3),
      },
    };
  });
}

/** GET nozzle-readings/can-create/{nozzleId}: whether a reading can be recorded now, and from what. */
export async function canCreate(ctx: TTenantCtx, nozzleId: string): Promise<TCanCreateReading> {
  return withTenant(ctx.db, ctx.tenantId, async (tx) => {
    const nozzle = await q.findNozzleForReading(tx, scopeOf(ctx), nozzleId, false);
    if (!nozzle) throw nozzleNotFound();
    const latest = await q.latestReading(tx, ctx.tenantId, nozzleId);
    const previousReading = toJsonNumber(latest?.reading ?? nozzle.openingReading, 3);
    const price = await priceAt(tx, ctx.tenantId, nozzle.stationId, nozzle.fuelType, new Date());
    const pricePerLitre = price ? toJsonNumber(price.price, 2) : null;
    const reason = !nozzle.active
      ? READING_MSG.notActive
      : !price
        ? FUEL_PRICE_MSG.noPrice(FUEL_TYPE_LABELS[nozzle.fuelType], nozzle.stationName)
        : null;
    return { canCreate: reason === null, reason, previousReading, pricePerLitre };
  });
}

/**
 * Locks the reading's nozzle, then reads the reading again (a concurrent void, correction or new
 * reading has finished by then), and checks it is the nozzle's latest non-voided reading.
 */
async function lockLatest(tx: Tx, ctx: TTenantCtx, id: string) {
  const first = await q.findReadingRow(tx, ctx.tenantId, id);
  if (!first) throw notFound();
  await q.lockNozzleRow(tx, ctx.tenantId, first.nozzleId);
  const row = (await q.findReadingRow(tx, ctx.tenantId, id))!;
  if (row.status === 'voided') throw new AppError('CONFLICT', READING_MSG.alreadyVoided);
  const latest = await q.latestReading(tx, ctx.tenantId, row.nozzleId);
  if (latest?.id !== row.id) throw new AppError('CONFLICT', READING_MSG.notLatest);
  return row;
}

/** POST /nozzle-readings/{id}/void: the nozzle's latest reading only, with a reason; audited, irreversible. */
export async function voidReading(ctx: TTenantCtx, id: string, input: TVoidInput): Promise<TReading> {
  await withTenant(ctx.db, ctx.tenantId, async (tx) => {
    const row = await lockLatest(tx, ctx, id);
    await removeReadingFromTotals(tx, ctx.tenantId, id);
    await q.updateReading(tx, ctx.tenantId, id, { status: 'voided', voidReason: input.reason, voidedAt: new Date(), voidedBy: ctx.userId });
    await addReadingToTotals(tx, ctx.tenantId, id);
    await moveStock(tx, ctx.tenantId, {
      stationId: row.stationId,
      fuelType: row.fuelType,
      kind: 'void',
      quantity: roundLitres(row.volume),
      readingId: id,
      note: input.reason,
      createdBy: ctx.userId,
    });
    await auditAsset(tx, ctx, 'reading.voided', { type: 'nozzle_reading', id }, { reason: input.reason, ...figures(row) });
  });
  return getReading(ctx, id);
}

/**
 * PUT /nozzle-readings/{id}: notes alone may be edited on any reading; a change of value, time or
 * payment method is a correction of the nozzle's latest reading and re-runs every rule (previous,
 * volume, price and amount recomputed). Audited with before and after.
 */
export async function updateReading(ctx: TTenantCtx, id: string, input: TUpdateInput): Promise<TReading> {
  const corrects = input.reading !== undefined || input.recordedAt !== undefined || input.paymentMethod !== undefined;
  await withTenant(ctx.db, ctx.tenantId, async (tx) => {
    if (!corrects) {
      const row = await q.findReadingRow(tx, ctx.tenantId, id);
      if (!row) throw notFound();
      if (input.notes === undefined) return;
      await q.updateReading(tx, ctx.tenantId, id, { notes: input.notes || null });
      await auditAsset(tx, ctx, 'reading.notes_changed', { type: 'nozzle_reading', id }, { before: row.notes, after: input.notes || null });
      return;
    }
    const row = await lockLatest(tx, ctx, id);
    const nozzle = await q.findNozzleForReading(tx, scopeOf(ctx), row.nozzleId, false);
    if (!nozzle) throw new AppError('UNPROCESSABLE', READING_MSG.notActive);
    const value = input.reading !== undefined ? roundLitres(input.reading) : row.reading;
    const at = input.recordedAt !== undefined ? new Date(input.recordedAt) : row.recordedAt;
    const computed = await computeReading(tx, ctx.tenantId, nozzle, value, at, id);
    const paymentMethod = input.paymentMethod ?? row.paymentMethod;
    const change: q.TReadingChange = {
      reading: value,
      ...computed,
      paymentMethod,
      creditorId: paymentMethod === 'credit' ? row.creditorId : null,
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
    };
    // The rollup moves with the row: out of its old day and method, into the new ones (docs/decisions/010).
    await removeReadingFromTotals(tx, ctx.tenantId, id);
    await q.updateReading(tx, ctx.tenantId, id, change);
    await addReadingToTotals(tx, ctx.tenantId, id);
    // The ledger moves by the difference: old volume − new volume (more sold, less in the tank).
    const difference = volumeBetween(computed.volume, row.volume);
    if (compareDecimals(difference, 0) !== 0) {
      await moveStock(tx, ctx.tenantId, {
        stationId: row.stationId,
        fuelType: row.fuelType,
        kind: 'correction',
        quantity: difference,
        readingId: id,
        note: input.reason ?? null,
        createdBy: ctx.userId,
      });
    }
    await auditAsset(tx, ctx, 'reading.corrected', { type: 'nozzle_reading', id }, {
      reason: input.reason ?? null,
      before: figures(row),
      after: figures({ ...row, ...change, reading: value }),
    });
  });
  return getReading(ctx, id);
}

function figures(v: { reading: string; previousReading: string; volume: string; pricePerLitre: string; amount: string; recordedAt: Date; paymentMethod: string; nozzleId: string }) {
  return {
    nozzleId: v.nozzleId,
    reading: v.reading,
    previousReading: v.previousReading,
    volume: v.volume,
    pricePerLitre: v.pricePerLitre,
    amount: v.amount,
    paymentMethod: v.paymentMethod,
    recordedAt: v.recordedAt.toISOString(),
  };
}

