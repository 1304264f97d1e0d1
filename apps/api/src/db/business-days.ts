import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './schema';

/**
 * Business days in the tenant's time zone (tenants.time_zone, default Asia/Kolkata), never the
 * server's: SQL fragments for day boundaries, used by readings, sales and the station figures.
 * (The subquery is self-contained, so drizzle's unqualified column names in it are safe.)
 */
export function tenantZone(tenantId: string): SQL {
  return sql`(select ${tenants.timeZone} from ${tenants} where ${tenants.id} = ${tenantId})`;
}

/** The instant today's business day began, minus `daysBack` days (0 = today, 6 = the 7-day week). */
export function dayStart(tenantId: string, daysBack = 0): SQL {
  // A STABLE function the planner can evaluate for its estimates (drizzle/0013): see fc_tenant_day_start.
  return sql`fc_tenant_day_start(${tenantId}::uuid, ${daysBack}::int)`;
}

/** Today's business day in the tenant's zone, minus `daysBack` days (a date). */
export function businessToday(tenantId: string, daysBack = 0): SQL {
  return sql`fc_tenant_today(${tenantId}::uuid, ${daysBack}::int)`;
}

/** The instant a calendar day YYYY-MM-DD began in the tenant's zone (`plusDays` 1 = the next day). */
export function dateStart(tenantId: string, day: string, plusDays = 0): SQL {
  const zone = tenantZone(tenantId);
  return sql`(((${day}::date + ${plusDays}::int)::timestamp) at time zone ${zone})`;
}

/** A timestamp as local text in the tenant's zone, e.g. 2025-01-31 23:30:00 (CSV export). */
export function localText(tenantId: string, column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${tenantZone(tenantId)}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/** Whether YYYY-MM-DD is a real calendar day (2025-02-30 is not): checked before it reaches a ::date cast. */
export function isCalendarDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/**
 * A day bound computed once per statement (a scalar subquery: an InitPlan) rather than once per row — for
 * FILTER clauses and other per-row expressions. In a WHERE that bounds an index, keep the bare function:
 * the planner evaluates a STABLE function for its estimates, not a subquery.
 */
export function once(bound: SQL): SQL {
  return sql`(select ${bound})`;
}
