import { asc, desc, eq, sql } from 'drizzle-orm';
import { PLATFORM_TIME_ZONE, RECENT_ACTIVITY_COUNT, RECENT_TENANT_COUNT } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { auditLog, plans, tenants } from '../../db/schema';

/** Platform-wide figures for the superadmin's overview and analytics (platform path: every tenant). */

const int = (fragment: ReturnType<typeof sql>) => sql<number>`(${fragment})::int`.mapWith(Number);
/** The start of today / this month / last month on the platform's calendar (India), as instants. */
const dayStart = sql.raw(`(date_trunc('day', now() at time zone '${PLATFORM_TIME_ZONE}') at time zone '${PLATFORM_TIME_ZONE}')`);
const monthStart = sql.raw(`(date_trunc('month', now() at time zone '${PLATFORM_TIME_ZONE}') at time zone '${PLATFORM_TIME_ZONE}')`);
const lastMonthStart = sql.raw(
  `((date_trunc('month', now() at time zone '${PLATFORM_TIME_ZONE}') - interval '1 month') at time zone '${PLATFORM_TIME_ZONE}')`,
);

/** Every count of the analytics in one statement. */
function counts(tx: Tx) {
  return tx
    .select({
      totalTenants: int(sql`select count(*) from tenants`),
      activeTenants: int(sql`select count(*) from tenants where status = 'active'`),
      totalStations: int(sql`select count(*) from stations s where s.deleted_at is null`),
      totalPumps: int(sql`select count(*) from pumps p join stations s on s.tenant_id = p.tenant_id and s.id = p.station_id
        where p.deleted_at is null and s.deleted_at is null`),
      totalNozzles: int(sql`select count(*) from nozzles n join pumps p on p.tenant_id = n.tenant_id and p.id = n.pump_id
        join stations s on s.tenant_id = p.tenant_id and s.id = p.station_id
        where n.deleted_at is null and p.deleted_at is null and s.deleted_at is null`),
      totalUsers: int(sql`select count(*) from users where deleted_at is null`),
      activeUsers: int(sql`select count(*) from users where deleted_at is null and status = 'active'`),
      activeUsersWeek: int(sql`select count(*) from users where deleted_at is null and last_login_at >= now() - interval '7 days'`),
      reportsToday: int(sql`select count(*) from cash_reports where created_at >= ${dayStart}`),
      reportsMonth: int(sql`select count(*) from cash_reports where created_at >= ${monthStart}`),
      adminUsers: int(sql`select count(*) from platform_admins`),
      plans: int(sql`select count(*) from plans where active`),
      openAlerts: int(sql`select count(*) from alerts where active and not acknowledged and not dismissed`),
      weekActivities: int(sql`select count(*) from audit_log where created_at >= now() - interval '7 days'`),
      signupsThisMonth: int(sql`select count(*) from tenants where created_at >= ${monthStart}`),
      signupsLastMonth: int(sql`select count(*) from tenants where created_at >= ${lastMonthStart} and created_at < ${monthStart}`),
    })
    .from(sql`(select 1) as one`);
}

/** Per live plan: its tenants, its active tenants and their monthly revenue (price × active tenants, in SQL). */
function planDistribution(tx: Tx) {
  return tx
    .select({
      planId: plans.id,
      planName: plans.name,
      tenantCount: sql<number>`count(${tenants.id})::int`.mapWith(Number),
      activeTenantCount: sql<number>`(count(${tenants.id}) filter (where ${tenants.status} = 'active'))::int`.mapWith(Number),
      monthlyRevenue: sql<string>`(${plans.priceMonthly} * count(${tenants.id}) filter (where ${tenants.status} = 'active'))::numeric(14,2)`,
    })
    .from(plans)
    .leftJoin(tenants, eq(tenants.planId, plans.id))
    .where(sql`${plans.active} or ${tenants.id} is not null`)
    .groupBy(plans.id)
    .orderBy(asc(plans.priceMonthly), asc(plans.name));
}

function recentActivities(tx: Tx) {
  return tx
    .select({
      action: auditLog.action,
      entityType: auditLog.entityType,
      actorRole: auditLog.actorRole,
      details: auditLog.details,
      tenantName: tenants.name,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(tenants, eq(tenants.id, auditLog.tenantId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(RECENT_ACTIVITY_COUNT);
}

function recentTenants(tx: Tx) {
  return tx
    .select({ id: tenants.id, name: tenants.name, status: tenants.status, planName: plans.name, createdAt: tenants.createdAt })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(RECENT_TENANT_COUNT);
}

/** The four statements of the analytics, sent together (one round trip). */
export function platformFigures(tx: Tx) {
  return Promise.all([counts(tx), planDistribution(tx), recentActivities(tx), recentTenants(tx)]);
}
