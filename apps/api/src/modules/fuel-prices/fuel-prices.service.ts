import type { z } from 'zod';
import Decimal from 'decimal.js';
import {
  FUEL_PRICE_BIG_CHANGE_PERCENT,
  FUEL_PRICE_MSG,
  FUEL_TYPE_LABELS,
  compareDecimals,
  errorText,
  roundRupees,
  toJsonNumber,
  type TFuelPrice,
  type TMissingPrice,
  type TPage,
  type TPriceValidation,
  type ZCreateFuelPrice,
  type ZFuelPriceListQuery,
  type ZUpdateFuelPrice,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenant, withTenantRead } from '../../db/tenant';
import { auditAsset } from '../../db/audit';
import { iso } from '../../lib/json-values';
import { mapDuplicates } from '../../http/unique-violations';
import { scopeOf } from '../../db/scope';
import { page, windowOf } from '../../lib/paging';
import * as q from './fuel-prices.queries';

type TCreateInput = z.output<typeof ZCreateFuelPrice>;
type TUpdateInput = z.output<typeof ZUpdateFuelPrice>;
type TListQuery = z.output<typeof ZFuelPriceListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('fuelPrice.notFound'));

function toPrice(row: q.TPriceRow): TFuelPrice {
  return {
    id: row.id,
    stationId: row.stationId,
    stationName: row.stationName,
    fuelType: row.fuelType,
    price: toJsonNumber(row.price, 2),
    costPrice: row.costPrice === null ? null : toJsonNumber(row.costPrice, 2),
    validFrom: iso(row.validFrom),
    validTo: row.validTo ? iso(row.validTo) : null,
    isActive: row.isActive,
    isScheduled: row.isScheduled,
    usedByReadings: row.usedByReadings,
    createdAt: iso(row.createdAt),
  };
}

/** A price as exact decimal text (2 decimals) from the validated number. */
const rupees = (value: number) => roundRupees(value);

/** GET /fuel-prices: history (view=all) or the prices in effect now plus scheduled ones (view=current). */
export async function listPrices(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TFuelPrice>> {
  const filter = { stationId: query.stationId, fuelType: query.fuelType, view: query.view };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectPrices(tx, scopeOf(ctx), filter, windowOf(query));
    return page(rows.map(toPrice), query, await q.countPrices(tx, scopeOf(ctx), filter));
  });
}

export async function getPrice(ctx: TTenantCtx, id: string): Promise<TFuelPrice> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectPrices(tx, scopeOf(ctx), { id }));
  if (!row) throw notFound();
  return toPrice(row);
}

/** Sets a price from validFrom (default now) for a live station of the tenant; audited. */
export async function createPrice(ctx: TTenantCtx, input: TCreateInput): Promise<TFuelPrice> {
  const id = await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const station = await q.visibleStation(tx, scopeOf(ctx), input.stationId);
      if (!station) throw new AppError('NOT_FOUND', errorText('station.notFound'));
      const values: q.TPriceValues = {
        stationId: input.stationId,
        fuelType: input.fuelType,
        price: rupees(input.price),
        costPrice: input.costPrice === undefined ? null : rupees(input.costPrice),
        validFrom: input.validFrom ? new Date(input.validFrom) : new Date(),
      };
      const priceId = await q.insertPrice(tx, ctx.tenantId, ctx.userId, values);
      await auditAsset(tx, ctx, 'fuel_price.created', { type: 'fuel_price', id: priceId }, { stationName: station.name, ...describe(values) });
      return priceId;
    }),
  );
  return getPrice(ctx, id);
}

/** Edits a price that no reading has used (409 otherwise: a new price is set instead); audited with before and after. */
export async function updatePrice(ctx: TTenantCtx, id: string, input: TUpdateInput): Promise<TFuelPrice> {
  await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const current = await q.lockPrice(tx, ctx.tenantId, id);
      if (!current) throw notFound();
      if (current.usedByReadings) throw new AppError('CONFLICT', errorText('fuelPrice.usedByReadings'));
      const values = {
        ...(input.price !== undefined ? { price: rupees(input.price) } : {}),
        ...(input.costPrice !== undefined ? { costPrice: input.costPrice === null ? null : rupees(input.costPrice) } : {}),
        ...(input.validFrom !== undefined ? { validFrom: new Date(input.validFrom) } : {}),
      };
      await q.updatePrice(tx, ctx.tenantId, id, values);
      await auditAsset(tx, ctx, 'fuel_price.updated', { type: 'fuel_price', id }, {
        before: describe(current),
        after: describe({ ...current, ...values }),
      });
    }),
  );
  return getPrice(ctx, id);
}

/** Deletes a price that no reading has used (409 otherwise); audited. */
export async function deletePrice(ctx: TTenantCtx, id: string): Promise<void> {
  await withTenant(ctx, async (tx) => {
    const current = await q.lockPrice(tx, ctx.tenantId, id);
    if (!current) throw notFound();
    if (current.usedByReadings) throw new AppError('CONFLICT', errorText('fuelPrice.usedByReadings'));
    await q.deletePrice(tx, ctx.tenantId, id);
    await auditAsset(tx, ctx, 'fuel_price.deleted', { type: 'fuel_price', id }, describe(current));
  });
}

/** GET /fuel-prices/missing */
export async function missingPrices(ctx: TTenantCtx): Promise<TMissingPrice[]> {
  return withTenantRead(ctx, (tx) => q.selectMissingPrices(tx, scopeOf(ctx)));
}

/**
 * GET /fuel-prices/validate/{id}: things an owner should look at before relying on a price (the
 * station not active, no active nozzle of that fuel, cost not below price, a jump of more than
 * FUEL_PRICE_BIG_CHANGE_PERCENT against the previous price).
 */
export async function validatePrice(ctx: TTenantCtx, id: string): Promise<TPriceValidation> {
  return withTenantRead(ctx, async (tx) => {
    const [row] = await q.selectPrices(tx, scopeOf(ctx), { id });
    if (!row) throw notFound();
    const issues: string[] = [];
    const facts = await q.stationFacts(tx, ctx.tenantId, row.stationId, row.fuelType);
    if (facts?.status !== 'active') issues.push(FUEL_PRICE_MSG.issueStationNotActive);
    if (!facts?.activeNozzles) issues.push(FUEL_PRICE_MSG.issueNoActiveNozzles(FUEL_TYPE_LABELS[row.fuelType]));
    if (row.costPrice !== null && compareDecimals(row.costPrice, row.price) >= 0) issues.push(FUEL_PRICE_MSG.issueCostAbovePrice);
    const previous = await q.previousPrice(tx, ctx.tenantId, row);
    if (previous) {
      const change = new Decimal(row.price).minus(previous).abs().div(previous).times(100);
      if (change.gt(FUEL_PRICE_BIG_CHANGE_PERCENT)) issues.push(FUEL_PRICE_MSG.issueBigChange(change.toDecimalPlaces(1).toString()));
    }
    return { valid: issues.length === 0, issues };
  });
}

function describe(v: { stationId: string; fuelType: string; price: string; costPrice: string | null; validFrom: Date }) {
  return { stationId: v.stationId, fuelType: v.fuelType, price: v.price, costPrice: v.costPrice, validFrom: v.validFrom.toISOString() };
}

