import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TTenantListQuery, TTenantStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { nozzles, plans, pumps, stations, tenants, users } from '../../db/schema';
import { windowOf } from '../../lib/paging';

/**
 * The superadmin's reads and writes of tenants, on the platform path (every tenant visible). The
 * subqueries name the outer tenant as "tenants"."id": drizzle writes a column of a single-table query
 * unqualified, which a subquery would take as its own.
 */

const liveStations = sql<number>`(select count(*)::int from stations s where s.tenant_id = "tenants"."id" and s.deleted_at is null)`.mapWith(Number);
const liveUsers = sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id" and u.deleted_at is null)`.mapWith(Number);
/** The first live owner of the tenant (the one who signed up or was created with it). */
const owner = (column: 'name' | 'email') =>
  sql<string | null>`(select u.${sql.raw(column)} from users u where u.tenant_id = "tenants"."id" and u.role = 'owner' and u.deleted_at is null
    order by u.created_at, u.id limit 1)`;

const summaryColumns = {
  id: tenants.id,
  name: tenants.name,
  status: tenants.status,
  planId: tenants.planId,
  planName: plans.name,
  ownerName: owner('name'),
  ownerEmail: owner('email'),
  stationCount: liveStations,
  userCount: liveUsers,
  createdAt: tenants.createdAt,
};

function listFilter(query: Pick<TTenantListQuery, 'search' | 'status'>): SQL | undefined {
  const term = query.search?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    query.status ? eq(tenants.status, query.status) : undefined,
    like
      ? or(
          ilike(tenants.name, like),
          sql`exists (select 1 from users u where u.tenant_id = "tenants"."id" and u.deleted_at is null and u.email ilike ${like})`,
        )
      : undefined,
  );
}

/** One page of tenants (newest first) and the total over the filter: two statements, sent together. */
export function tenantPage(tx: Tx, query: TTenantListQuery) {
  const where = listFilter(query);
  const { limit, offset } = windowOf(query);
  return Promise.all([
    tx
      .select(summaryColumns)
      .from(tenants)
      .innerJoin(plans, eq(plans.id, tenants.planId))
      .where(where)
      .orderBy(desc(tenants.createdAt), desc(tenants.id))
      .limit(limit)
      .offset(offset),
    tx.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(tenants).where(where),
  ]);
}

/** Everything the tenant detail shows, in five statements sent together (one round trip). */
export function tenantDetail(tx: Tx, tenantId: string) {
  return Promise.all([
    tx
      .select({
        ...summaryColumns,
        updatedAt: tenants.updatedAt,
        maxStations: plans.maxStations,
        maxPumpsPerStation: plans.maxPumpsPerStation,
        maxNozzlesPerPump: plans.maxNozzlesPerPump,
        maxUsers: plans.maxUsers,
        historyCount: sql<number>`((select count(*) from nozzle_readings r where r.tenant_id = "tenants"."id")
          + (select count(*) from cash_reports c where c.tenant_id = "tenants"."id")
          + (select count(*) from credit_payments p where p.tenant_id = "tenants"."id"))::int`.mapWith(Number),
      })
      .from(tenants)
      .innerJoin(plans, eq(plans.id, tenants.planId))
      .where(eq(tenants.id, tenantId)),
    tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt)))
      .orderBy(sql`case ${users.role} when 'owner' then 0 when 'manager' then 1 else 2 end`, asc(users.name)),
    tx
      .select({ id: stations.id, name: stations.name, address: stations.address, status: stations.status })
      .from(stations)
      .where(and(eq(stations.tenantId, tenantId), isNull(stations.deletedAt)))
      .orderBy(asc(stations.name)),
    tx
      .select({ id: pumps.id, stationId: pumps.stationId, name: pumps.name, serialNumber: pumps.serialNumber, status: pumps.status })
      .from(pumps)
      .where(and(eq(pumps.tenantId, tenantId), isNull(pumps.deletedAt)))
      .orderBy(asc(pumps.name)),
    tx
      .select({ id: nozzles.id, pumpId: nozzles.pumpId, nozzleNumber: nozzles.nozzleNumber, fuelType: nozzles.fuelType, status: nozzles.status })
      .from(nozzles)
      .where(and(eq(nozzles.tenantId, tenantId), isNull(nozzles.deletedAt)))
      .orderBy(asc(nozzles.nozzleNumber)),
  ]);
}

/** The tenant's row, locked for the change that follows (status, plan, name). */
export async function lockTenant(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({ id: tenants.id, name: tenants.name, status: tenants.status, planId: tenants.planId })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  return row;
}

export async function updateTenant(tx: Tx, tenantId: string, values: { name?: string; status?: TTenantStatus; planId?: string }) {
  await tx
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId));
}

export async function planById(tx: Tx, planId: string) {
  const [row] = await tx.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.id, planId));
  return row;
}

/** Deletes a tenant without business history and every row it owns (fc_delete_tenant, drizzle/0025). */
export async function deleteTenant(tx: Tx, tenantId: string): Promise<number> {
  const result: unknown = await tx.execute(sql`select fc_delete_tenant(${tenantId}) as deleted`);
  // node-postgres answers { rows }, PGlite's drizzle driver the same shape.
  const rows = (result as { rows: Array<{ deleted: number }> }).rows;
  return Number(rows[0]?.deleted ?? 0);
}
