import type { z } from 'zod';
import { createHash } from 'node:crypto';
import { newId } from '../../lib/ids';
import {
  FUEL_PRICE_MSG,
  FUEL_TYPE_LABELS,
  READING_MSG,
  errorText,
  roundLitres,
  toJsonNumber,
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
import { withTenant, withTenantRead } from '../../db/tenant';
import { writeReadingChange, type TReadingWriteItem } from '../../db/reading-write';
import { iso } from '../../lib/json-values';
import { scopeOf } from '../../db/scope';
import { page, windowOf } from '../../lib/paging';
import { priceAt } from '../fuel-prices/fuel-prices.queries';
import { stockLineCrossed, syncStockAlertsOnChange, type TTankChange } from '../alerts/alerts.rules';
import * as q from './readings.queries';
import { summarizeForList } from './reading-totals.queries';

/**
 * A create request as the schema outputs it; the override reason optional, so a caller whose own body
 * has none (POST /attendant/readings: attendants cannot override a limit) passes its body as it is.
 */
type TCreateInput = Omit<z.output<typeof ZCreateReading>, 'creditOverrideReason'> & { creditOverrideReason?: string | undefined };
type TUpdateInput = z.output<typeof ZUpdateReading>;
type TVoidInput = z.output<typeof ZVoidReading>;
type TListQuery = z.output<typeof ZReadingListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('reading.notFound'));
const nozzleNotFound = () => new AppError('NOT_FOUND', errorText('nozzle.notFound'));

export function toReading(row: q.TReadingRow | q.TReadingJson): TReading {
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
    creditorName: row.creditorName,
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

/** One change of a reading (the caller comes from the request's context). */
type TReadingWrite = Omit<TReadingWriteItem, 'tenant' | 'actor' | 'role'>;

type TWriteResult = { reading: q.TReadingJson; replayed: boolean; tank: TTankChange | null };

/**
 * THE write path of a reading (docs/decisions/013, 057): create, void, correction and notes all go
 * through the database function fc_reading_write (drizzle/functions/fc_reading_write.sql), which takes
 * the nozzle's row lock, runs every rule (docs/decisions/007), stores the row and applies its effects —
 * day gate, rollups, stock ledger, credit balance, the no-readings alert, audit — touching the rows many
 * writers share last. It is sent with the tenant context and the caller check in ONE statement
 * (db/reading-write.ts), committed as it returns. A refusal comes back as a database error the error
 * handler maps (http/db-errors.ts); nothing is stored. When the change moved a tank across a stock line,
 * its alert is raised or cleared at once, in a transaction of its own right after (the alert job would
 * catch up the same way if the process stopped in between).
 */
export async function writeReading(ctx: TTenantCtx, w: TReadingWrite): Promise<TWriteResult> {
  const result = await writeReadingChange<TWriteResult>(ctx.db, { ...w, tenant: ctx.tenantId, actor: ctx.userId, role: ctx.role });
  const tank = result.tank;
  if (tank && stockLineCrossed(tank)) await withTenant(ctx, (tx) => syncStockAlertsOnChange(tx, ctx.tenantId, tank));
  return result;
}

/**
 * The fingerprint of a create request with a client-chosen id: the same id must come with the same
 * body to be a replay. Computed from the validated input (defaults applied, the meter value at its scale).
 */
export function requestHash(input: TCreateInput): string {
  const canonical = JSON.stringify([
    input.nozzleId.toLowerCase(),
    roundLitres(input.reading),
    input.paymentMethod,
    input.creditorId?.toLowerCase() ?? null,
    input.notes ?? null,
    input.recordedAt ? new Date(input.recordedAt).toISOString() : null,
    // Appended only when given, so the fingerprints of readings stored before overrides existed stay valid.
    ...(input.creditOverrideReason ? [input.creditOverrideReason] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** POST /nozzle-readings: the stored reading; `replayed` when the client's id was already stored with this body. */
export async function createReading(ctx: TTenantCtx, input: TCreateInput): Promise<{ reading: TReading; replayed: boolean }> {
  const result = await writeReading(ctx, {
    op: 'create',
    id: input.id ?? newId(),
    nozzle: input.nozzleId,
    reading: roundLitres(input.reading),
    recordedAt: input.recordedAt,
    payment: input.paymentMethod,
    creditor: input.creditorId ?? null,
    creditOverride: input.creditOverrideReason ?? null,
    notes: input.notes ?? null,
    requestHash: input.id ? requestHash(input) : null,
  });
  return { reading: toReading(result.reading), replayed: result.replayed };
}

export async function getReading(ctx: TTenantCtx, id: string): Promise<TReading> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectReadings(tx, scopeOf(ctx), { id, includeVoided: true }));
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
  const sort: q.TReadingSort = { by: query.sortBy, order: query.sortOrder };
  return withTenantRead(ctx, async (tx) => {
    // Issued together: the page and its summary travel in one message (db/statement-batch.ts).
    const [rows, s] = await Promise.all([
      q.selectReadings(tx, scopeOf(ctx), filter, windowOf(query), sort),
      summarizeForList(tx, scopeOf(ctx), filter),
    ]);
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
  }, { genericPlans: q.plansOnce(filter, sort) });
}

/** GET nozzle-readings/can-create/{nozzleId}: whether a reading can be recorded now, and from what. */
export async function canCreate(ctx: TTenantCtx, nozzleId: string): Promise<TCanCreateReading> {
  return withTenantRead(ctx, async (tx) => {
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

/** POST /nozzle-readings/{id}/void: the nozzle's latest reading only, with a reason; audited, irreversible. */
export async function voidReading(ctx: TTenantCtx, id: string, input: TVoidInput): Promise<TReading> {
  const result = await writeReading(ctx, { op: 'void', id, reason: input.reason });
  return toReading(result.reading);
}

/**
 * PUT /nozzle-readings/{id}: notes alone may be edited on any reading; a change of value, time or
 * payment method is a correction of the nozzle's latest reading and re-runs every rule (previous,
 * volume, price and amount recomputed). Audited with before and after.
 */
export async function updateReading(ctx: TTenantCtx, id: string, input: TUpdateInput): Promise<TReading> {
  const corrects =
    input.reading !== undefined || input.recordedAt !== undefined || input.paymentMethod !== undefined || input.creditorId !== undefined;
  if (!corrects && input.notes === undefined) return getReading(ctx, id);
  const result = await writeReading(ctx, {
      op: corrects ? 'correct' : 'notes',
      id,
      reading: input.reading !== undefined ? roundLitres(input.reading) : undefined,
      recordedAt: input.recordedAt,
      payment: input.paymentMethod,
      creditor: input.creditorId ?? null,
      creditOverride: input.creditOverrideReason ?? null,
      notes: input.notes === undefined ? null : input.notes || null,
      setNotes: input.notes !== undefined,
      reason: input.reason ?? null,
  });
  return toReading(result.reading);
}
