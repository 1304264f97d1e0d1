import { eq, sql } from 'drizzle-orm';
import { MAX_NOZZLES_PER_PUMP, type TPlanFeature } from '@forecourt/shared';
import type { Tx } from './client';
import { plans, tenants } from './schema';

/**
 * The tenant's plan limits (stations, pumps per station, nozzles per pump) and the locks that make the
 * stations-per-tenant and users-per-tenant checks race-safe. The refusal itself is planLimitError (http/app-error.ts).
 */

export type TPlanLimitsRow = {
  planName: string;
  maxStations: number;
  maxPumpsPerStation: number;
  maxNozzlesPerPump: number;
};

/** The limits of the tenant's current plan (tenants.plan_id → plans). */
export async function findPlanLimits(tx: Tx, tenantId: string): Promise<TPlanLimitsRow> {
  const [row] = await tx
    .select({
      planName: plans.name,
      maxStations: plans.maxStations,
      maxPumpsPerStation: plans.maxPumpsPerStation,
      maxNozzlesPerPump: plans.maxNozzlesPerPump,
    })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`Tenant ${tenantId} has no plan`);
  return row;
}

/**
 * Whether the tenant's plan has a feature (docs/decisions/064), for the work no request's caller check
 * covers: a background job acting for the tenant (scheduled reports, reminders).
 */
export function planHasFeature(tenantId: string, feature: TPlanFeature) {
  return sql<boolean>`exists (select 1 from ${tenants} t join ${plans} p on p.id = t.plan_id
    where t.id = ${tenantId} and p.features @> ${JSON.stringify([feature])}::jsonb)`;
}

/** Lock class of the per-tenant station-creation lock (pg_advisory_xact_lock(class, key)). */
const STATION_LIMIT_LOCK = 7301;

/**
 * Serialises station creation within one tenant until the transaction ends, so that two concurrent
 * creates cannot both pass the stations-per-tenant check. (The tenant row cannot be locked FOR UPDATE:
 * app_user may only read it.) Works on PostgreSQL 15 and PGlite alike.
 */
export async function lockTenantStations(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STATION_LIMIT_LOCK}, hashtext(${tenantId}))`);
}

/** Nozzles a pump may have on this plan: the plan's limit, and never more than 12. */
export function nozzleLimit(plan: { maxNozzlesPerPump: number }): number {
  return Math.min(plan.maxNozzlesPerPump, MAX_NOZZLES_PER_PUMP);
}

/** Lock class of the per-tenant user-creation lock. */
const USER_LIMIT_LOCK = 7310;

/** Serialises the creation of users within one tenant until the transaction ends (the users-per-tenant limit). */
export async function lockTenantUsers(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_LIMIT_LOCK}, hashtext(${tenantId}))`);
}
