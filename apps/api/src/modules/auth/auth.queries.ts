import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TLocale, TTenantRole, TTenantStatus, TUserStatus } from '@forecourt/shared';
import type { Db, Tx } from '../../db/client';
import { plans, platformAdmins, refreshTokens, tenants, users } from '../../db/schema';
import { withPlatform } from '../../db/tenant';

// Sign-in, refresh and sign-up come before any tenant is known: they use the explicit platform path.

export type TLoginUserRow = {
  id: string;
  email: string;
  name: string;
  role: TTenantRole;
  passwordHash: string;
  status: TUserStatus;
  tenantId: string;
  tenantName: string;
  tenantStatus: TTenantStatus;
  locale: TLocale | null;
};

export async function findTenantUserByEmail(db: Db, email: string): Promise<TLoginUserRow | undefined> {
  return withPlatform(db, async (tx) => {
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        passwordHash: users.passwordHash,
        status: users.status,
        tenantId: users.tenantId,
        tenantName: tenants.name,
        tenantStatus: tenants.status,
        locale: users.locale,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .limit(1);
    return rows[0];
  });
}

export async function findAdminByEmail(db: Db, email: string) {
  return withPlatform(db, async (tx) => {
    const rows = await tx
      .select()
      .from(platformAdmins)
      .where(sql`lower(${platformAdmins.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows[0];
  });
}

export async function emailExists(tx: Tx, email: string): Promise<boolean> {
  const lower = email.toLowerCase();
  // Live accounts only: a deleted user's email is free again (the unique index is partial too).
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${lower}`, isNull(users.deletedAt)))
    .limit(1);
  if (u) return true;
  const [a] = await tx
    .select({ id: platformAdmins.id })
    .from(platformAdmins)
    .where(sql`lower(${platformAdmins.email}) = ${lower}`)
    .limit(1);
  return Boolean(a);
}

export async function touchLastLogin(db: Db, subjectType: 'user' | 'admin', id: string): Promise<void> {
  await withPlatform(db, async (tx) => {
    if (subjectType === 'user') await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
    else await tx.update(platformAdmins).set({ lastLoginAt: new Date() }).where(eq(platformAdmins.id, id));
  });
}

export type TSubject = {
  subjectType: 'user' | 'admin';
  subjectId: string;
  tenantId: string | null;
};

export async function insertRefreshToken(
  tx: Tx,
  values: TSubject & { familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

export async function findRefreshTokenForUpdate(tx: Tx, tokenHash: string) {
  const rows = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
  return rows[0];
}

export async function markRefreshTokenRotated(tx: Tx, id: string, at: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ usedAt: at, revokedAt: at, revokeReason: 'rotated' })
    .where(eq(refreshTokens.id, id));
}

/** Closes a whole sign-in family (logout, or a replayed token): no member works again, grace or not. */
export async function revokeFamily(tx: Tx, familyId: string, reason: 'logout' | 'reuse', at: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), sql`coalesce(${refreshTokens.revokeReason}, '') <> 'reuse'`));
}

export async function isFamilyClosed(tx: Tx, familyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), sql`${refreshTokens.revokeReason} in ('logout', 'reuse')`))
    .limit(1);
  return Boolean(row);
}

/** The session user of a subject (for the auth response), or undefined when it can no longer sign in. */
export async function loadSessionUser(tx: Tx, subject: TSubject) {
  if (subject.subjectType === 'admin') {
    const [a] = await tx.select().from(platformAdmins).where(eq(platformAdmins.id, subject.subjectId));
    return a
      ? { id: a.id, email: a.email, name: a.name, role: 'superadmin' as const, tenantId: null, tenantName: null, locale: a.locale }
      : undefined;
  }
  const [u] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      tenantStatus: tenants.status,
      locale: users.locale,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(
        // (tenant_id, id) is the key (docs/decisions/065): the subject's tenant leads the lookup.
        subject.tenantId ? eq(users.tenantId, subject.tenantId) : undefined,
        eq(users.id, subject.subjectId),
        isNull(users.deletedAt),
      ),
    );
  if (!u || u.status !== 'active' || u.tenantStatus !== 'active') return undefined;
  return { id: u.id, email: u.email, name: u.name, role: u.role, tenantId: u.tenantId, tenantName: u.tenantName, locale: u.locale };
}

export async function findDefaultPlan(tx: Tx) {
  const [p] = await tx.select().from(plans).where(and(eq(plans.isDefault, true), eq(plans.active, true))).limit(1);
  return p;
}

export async function insertTenant(tx: Tx, values: { name: string; planId: string }) {
  const [t] = await tx.insert(tenants).values(values).returning();
  return t!;
}

export async function insertUser(
  tx: Tx,
  values: { tenantId: string; email: string; name: string; role: 'owner' | 'manager' | 'attendant'; passwordHash: string },
) {
  const [u] = await tx.insert(users).values(values).returning();
  return u!;
}

export async function loadProfile(tx: Tx, tenantId: string, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      tenantStatus: tenants.status,
      planName: plans.name,
      lastLoginAt: users.lastLoginAt,
      passwordChangedAt: users.passwordChangedAt,
      locale: users.locale,
      timeZone: tenants.timeZone,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row;
}

/** The platform admin's own account for the profile (superadmin). */
export async function loadAdminProfile(tx: Tx, adminId: string) {
  const [row] = await tx
    .select({
      id: platformAdmins.id,
      email: platformAdmins.email,
      name: platformAdmins.name,
      lastLoginAt: platformAdmins.lastLoginAt,
      passwordChangedAt: platformAdmins.passwordChangedAt,
      locale: platformAdmins.locale,
    })
    .from(platformAdmins)
    .where(eq(platformAdmins.id, adminId));
  return row;
}

/** Remembers a tenant user's language (a live account of the tenant); the locale stored, or undefined when there is no such user. */
export async function updateUserLocale(tx: Tx, tenantId: string, userId: string, locale: TLocale): Promise<TLocale | null | undefined> {
  const [row] = await tx
    .update(users)
    .set({ locale })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ locale: users.locale });
  return row?.locale;
}

/** Remembers a platform admin's language; the locale stored, or undefined when the admin no longer exists. */
export async function updateAdminLocale(tx: Tx, adminId: string, locale: TLocale): Promise<TLocale | null | undefined> {
  const [row] = await tx.update(platformAdmins).set({ locale }).where(eq(platformAdmins.id, adminId)).returning({ locale: platformAdmins.locale });
  return row?.locale;
}
