import type { z } from 'zod';
import {
  errorText,
  toJsonNumber,
  type TPage,
  type TStation,
  type TStationMetrics,
  type ZCreateStation,
  type ZStationListQuery,
  type ZUpdateStation,
} from '@forecourt/shared';
import { AppError, planLimitError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenant, withTenantRead } from '../../db/tenant';
import { auditAsset } from '../../db/audit';
import { iso } from '../../lib/json-values';
import { mapDuplicates } from '../../http/unique-violations';
import { findPlanLimits, lockTenantStations } from '../../db/plan-limits';
import { scopeOf, type TScope } from '../../db/scope';
import { page, windowOf } from '../../lib/paging';
import * as q from './stations.queries';

type TCreateStationInput = z.output<typeof ZCreateStation>;
type TUpdateStationInput = z.output<typeof ZUpdateStation>;
type TStationListQuery = z.output<typeof ZStationListQuery>;

const notFound = () => new AppError('NOT_FOUND', errorText('station.notFound'));

function metricsOf(row: q.TStationRow): TStationMetrics {
  return {
    totalPumps: row.totalPumps,
    activePumps: row.activePumps,
    totalNozzles: row.totalNozzles,
    activeNozzles: row.activeNozzles,
    todaySales: toJsonNumber(row.todaySales, 2),
    todayVolume: toJsonNumber(row.todayVolume, 3),
    todayTransactions: row.todayTransactions,
  };
}

function toStation(row: q.TStationRow, withMetrics: boolean): TStation {
  const station: TStation = {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    email: row.email,
    status: row.status,
    pumpCount: row.totalPumps,
    activePumpCount: row.activePumps,
    nozzleCount: row.totalNozzles,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
  return withMetrics ? { ...station, metrics: metricsOf(row) } : station;
}

/** The stations list (attendants: their assigned stations only). */
export async function listStations(ctx: TTenantCtx, query: TStationListQuery, scope: TScope = scopeOf(ctx)): Promise<TPage<TStation>> {
  const filter = { status: query.status, search: query.search || undefined };
  return withTenantRead(ctx, async (tx) => {
    // Issued together: the page and its count travel in one message (db/statement-batch.ts).
    const [rows, total] = await Promise.all([q.selectStations(tx, scope, filter, windowOf(query)), q.countStations(tx, scope, filter)]);
    return page(
      rows.map((r) => toStation(r, query.includeMetrics)),
      query,
      total,
    );
  }, { genericPlans: true });
}

async function findStationRow(ctx: TTenantCtx, id: string): Promise<q.TStationRow> {
  const [row] = await withTenantRead(ctx, (tx) => q.selectStations(tx, scopeOf(ctx), { id }));
  if (!row) throw notFound();
  return row;
}

/** One station with its metrics; an unassigned station is a 404 for an attendant (never a 403). */
export async function getStation(ctx: TTenantCtx, id: string): Promise<TStation> {
  return toStation(await findStationRow(ctx, id), true);
}

export async function getStationMetrics(ctx: TTenantCtx, id: string): Promise<TStationMetrics> {
  return metricsOf(await findStationRow(ctx, id));
}

/** Creates a station within the plan's stations-per-tenant limit (serialised per tenant). */
export async function createStation(ctx: TTenantCtx, input: TCreateStationInput): Promise<TStation> {
  const id = await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      await lockTenantStations(tx, ctx.tenantId);
      const plan = await findPlanLimits(tx, ctx.tenantId);
      if ((await q.countLiveStations(tx, ctx.tenantId)) >= plan.maxStations) {
        throw planLimitError('stations', plan.maxStations, plan.planName);
      }
      if (await q.stationNameTaken(tx, ctx.tenantId, input.name)) throw new AppError('CONFLICT', errorText('station.nameTaken'));
      return q.insertStation(tx, ctx.tenantId, {
        name: input.name,
        address: input.address,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zipCode ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        status: input.status ?? 'active',
      });
    }),
  );
  return getStation(ctx, id);
}

export async function updateStation(ctx: TTenantCtx, id: string, input: TUpdateStationInput): Promise<TStation> {
  await mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const current = await q.lockStation(tx, ctx.tenantId, id);
      if (!current) throw notFound();
      if (input.name && (await q.stationNameTaken(tx, ctx.tenantId, input.name, id))) {
        throw new AppError('CONFLICT', errorText('station.nameTaken'));
      }
      const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<q.TStationValues>;
      await q.updateStation(tx, ctx.tenantId, id, values);
      if (input.status && input.status !== current.status) {
        await auditAsset(tx, ctx, 'station.status_changed', { type: 'station', id }, {
          name: input.name ?? current.name,
          from: current.status,
          to: input.status,
        });
      }
    }),
  );
  return getStation(ctx, id);
}

/** Soft-deletes a station with its pumps and their nozzles, in one transaction, and audits it. */
export async function deleteStation(ctx: TTenantCtx, id: string): Promise<void> {
  await withTenant(ctx, async (tx) => {
    const current = await q.lockStation(tx, ctx.tenantId, id);
    if (!current) throw notFound();
    const removed = await q.softDeleteStation(tx, ctx.tenantId, id, ctx.userId);
    await auditAsset(tx, ctx, 'station.deleted', { type: 'station', id }, {
      name: current.name,
      pumps: removed.pumps,
      nozzles: removed.nozzles,
    });
  });
}
