import type { z } from 'zod';
import {
  errorText,
  type TNozzle,
  type TPage,
  type ZCreateNozzle,
  type ZNozzleListQuery,
  type ZUpdateNozzle,
} from '@forecourt/shared';
import { AppError, planLimitError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenant, withTenantRead } from '../../db/tenant';
import { auditAsset } from '../../db/audit';
import { iso, litres } from '../../lib/json-values';
import { mapDuplicates } from '../../http/unique-violations';
import { nozzleLimit, findPlanLimits } from '../../db/plan-limits';
import { scopeOf, type TScope } from '../../db/scope';
import { page, windowOf } from '../../lib/paging';
import { insertNozzles } from '../../db/nozzle-rows';
import { lockPump } from '../pumps/pumps.queries';
import * as q from './nozzles.queries';

type TCreateNozzleInput = z.output<typeof ZCreateNozzle>;
type TUpdateNozzleInput = z.output<typeof ZUpdateNozzle>;
type TNozzleListQuery = z.output<typeof ZNozzleListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('nozzle.notFound'));
const nameTaken = () => new AppError('CONFLICT', errorText('nozzle.nameTaken'));

/** Numbers of the smallest free nozzle numbers on a pump, given those in use (1-based). */
function nextFreeNumbers(used: number[], count: number): number[] {
  const taken = new Set(used);
  const out: number[] = [];
  for (let n = 1; out.length < count; n++) if (!taken.has(n)) out.push(n);
  return out;
}

export function toNozzle(row: q.TNozzleRow): TNozzle {
  const opening = litres(row.openingReading);
  return {
    id: row.id,
    pumpId: row.pumpId,
    pumpName: row.pumpName,
    stationId: row.stationId,
    stationName: row.stationName,
    nozzleNumber: row.nozzleNumber,
    name: row.name,
    fuelType: row.fuelType,
    status: row.status,
    openingReading: opening,
    // Before the first (non-voided) reading the meter stands at its opening value.
    currentReading: row.currentReading === null ? opening : litres(row.currentReading),
    lastReadingAt: row.lastReadingAt ? iso(row.lastReadingAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The nozzles list (attendants: nozzles of their assigned stations only). */
export async function listNozzles(ctx: TTenantCtx, query: TNozzleListQuery, scope: TScope = scopeOf(ctx)): Promise<TPage<TNozzle>> {
  const filter = {
    pumpId: query.pumpId,
    stationId: query.stationId,
    fuelType: query.fuelType,
    status: query.status,
    search: query.search || undefined,
  };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectNozzles(tx, scope, filter, windowOf(query));
    return page(rows.map(toNozzle), query, await q.countNozzles(tx, scope, filter));
  });
}

/** One nozzle; a nozzle of an unassigned station is a 404 for an attendant. */
export async function getNozzle(ctx: TTenantCtx, id: string): Promise<TNozzle> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectNozzles(tx, scopeOf(ctx), { id }));
  if (!row) throw notFound();
  return toNozzle(row);
}

/**
 * Adds a nozzle to a pump under the pump's row lock: within the plan's nozzles-per-pump limit (never
 * more than 12), numbered with the smallest number free on the pump.
 */
export async function createNozzle(ctx: TTenantCtx, input: TCreateNozzleInput): Promise<TNozzle> {
  const id = await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      if (!(await lockPump(tx, ctx.tenantId, input.pumpId))) throw new AppError('NOT_FOUND', errorText('pump.notFound'));
      const plan = await findPlanLimits(tx, ctx.tenantId);
      const used = await q.usedNozzleNumbers(tx, ctx.tenantId, input.pumpId);
      if (used.length >= nozzleLimit(plan)) throw planLimitError('nozzles', nozzleLimit(plan), plan.planName);
      if (await q.nozzleNameTaken(tx, ctx.tenantId, input.pumpId, input.name)) throw nameTaken();
      const [nozzleId] = await insertNozzles(tx, ctx.tenantId, input.pumpId, [
        {
          nozzleNumber: nextFreeNumbers(used, 1)[0]!,
          name: input.name,
          fuelType: input.fuelType,
          status: input.status ?? 'active',
          openingReading: input.openingReading.toFixed(3),
        },
      ]);
      return nozzleId!;
    }),
  );
  return getNozzle(ctx, id);
}

/** Updates a nozzle's name, fuel type or status (the edit form and /settings); a status change is audited. */
export async function updateNozzle(ctx: TTenantCtx, id: string, input: TUpdateNozzleInput): Promise<TNozzle> {
  await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const current = await q.lockNozzle(tx, ctx.tenantId, id);
      if (!current) throw notFound();
      if (input.name && (await q.nozzleNameTaken(tx, ctx.tenantId, current.pumpId, input.name, id))) throw nameTaken();
      await q.updateNozzle(tx, ctx.tenantId, id, {
        ...(input.name ? { name: input.name } : {}),
        ...(input.fuelType ? { fuelType: input.fuelType } : {}),
        ...(input.status ? { status: input.status } : {}),
      });
      if (input.status && input.status !== current.status) {
        await auditAsset(tx, ctx, 'nozzle.status_changed', { type: 'nozzle', id }, {
          name: input.name ?? current.name,
          pumpId: current.pumpId,
          from: current.status,
          to: input.status,
        });
      }
    }),
  );
  return getNozzle(ctx, id);
}

/** Soft-deletes a nozzle (its row and, later, its readings stay for history) and audits it. */
export async function deleteNozzle(ctx: TTenantCtx, id: string): Promise<void> {
  await withTenant(ctx, async (tx) => {
    const current = await q.lockNozzle(tx, ctx.tenantId, id);
    if (!current) throw notFound();
    await q.softDeleteNozzle(tx, ctx.tenantId, id, ctx.userId);
    await auditAsset(tx, ctx, 'nozzle.deleted', { type: 'nozzle', id }, {
      name: current.name,
      nozzleNumber: current.nozzleNumber,
      pumpId: current.pumpId,
    });
  });
}
