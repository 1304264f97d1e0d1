import type { z } from 'zod';
import {
  errorText,
  isUnlimited,
  manageableRoles,
  type TErrorText,
  type TPage,
  type TRole,
  type TUser,
  type ZCreateUser,
  type ZResetPassword,
  type ZUpdateUser,
  type ZUserListQuery,
} from '@forecourt/shared';
import { AppError, planLimitError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { mapDuplicates } from '../../http/unique-violations';
import { withTenant, withTenantRead } from '../../db/tenant';
import { recordAudit } from '../../db/audit';
import { lockTenantUsers } from '../../db/plan-limits';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/json-values';
import { page, windowOf } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import * as q from './users.queries';

type TCreateInput = z.output<typeof ZCreateUser>;
type TUpdateInput = z.output<typeof ZUpdateUser>;
type TResetInput = z.output<typeof ZResetPassword>;
type TListQuery = z.output<typeof ZUserListQuery>;

/**
 * Team management (document 4): owners manage managers and attendants, managers manage attendants; nobody
 * manages the owner or themselves here (their own password is changed in account settings).
 */

const notFound = () => new AppError('NOT_FOUND', errorText('user.notFound'));
const forbidden = (text: TErrorText) => new AppError('FORBIDDEN', text);
const unprocessable = (field: string, text: TErrorText) => AppError.onField('UNPROCESSABLE', field, text);

function toUser(row: q.TUserRow): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    stationIds: row.stationIds,
    stationNames: row.stationNames,
    stationName: row.stationNames.length ? row.stationNames.join(', ') : null,
    createdAt: iso(row.createdAt),
    lastLoginAt: row.lastLoginAt ? iso(row.lastLoginAt) : null,
  };
}

/** 403 unless the caller may give a user this role (a manager only attendants). */
function assertMayGrant(callerRole: TRole, role: TRole): void {
  if (!(manageableRoles(callerRole) as readonly TRole[]).includes(role)) {
    throw forbidden(callerRole === 'manager' ? errorText('user.managerManagesAttendants') : errorText('user.rolesAllowed'));
  }
}

/** 403 unless the caller manages this user: not themselves, not the owner, and a manager only attendants. */
function assertMayManage(ctx: TTenantCtx, target: { id: string; role: TRole }): void {
  if (target.id === ctx.userId) throw forbidden(errorText('user.notYourself'));
  if (target.role === 'owner') throw forbidden(errorText('user.ownerNotManaged'));
  assertMayGrant(ctx.role, target.role);
}

/** The selected stations must all be live stations of the tenant (422 naming the field otherwise). */
function assertStationsFound(wanted: string[], found: string[]): void {
  if (found.length !== wanted.length) throw unprocessable('stationIds', errorText('user.stationsNotFound'));
}

async function readBack(tx: Tx, ctx: TTenantCtx, id: string): Promise<TUser> {
  const [row] = (await q.selectUsers(tx, ctx.tenantId, { id })).rows;
  if (!row) throw notFound();
  return toUser(row);
}

/** GET /users: the tenant's live users, owner first, then managers and attendants by name. */
export async function listUsers(ctx: TTenantCtx, query: TListQuery): Promise<TPage<TUser>> {
  const filter: q.TUserFilter = { role: query.role, status: query.status, stationId: query.stationId, search: query.search || undefined };
  return withTenantRead(ctx, async (tx) => {
    const { rows, total } = await q.selectUsers(tx, ctx.tenantId, filter, windowOf(query));
    // A page past the end carries no row with the total: count only then.
    const all = rows.length || query.page === 1 ? total : await q.countUsers(tx, ctx.tenantId, filter);
    return page(rows.map(toUser), query, all);
  });
}

export async function getUser(ctx: TTenantCtx, id: string): Promise<TUser> {
  return withTenantRead(ctx, (tx) => readBack(tx, ctx, id));
}

/**
 * POST /users: within the plan's user limit (serialised per tenant), an email no live account on the
 * platform has, stations that are the tenant's; audited.
 */
export async function createUser(ctx: TTenantCtx, input: TCreateInput): Promise<TUser> {
  assertMayGrant(ctx.role, input.role);
  const passwordHash = await hashPassword(input.password);
  return mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      await lockTenantUsers(tx, ctx.tenantId);
      const checks = await q.createChecks(tx, ctx.tenantId, input.stationIds);
      if (!isUnlimited(checks.maxUsers) && checks.liveUsers >= checks.maxUsers) {
        throw planLimitError('users', checks.maxUsers, checks.planName);
      }
      assertStationsFound(input.stationIds, checks.stations.map((s) => s.id));
      if (await q.emailInUse(tx, input.email, null)) throw AppError.onField('CONFLICT', 'email', errorText('auth.emailTaken'));
      const values = { name: input.name, email: input.email, role: input.role, passwordHash, stationIds: input.stationIds };
      const created = await q.insertUser(tx, ctx.tenantId, values);
      await audit(tx, ctx, 'user.created', created.id, { name: input.name, email: input.email, role: input.role, stationIds: input.stationIds });
      return toUser({
        id: created.id,
        name: input.name,
        email: input.email,
        role: input.role,
        status: 'active',
        createdAt: created.createdAt,
        lastLoginAt: null,
        stationIds: checks.stations.map((s) => s.id),
        stationNames: checks.stations.map((s) => s.name),
      });
    }),
  );
}

/** PUT /users/{id}: name, email, role, status and stations; a user made inactive is signed out everywhere. */
export async function updateUser(ctx: TTenantCtx, id: string, input: TUpdateInput): Promise<TUser> {
  return mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const current = await q.lockUser(tx, ctx.tenantId, id);
      if (!current) throw notFound();
      assertMayManage(ctx, current);
      if (input.role) assertMayGrant(ctx.role, input.role);

      const role = input.role ?? current.role;
      const stationIds = input.stationIds ?? current.stationIds;
      if (role === 'attendant' && stationIds.length === 0) throw unprocessable('stationIds', errorText('user.stationRequired'));
      if (input.stationIds?.length) assertStationsFound(input.stationIds, await q.liveStationIds(tx, ctx.tenantId, input.stationIds));
      const emailChanged = input.email !== undefined && input.email !== current.email.toLowerCase();
      if (emailChanged && (await q.emailInUse(tx, input.email!, id))) {
        throw AppError.onField('CONFLICT', 'email', errorText('auth.emailTaken'));
      }

      const values: Parameters<typeof q.updateUser>[3] = {};
      if (input.name !== undefined && input.name !== current.name) values.name = input.name;
      if (emailChanged) values.email = input.email!;
      if (input.role !== undefined && input.role !== current.role) values.role = input.role;
      if (input.status !== undefined && input.status !== current.status) values.status = input.status;
      const stationsChanged = input.stationIds !== undefined && !sameSet(input.stationIds, current.stationIds);
      if (!Object.keys(values).length && !stationsChanged) return readBack(tx, ctx, id);

      if (Object.keys(values).length) await q.updateUser(tx, ctx.tenantId, id, values);
      if (stationsChanged) await q.replaceAssignments(tx, ctx.tenantId, id, input.stationIds!);
      const signedOut = values.status === 'inactive' ? await q.revokeSessions(tx, id, null) : 0;
      await audit(tx, ctx, 'user.updated', id, {
        before: { name: current.name, email: current.email, role: current.role, status: current.status, stationIds: current.stationIds },
        after: { ...values, ...(stationsChanged ? { stationIds: input.stationIds } : {}) },
        ...(signedOut ? { sessionsSignedOut: signedOut } : {}),
      });
      return readBack(tx, ctx, id);
    }),
  );
}

/** POST /users/{id}/reset-password: a new password for a user the caller manages; every session of theirs ends. */
export async function resetPassword(ctx: TTenantCtx, id: string, input: TResetInput): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await withTenant(ctx, async (tx) => {
    const current = await q.lockUser(tx, ctx.tenantId, id);
    if (!current) throw notFound();
    assertMayManage(ctx, current);
    await q.setPassword(tx, ctx.tenantId, id, passwordHash);
    const signedOut = await q.revokeSessions(tx, id, null);
    await audit(tx, ctx, 'user.password_reset', id, { name: current.name, sessionsSignedOut: signedOut });
  });
}

/**
 * DELETE /users/{id}: a soft delete. The account can no longer sign in and its live access tokens are
 * refused at once (fc_assert_caller); its sessions end; its readings and reports keep its name.
 */
export async function deleteUser(ctx: TTenantCtx, id: string): Promise<void> {
  await withTenant(ctx, async (tx) => {
    const current = await q.lockUser(tx, ctx.tenantId, id);
    if (!current) throw notFound();
    assertMayManage(ctx, current);
    await q.softDeleteUser(tx, ctx.tenantId, id, ctx.userId);
    const signedOut = await q.revokeSessions(tx, id, null);
    await audit(tx, ctx, 'user.deleted', id, { name: current.name, email: current.email, role: current.role, sessionsSignedOut: signedOut });
  });
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(b);
  return a.length === b.length && a.every((x) => set.has(x));
}

function audit(tx: Tx, ctx: TTenantCtx, action: string, userId: string, details: Record<string, unknown>): Promise<void> {
  return recordAudit(tx, { tenantId: ctx.tenantId, actorId: ctx.userId, actorRole: ctx.role, action, entityType: 'user', entityId: userId, details });
}
