import type { z } from 'zod';
import {
  errorText,
  pumpNeedsAttention,
  type TPage,
  type TPump,
  type ZCreatePump,
  type ZPumpListQuery,
  type ZUpdatePump,
} from '@forecourt/shared';
import { AppError, planLimitError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import type { Tx } from '../../db/client';
import { withTenant, withTenantRead } from '../../db/tenant';
import { auditAsset } from '../../db/audit';
import { iso } from '../../lib/json-values';
import { mapDuplicates } from '../../http/unique-violations';
import { nozzleLimit, findPlanLimits, type TPlanLimitsRow } from '../../db/plan-limits';
import { scopeOf, type TScope } from '../../db/scope';
import { page, windowOf } from '../../lib/paging';
import { lockStation } from '../stations/stations.queries';
import { insertNozzles } from '../../db/nozzle-rows';
import * as q from './pumps.queries';

type TCreatePumpInput = z.output<typeof ZCreatePump>;
type TUpdatePumpInput = z.output<typeof ZUpdatePump>;
type TPumpListQuery = z.output<typeof ZPumpListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('pump.notFound'));
const stationNotFound = () => new AppError('NOT_FOUND', errorText('station.notFound'));
const serialTaken = () => new AppError('CONFLICT', errorText('pump.serialTaken'));

export function toPump(row: q.TPumpRow): TPump {
  return {
    id: row.id,
    stationId: row.stationId,
    stationName: row.stationName,
    name: row.name,
    serialNumber: row.serialNumber,
    status: row.status,
    nozzleCount: row.nozzleCount,
    activeNozzleCount: row.activeNozzleCount,
    needsAttention: pumpNeedsAttention(row.status, row.nozzleCount),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The pumps list (attendants: pumps of their assigned stations only). */
export async function listPumps(ctx: TTenantCtx, query: TPumpListQuery, scope: TScope = scopeOf(ctx)): Promise<TPage<TPump>> {
  const filter = { stationId: query.stationId, status: query.status, search: query.search || undefined };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectPumps(tx, scope, filter, windowOf(query));
    return page(rows.map(toPump), query, await q.countPumps(tx, scope, filter));
  });
}

/** One pump; a pump of an unassigned station is a 404 for an attendant. */
export async function getPump(ctx: TTenantCtx, id: string): Promise<TPump> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectPumps(tx, scopeOf(ctx), { id }));
  if (!row) throw notFound();
  return toPump(row);
}

/** Locks a live station to add a pump to it, within the plan's pumps-per-station limit. */
async function lockStationWithRoom(tx: Tx, ctx: TTenantCtx, stationId: string): Promise<TPlanLimitsRow> {
  if (!(await lockStation(tx, ctx.tenantId, stationId))) throw stationNotFound();
  const plan = await findPlanLimits(tx, ctx.tenantId);
  if ((await q.countLivePumps(tx, ctx.tenantId, stationId)) >= plan.maxPumpsPerStation) {
    throw planLimitError('pumps', plan.maxPumpsPerStation, plan.planName);
  }
  return plan;
}

/**
 * Creates a pump, and with the setup variant its nozzles "Nozzle 1..N" numbered 1..N, in one
 * transaction: any failure (limit, duplicate) creates nothing.
 */
export async function createPump(ctx: TTenantCtx, input: TCreatePumpInput): Promise<TPump> {
  const id = await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const plan = await lockStationWithRoom(tx, ctx, input.stationId);
      const specs = input.nozzles ?? [];
      if (specs.length > nozzleLimit(plan)) throw planLimitError('nozzles', nozzleLimit(plan), plan.planName);
      if (await q.serialTaken(tx, ctx.tenantId, input.serialNumber)) throw serialTaken();
      const names = specs.map((s, i) => s.name ?? `Nozzle ${i + 1}`);
      if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) throw new AppError('CONFLICT', errorText('nozzle.nameTaken'));
      const pumpId = await q.insertPump(tx, ctx.tenantId, {
        stationId: input.stationId,
        name: input.name,
        serialNumber: input.serialNumber,
        status: input.status ?? 'active',
      });
      await insertNozzles(
        tx,
        ctx.tenantId,
        pumpId,
        specs.map((s, i) => ({ nozzleNumber: i + 1, name: names[i]!, fuelType: s.fuelType, status: 'active', openingReading: '0' })),
      );
      return pumpId;
    }),
  );
  return getPump(ctx, id);
}

/** Updates a pump; moving it to another station needs room there; a status change is audited. */
export async function updatePump(ctx: TTenantCtx, id: string, input: TUpdatePumpInput): Promise<TPump> {
  await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const current = await q.lockPump(tx, ctx.tenantId, id);
      if (!current) throw notFound();
      if (input.stationId && input.stationId !== current.stationId) await lockStationWithRoom(tx, ctx, input.stationId);
      if (input.serialNumber && (await q.serialTaken(tx, ctx.tenantId, input.serialNumber, id))) throw serialTaken();
      await q.updatePump(tx, ctx.tenantId, id, {
        ...(input.stationId ? { stationId: input.stationId } : {}),
        ...(input.name ? { name: input.name } : {}),
        ...(input.serialNumber ? { serialNumber: input.serialNumber } : {}),
        ...(input.status ? { status: input.status } : {}),
      });
      if (input.status && input.status !== current.status) {
        await auditAsset(tx, ctx, 'pump.status_changed', { type: 'pump', id }, {
          name: input.name ?? current.name,
          from: current.status,
          to: input.status,
        });
      }
    }),
  );
  return getPump(ctx, id);
}

/** Soft-deletes a pump with its nozzles, in one transaction, and audits it. */
export async function deletePump(ctx: TTenantCtx, id: string): Promise<void> {
  await withTenant(ctx, async (tx) => {
    const current = await q.lockPump(tx, ctx.tenantId, id);
    if (!current) throw notFound();
    const nozzles = await q.softDeletePump(tx, ctx.tenantId, id, ctx.userId);
    await auditAsset(tx, ctx, 'pump.deleted', { type: 'pump', id }, { name: current.name, stationId: current.stationId, nozzles });
  });
}
