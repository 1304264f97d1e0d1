import { asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { plans, tenants } from '../../db/schema';

export type TPlanRow = {
  id: string;
  name: string;
  priceMonthly: string;
  maxStations: number;
  maxPumpsPerStation: number;
  maxUsers: number;
  features: string[];
  isCurrent: boolean;
  active: boolean;
  stations: number;
  pumps: number;
  users: number;
};

/**
 * Every active plan plus the tenant's own (even if retired), cheapest first, each row carrying whether it
 * is the tenant's plan and the tenant's live station, pump and user counts (one statement).
 */
export async function planRows(tx: Tx, tenantId: string): Promise<TPlanRow[]> {
  return tx
    .select({
      id: plans.id,
      name: plans.name,
      priceMonthly: plans.priceMonthly,
      maxStations: plans.maxStations,
      maxPumpsPerStation: plans.maxPumpsPerStation,
      maxUsers: plans.maxUsers,
      features: plans.features,
      isCurrent: sql<boolean>`${plans.id} = ${tenants.planId}`.mapWith(Boolean),
      active: plans.active,
      stations: sql<number>`(select count(*)::int from stations s where s.tenant_id = ${tenantId} and s.deleted_at is null)`.mapWith(Number),
      pumps: sql<number>`(select count(*)::int from pumps p join stations s on s.tenant_id = p.tenant_id and s.id = p.station_id
        where p.tenant_id = ${tenantId} and p.deleted_at is null and s.deleted_at is null)`.mapWith(Number),
      users: sql<number>`(select count(*)::int from users u where u.tenant_id = ${tenantId} and u.deleted_at is null)`.mapWith(Number),
    })
    .from(plans)
    .innerJoin(tenants, eq(tenants.id, tenantId))
    .where(or(eq(plans.active, true), eq(plans.id, tenants.planId)))
    .orderBy(asc(plans.priceMonthly), asc(plans.name));
}
