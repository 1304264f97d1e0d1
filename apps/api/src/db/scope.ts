import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userStationAssignments } from './schema';
import type { TCaller } from './tenant';

/** Who a tenant query answers to: the caller's tenant, user and role, and the stations that role may see. */

/** The caller of a tenant query: tenant, user and role (attendants see only assigned stations). */
export type TScope = { tenantId: string; userId: string; role: 'owner' | 'manager' | 'attendant' };

export function scopeOf(ctx: TCaller): TScope {
  return { tenantId: ctx.tenantId, userId: ctx.userId, role: ctx.role };
}

/**
 * The condition on a station id column that limits an attendant to the stations assigned to them;
 * owners and managers see the whole tenant (undefined: no extra condition).
 */
export function stationVisible(scope: TScope, stationId: AnyPgColumn): SQL | undefined {
  if (scope.role !== 'attendant') return undefined;
  const a = userStationAssignments;
  return inArray(
    stationId,
    sql`(select ${a.stationId} from ${a} where ${a.tenantId} = ${scope.tenantId} and ${a.userId} = ${scope.userId})`,
  );
}

/**
 * A scope as the values of a statement built once (db/prepared.ts): its tenant and user are values
 * (placeholders when the statement is built), its role is part of the statement's shape.
 */
export const scopeValues = (scope: TScope) => ({ tenantId: scope.tenantId, userId: scope.userId });

/** The scope of a statement built once, from its role and its values (real, or placeholders). */
export const scopeWith = (role: TScope['role'], v: { tenantId: string; userId: string }): TScope => ({
  role,
  tenantId: v.tenantId,
  userId: v.userId,
});
