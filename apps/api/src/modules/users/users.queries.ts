import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import type { TTenantRole, TUserStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { plans, platformAdmins, refreshTokens, tenants, users } from '../../db/schema';
import { containsPattern } from '../../db/sql-fragments';
import { FIRST_ROW, type TWindow } from '../../lib/paging';

/** Team members of a tenant, their station assignments, passwords and sessions. */

export type TUserRow = {
  id: string;
  name: string;
  email: string;
  role: TTenantRole;
  status: TUserStatus;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Live assigned stations, ordered by name. */
  stationIds: string[];
  stationNames: string[];
};

export type TUserFilter = { id?: string; role?: TTenantRole; status?: TUserStatus; stationId?: string; search?: string };

/**
 * The live stations a user is assigned to, as one JSON array of {id, name} ordered by name. Written as
 * plain SQL with its own aliases: drizzle leaves columns unqualified in a select list, which a
 * correlated subquery cannot tell apart.
 */
const assignedStations = sql<Array<{ id: string; name: string }> | string>`coalesce((
  select json_agg(json_build_object('id', s.id, 'name', s.name) order by lower(s.name), s.id)
  from user_station_assignments usa
  join stations s on s.tenant_id = usa.tenant_id and s.id = usa.station_id and s.deleted_at is null
  where usa.tenant_id = "users"."tenant_id" and usa.user_id = "users"."id"
), '[]'::json)`;

/** A json value as either driver hands it over (parsed, or as text). */
function jsonList(value: Array<{ id: string; name: string }> | string): Array<{ id: string; name: string }> {
  return typeof value === 'string' ? (JSON.parse(value) as Array<{ id: string; name: string }>) : value;
}

/** The columns every read of a team member starts from. */
const userColumns = { id: users.id, name: users.name, email: users.email, role: users.role, status: users.status };

/** Owner first, then managers, then attendants. */
const roleRank = sql`case ${users.role} when 'owner' then 0 when 'manager' then 1 else 2 end`;

function userWhere(tenantId: string, filter: TUserFilter): SQL | undefined {
  return and(
    eq(users.tenantId, tenantId),
    isNull(users.deletedAt),
    filter.id ? eq(users.id, filter.id) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.stationId
      ? sql`exists (select 1 from user_station_assignments usa
          where usa.tenant_id = "users"."tenant_id" and usa.user_id = "users"."id" and usa.station_id = ${filter.stationId})`
      : undefined,
    filter.search ? or(ilike(users.name, containsPattern(filter.search)), ilike(users.email, containsPattern(filter.search))) : undefined,
  );
}

/**
 * A page of the tenant's live users with their assigned stations, and the total over the filter, in one
 * statement (the total is a window count; a page past the end has no row to carry it, so it reads 0
 * there and the service asks again only then).
 */
export async function selectUsers(
  tx: Tx,
  tenantId: string,
  filter: TUserFilter,
  window: TWindow = FIRST_ROW,
): Promise<{ rows: TUserRow[]; total: number }> {
  const found = await tx
    .select({
      ...userColumns,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      stations: assignedStations,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(userWhere(tenantId, filter))
    .orderBy(roleRank, sql`lower(${users.name})`, asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  const rows = found.map(({ stations: list, total: _total, ...row }) => {
    const assigned = jsonList(list);
    return { ...row, stationIds: assigned.map((s) => s.id), stationNames: assigned.map((s) => s.name) };
  });
  return { rows, total: found[0]?.total ?? 0 };
}

export async function countUsers(tx: Tx, tenantId: string, filter: TUserFilter): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(users)
    .where(userWhere(tenantId, filter));
  return row?.n ?? 0;
}

export type TLockedUser = { id: string; name: string; email: string; role: TTenantRole; status: TUserStatus; stationIds: string[] };

/** A live user of the tenant with its assignments to live stations, the user row locked until the transaction ends. */
export async function lockUser(tx: Tx, tenantId: string, id: string): Promise<TLockedUser | undefined> {
  const [row] = await tx
    .select({
      ...userColumns,
      stationIds: sql<string[]>`array(
        select usa.station_id from user_station_assignments usa
        join stations s on s.tenant_id = usa.tenant_id and s.id = usa.station_id and s.deleted_at is null
        where usa.tenant_id = "users"."tenant_id" and usa.user_id = "users"."id" order by usa.station_id)`,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  return row;
}

/**
 * Whether the email belongs to another live account anywhere on the platform (a tenant user of any
 * tenant, or a platform admin): fc_email_in_use (drizzle/0017) looks through the platform path for this
 * one question.
 */
export async function emailInUse(tx: Tx, email: string, exceptUserId: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ taken: sql<boolean>`fc_email_in_use(${email}, ${exceptUserId}::uuid)` })
    .from(sql`(select 1) as one`);
  return row?.taken === true;
}

/** The ids among `ids` that are live stations of the tenant (the list as one JSON parameter: one statement text). */
export async function liveStationIds(tx: Tx, tenantId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const [row] = await tx
    .select({
      ids: sql<string[]>`array(
        select s.id from stations s
        where s.tenant_id = ${tenantId} and s.deleted_at is null
          and s.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))`,
    })
    .from(sql`(select 1) as one`);
  return row?.ids ?? [];
}

/** Everything a create checks, in one statement: the plan's user limit, live users now, and which stations exist (by name). */
export async function createChecks(
  tx: Tx,
  tenantId: string,
  stationIds: string[],
): Promise<{ planName: string; maxUsers: number; liveUsers: number; stations: Array<{ id: string; name: string }> }> {
  const [row] = await tx
    .select({
      planName: plans.name,
      maxUsers: plans.maxUsers,
      liveUsers: sql<number>`(select count(*)::int from users u where u.tenant_id = ${tenantId} and u.deleted_at is null)`.mapWith(Number),
      stations: sql<Array<{ id: string; name: string }> | string>`coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name) order by lower(s.name), s.id) from stations s
        where s.tenant_id = ${tenantId} and s.deleted_at is null
          and s.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(stationIds)}::jsonb))
      ), '[]'::json)`,
    })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`Tenant ${tenantId} has no plan`);
  return { ...row, stations: jsonList(row.stations) };
}

/** A new user and its station assignments in one statement; its id and creation time. */
export async function insertUser(
  tx: Tx,
  tenantId: string,
  values: { name: string; email: string; role: TTenantRole; passwordHash: string; stationIds: string[] },
): Promise<{ id: string; createdAt: Date }> {
  const id = newId();
  const result = await tx.execute(sql`
    with u as (
      insert into users (id, tenant_id, name, email, role, password_hash)
      values (${id}, ${tenantId}, ${values.name}, ${values.email}, ${values.role}, ${values.passwordHash})
      returning id, created_at
    ),
    assigned as (
      insert into user_station_assignments (tenant_id, user_id, station_id)
      select ${tenantId}, u.id, value::uuid from u, jsonb_array_elements_text(${JSON.stringify(values.stationIds)}::jsonb)
    )
    select created_at from u`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ created_at: Date | string }>;
  return { id, createdAt: new Date(rows[0]!.created_at) };
}

/** Makes the user's assignments exactly `stationIds` in one statement (drops the others, adds the missing). */
export async function replaceAssignments(tx: Tx, tenantId: string, userId: string, stationIds: string[]): Promise<void> {
  const list = JSON.stringify(stationIds);
  await tx.execute(sql`
    with wanted as (select value::uuid as station_id from jsonb_array_elements_text(${list}::jsonb)),
    gone as (
      delete from user_station_assignments
      where tenant_id = ${tenantId} and user_id = ${userId} and station_id not in (select station_id from wanted)
    )
    insert into user_station_assignments (tenant_id, user_id, station_id)
    select ${tenantId}, ${userId}, station_id from wanted
    on conflict do nothing`);
}

export async function updateUser(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<{ name: string; email: string; role: TTenantRole; status: TUserStatus }>,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/** Soft delete: the row stays (readings and reports keep the name), the account can no longer sign in. */
export async function softDeleteUser(tx: Tx, tenantId: string, id: string, by: string): Promise<void> {
  const at = new Date();
  await tx
    .update(users)
    .set({ deletedAt: at, deletedBy: by, updatedAt: at })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/** The live user's email and password hash (for checking the current password). */
export async function passwordOf(tx: Tx, tenantId: string, id: string): Promise<{ email: string; passwordHash: string } | undefined> {
  const [row] = await tx
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/**
 * Sets a live user's password; with `expected`, only while the stored hash is still that one (a change
 * checked against the current password cannot overwrite a change made in between). Whether it was set.
 */
export async function setPassword(tx: Tx, tenantId: string, id: string, passwordHash: string, expected?: string): Promise<boolean> {
  const at = new Date();
  const rows = await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, id),
        isNull(users.deletedAt),
        expected === undefined ? undefined : eq(users.passwordHash, expected),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Signs the user out of every session but `keepSession` (a refresh token family; null: all of them),
 * in the caller's transaction: fc_revoke_user_sessions (drizzle/0017). How many sessions ended.
 */
export async function revokeSessions(tx: Tx, userId: string, keepSession: string | null): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`fc_revoke_user_sessions(${userId}::uuid, ${keepSession}::uuid)`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

// ------------------------------------------------------------------ platform admins (the platform path)

export async function adminPasswordOf(tx: Tx, id: string): Promise<{ email: string; passwordHash: string } | undefined> {
  const [row] = await tx
    .select({ email: platformAdmins.email, passwordHash: platformAdmins.passwordHash })
    .from(platformAdmins)
    .where(eq(platformAdmins.id, id));
  return row;
}

export async function setAdminPassword(tx: Tx, id: string, passwordHash: string, expected: string): Promise<boolean> {
  const at = new Date();
  const rows = await tx
    .update(platformAdmins)
    .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
    .where(and(eq(platformAdmins.id, id), eq(platformAdmins.passwordHash, expected)))
    .returning({ id: platformAdmins.id });
  return rows.length > 0;
}

/** Signs a platform admin out of every live session but `keepSession`; how many ended. */
export async function revokeAdminSessions(tx: Tx, adminId: string, keepSession: string | null): Promise<number> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: 'logout' })
    .where(
      and(
        eq(refreshTokens.subjectType, 'admin'),
        eq(refreshTokens.subjectId, adminId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
        keepSession ? sql`${refreshTokens.familyId} <> ${keepSession}` : undefined,
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}
