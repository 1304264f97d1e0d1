import type { z } from 'zod';
import {
  errorText,
  roundLitres,
  toJsonNumber,
  formatLitres,
  type TPage,
  type TTank,
  type ZCreateTank,
  type ZTankListQuery,
  type ZUpdateTank,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import type { Tx } from '../../db/client';
import { withTenant, withTenantRead } from '../../db/tenant';
import { recordAudit } from '../../db/audit';
import { iso } from '../../lib/json-values';
import { mapDuplicates } from '../../http/unique-violations';
import { scopeOf } from '../../db/scope';
import { page, windowOf } from '../../lib/paging';
import { lockStation } from '../stations/stations.queries';
import * as q from './tanks.queries';

type TCreateInput = z.output<typeof ZCreateTank>;
type TUpdateInput = z.output<typeof ZUpdateTank>;
type TListQuery = z.output<typeof ZTankListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('tank.notFound'));
const nameTaken = () => new AppError('CONFLICT', errorText('tank.nameTaken'));

export function toTank(row: q.TTankRow): TTank {
  return {
    id: row.id,
    stationId: row.stationId,
    stationName: row.stationName,
    name: row.name,
    fuelType: row.fuelType,
    capacity: row.capacity === null ? null : toJsonNumber(row.capacity, 3),
    minimumLevel: row.minimumLevel === null ? null : toJsonNumber(row.minimumLevel, 3),
    stock: toJsonNumber(row.stock, 3),
    nozzleIds: row.nozzleIds,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** GET /tanks (attendants: tanks of their assigned stations). */
export async function listTanks(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TTank>> {
  const filter = { stationId: query.stationId, fuelType: query.fuelType };
  return withTenantRead(ctx, async (tx) => {
    const rows = await q.selectTanks(tx, scopeOf(ctx), filter, windowOf(query));
    return page(rows.map(toTank), query, await q.countTanks(tx, scopeOf(ctx), filter));
  });
}

export async function getTank(ctx: TTenantCtx, id: string): Promise<TTank> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectTanks(tx, scopeOf(ctx), { id }));
  if (!row) throw notFound();
  return toTank(row);
}

/**
 * The nozzles a tank is to feed must be live nozzles of its station selling its fuel: a nozzle of
 * another station (or unknown) is a 422 like the rest, never a hint that it exists elsewhere.
 */
async function assertFeedable(tx: Tx, tenantId: string, tank: { stationId: string; fuelType: string }, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await q.stationNozzles(tx, tenantId, tank.stationId, unique);
  if (found.length !== unique.length) throw new AppError('UNPROCESSABLE', errorText('tank.nozzleNotHere'));
  const wrong = found.find((n) => n.fuelType !== tank.fuelType);
  if (wrong) {
    throw new AppError('UNPROCESSABLE', errorText('tank.nozzleFuel', { nozzle: `${wrong.pumpName} · ${wrong.name}`, nozzleFuel: wrong.fuelType, fuel: tank.fuelType }));
  }
  return unique;
}

const minimumOf = (v: number | null | undefined): string | null | undefined => (v === undefined ? undefined : v === null ? null : roundLitres(v));

/** POST /tanks: a set-up tank of a live station, feeding the nozzles given (each leaves its previous tank). Audited. */
export async function createTank(ctx: TTenantCtx, input: TCreateInput): Promise<TTank> {
  const id = await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      if (!(await lockStation(tx, ctx.tenantId, input.stationId))) throw new AppError('NOT_FOUND', errorText('station.notFound'));
      if (await q.tankNameTaken(tx, ctx.tenantId, input.stationId, input.name)) throw nameTaken();
      const nozzleIds = await assertFeedable(tx, ctx.tenantId, input, input.nozzleIds);
      const values = { name: input.name, capacity: roundLitres(input.capacity), minimumLevel: minimumOf(input.minimumLevel) ?? null };
      const tankId = await q.insertTank(tx, ctx.tenantId, { ...values, stationId: input.stationId, fuelType: input.fuelType });
      await q.setFedNozzles(tx, ctx.tenantId, tankId, nozzleIds);
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        actorId: ctx.userId,
        actorRole: ctx.role,
        action: 'tank.created',
        entityType: 'fuel_tank',
        entityId: tankId,
        details: { stationId: input.stationId, fuelType: input.fuelType, ...values, nozzleIds },
      });
      return tankId;
    }),
  );
  return getTank(ctx, id);
}

/** PUT /tanks/{id}: name, capacity, minimum level and the nozzles fed; the station and fuel stay. Audited. */
export async function updateTank(ctx: TTenantCtx, id: string, input: TUpdateInput): Promise<TTank> {
  await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const current = await q.lockTank(tx, ctx.tenantId, id);
      if (!current) throw notFound();
      if ((input.stationId && input.stationId.toLowerCase() !== current.stationId) || (input.fuelType && input.fuelType !== current.fuelType)) {
        throw new AppError('UNPROCESSABLE', errorText('tank.fixed'));
      }
      if (input.name && (await q.tankNameTaken(tx, ctx.tenantId, current.stationId, input.name, id))) throw nameTaken();
      const values = {
        ...(input.name ? { name: input.name } : {}),
        ...(input.capacity !== undefined ? { capacity: roundLitres(input.capacity) } : {}),
        ...(input.minimumLevel !== undefined ? { minimumLevel: minimumOf(input.minimumLevel)! } : {}),
      };
      await q.updateTank(tx, ctx.tenantId, id, values);
      const nozzleIds = input.nozzleIds ? await assertFeedable(tx, ctx.tenantId, current, input.nozzleIds) : undefined;
      if (nozzleIds) await q.setFedNozzles(tx, ctx.tenantId, id, nozzleIds);
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        actorId: ctx.userId,
        actorRole: ctx.role,
        action: 'tank.updated',
        entityType: 'fuel_tank',
        entityId: id,
        details: { name: current.name, ...values, ...(nozzleIds ? { nozzleIds } : {}) },
      });
    }),
  );
  return getTank(ctx, id);
}

/**
 * DELETE /tanks/{id}: only an empty tank by the book (a tank with fuel in it is emptied with a stock
 * update first, so no litre leaves the books unrecorded). Its ledger stays; its nozzles draw from the
 * station's first tank of the fuel. Audited.
 */
export async function deleteTank(ctx: TTenantCtx, id: string): Promise<void> {
  await withTenant(ctx, async (tx) => {
    const current = await q.lockTank(tx, ctx.tenantId, id);
    if (!current) throw notFound();
    if (Number(current.stock) !== 0) throw new AppError('CONFLICT', errorText('tank.notEmpty', { stock: formatLitres(current.stock).replace(/\s*L$/, '') }));
    await q.softDeleteTank(tx, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.userId,
      actorRole: ctx.role,
      action: 'tank.deleted',
      entityType: 'fuel_tank',
      entityId: id,
      details: { stationId: current.stationId, name: current.name, fuelType: current.fuelType },
    });
  });
}
