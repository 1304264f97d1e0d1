import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { platformAdmins, users } from '../../db/schema';

/** Platform administrators (the superadmin's admin users), on the platform path. */

const columns = {
  id: platformAdmins.id,
  name: platformAdmins.name,
  email: platformAdmins.email,
  lastLoginAt: platformAdmins.lastLoginAt,
  createdAt: platformAdmins.createdAt,
};
export type TAdminRow = { id: string; name: string; email: string; lastLoginAt: Date | string | null; createdAt: Date | string };

/** Every admin by name, and the live tenant users counted (two statements, sent together). */
export function adminList(tx: Tx) {
  return Promise.all([
    tx.select(columns).from(platformAdmins).orderBy(asc(platformAdmins.name), asc(platformAdmins.id)),
    tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(users).where(isNull(users.deletedAt)),
  ]);
}

export async function adminById(tx: Tx, id: string): Promise<TAdminRow | undefined> {
  const [row] = await tx.select(columns).from(platformAdmins).where(eq(platformAdmins.id, id));
  return row;
}

/** Whether another account (a live tenant user, or an admin other than `exceptAdminId`) holds the email, case-insensitively. */
export async function emailHeldByOther(tx: Tx, email: string, exceptAdminId?: string): Promise<boolean> {
  const lower = email.toLowerCase();
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .where(
      sql`exists (select 1 from users u where lower(u.email) = ${lower} and u.deleted_at is null)
        or exists (select 1 from platform_admins a where lower(a.email) = ${lower} ${exceptAdminId ? sql`and a.id <> ${exceptAdminId}` : sql``})`,
    );
  return (row?.n ?? 0) > 0;
}

export async function insertAdmin(tx: Tx, values: { name: string; email: string; passwordHash: string }): Promise<TAdminRow> {
  const [row] = await tx.insert(platformAdmins).values(values).returning(columns);
  return row!;
}

export async function updateAdmin(tx: Tx, id: string, values: { name: string; email: string }): Promise<TAdminRow | undefined> {
  const [row] = await tx
    .update(platformAdmins)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(platformAdmins.id, id))
    .returning(columns);
  return row;
}

export async function resetAdminPassword(tx: Tx, id: string, passwordHash: string): Promise<boolean> {
  const at = new Date();
  const rows = await tx
    .update(platformAdmins)
    .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
    .where(eq(platformAdmins.id, id))
    .returning({ id: platformAdmins.id });
  return rows.length > 0;
}

/** Every admin's id, locked until the transaction ends: two deletes cannot both leave "another" admin. */
export async function lockAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: platformAdmins.id }).from(platformAdmins).for('update');
  return rows.map((r) => r.id);
}

export async function deleteAdmin(tx: Tx, id: string, callerId: string): Promise<void> {
  await tx.delete(platformAdmins).where(and(eq(platformAdmins.id, id), ne(platformAdmins.id, callerId)));
}
