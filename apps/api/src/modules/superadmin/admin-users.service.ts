import {
  errorText,
  type TAdminResetPassword,
  type TAdminUser,
  type TAdminUserList,
  type TCreateAdminUser,
  type TUpdateAdminUser,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violations';
import { withAdmin, withAdminRead, type TAdmin } from '../../db/tenant';
import { hashPassword } from '../../lib/passwords';
import { iso } from '../../lib/json-values';
import * as users from '../users/users.queries';
import * as q from './admin-users.queries';

/**
 * Admin users (document 4): every platform admin is a superadmin. Create, edit (name, email), reset a
 * password (signs that admin out everywhere), delete — never oneself, never the last one
 * (docs/decisions/027).
 */

function view(row: q.TAdminRow): TAdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: 'superadmin',
    lastLogin: row.lastLoginAt ? iso(row.lastLoginAt) : null,
    createdAt: iso(row.createdAt),
  };
}

const notFound = () => new AppError('NOT_FOUND', errorText('admin.notFound'));
const emailTaken = () => AppError.onField('CONFLICT', 'email', errorText('auth.emailTaken'));

async function mapEmailTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function listAdmins(admin: TAdmin): Promise<TAdminUserList> {
  const [rows, [tenantUsers]] = await withAdminRead(admin, (tx) => q.adminList(tx));
  const tenantCount = tenantUsers?.n ?? 0;
  return { items: rows.map(view), adminUsers: rows.length, tenantUsers: tenantCount, totalUsers: rows.length + tenantCount };
}

export async function createAdmin(admin: TAdmin, input: TCreateAdminUser): Promise<TAdminUser> {
  const passwordHash = await hashPassword(input.password);
  return mapEmailTaken(() =>
    withAdmin(admin, async (tx) => {
      if (await q.emailHeldByOther(tx, input.email)) throw emailTaken();
      return view(await q.insertAdmin(tx, { name: input.name, email: input.email, passwordHash }));
    }),
  );
}

export async function updateAdmin(admin: TAdmin, id: string, input: TUpdateAdminUser): Promise<TAdminUser> {
  return mapEmailTaken(() =>
    withAdmin(admin, async (tx) => {
      const [current, taken] = await Promise.all([q.adminById(tx, id), q.emailHeldByOther(tx, input.email, id)]);
      if (!current) throw notFound();
      if (taken) throw emailTaken();
      return view((await q.updateAdmin(tx, id, input))!);
    }),
  );
}

/** Sets an admin's password and signs that admin out of every session (but the caller's own, when it is oneself). */
export async function resetAdminPassword(admin: TAdmin, id: string, input: TAdminResetPassword, sessionId: string | null): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await withAdmin(admin, async (tx) => {
    if (!(await q.resetAdminPassword(tx, id, passwordHash))) throw notFound();
    await users.revokeAdminSessions(tx, id, id === admin.adminId ? sessionId : null);
  });
}

export async function deleteAdmin(admin: TAdmin, id: string): Promise<void> {
  if (id.toLowerCase() === admin.adminId.toLowerCase()) throw new AppError('FORBIDDEN', errorText('admin.notYourself'));
  await withAdmin(admin, async (tx) => {
    const ids = await q.lockAdmins(tx);
    // Deleted meanwhile (two admins deleting each other at once): the caller can no longer act.
    if (!ids.includes(admin.adminId)) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
    if (!ids.includes(id)) throw notFound();
    if (ids.length <= 1) throw new AppError('CONFLICT', errorText('admin.lastSuperadmin'));
    await users.revokeAdminSessions(tx, id, null);
    await q.deleteAdmin(tx, id, admin.adminId);
  });
}
