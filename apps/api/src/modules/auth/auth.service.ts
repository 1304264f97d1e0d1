import { errorText, type TAuthResponse, type TLocale, type TProfile, type TRegisterRequest, type TSessionUser } from '@forecourt/shared';
import { newId } from '../../lib/ids';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violations';
import type { TAppDeps } from '../../http/context';
import { withPlatform, withTenant } from '../../db/tenant';
import type { Tx } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashRefreshToken, newRefreshToken } from '../../lib/tokens';
import { recordAudit } from '../../db/audit';
import { iso } from '../../lib/json-values';
import * as q from './auth.queries';

export type TSignedIn = { response: TAuthResponse; refreshToken: string };

async function issueSession(deps: TAppDeps, tx: Tx, user: TSessionUser, familyId: string): Promise<TSignedIn> {
  const refresh = newRefreshToken();
  await q.insertRefreshToken(tx, {
    familyId,
    subjectType: user.role === 'superadmin' ? 'admin' : 'user',
    subjectId: user.id,
    tenantId: user.tenantId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  const token = await deps.tokens.sign({ sub: user.id, role: user.role, tid: user.tenantId, sid: familyId });
  return { response: { token, expiresIn: deps.tokens.ttlSeconds, user }, refreshToken: refresh.token };
}

/** A platform admin as the session (and the profile) shows it: the superadmin, with no tenant. */
function adminSessionUser(admin: { id: string; email: string; name: string; locale: TLocale | null }): TSessionUser {
  return { id: admin.id, email: admin.email, name: admin.name, role: 'superadmin', tenantId: null, tenantName: null, locale: admin.locale };
}

function invalidCredentials(): AppError {
  return new AppError('INVALID_CREDENTIALS', errorText('auth.invalidCredentials'));
}

/**
 * Sign-in through the tenant login (owner, manager, attendant) or the admin portal (superadmin).
 * Unknown email and wrong password answer alike, after the same password-hash work.
 */
export async function login(
  deps: TAppDeps,
  input: { email: string; password: string; ip: string },
  portal: 'tenant' | 'admin',
): Promise<TSignedIn> {
  const { email, password, ip } = input;
  if (deps.loginLimiter.isBlocked(email, ip)) throw new AppError('RATE_LIMITED', errorText('request.rateLimited'));

  const [user, admin] = await Promise.all([q.findTenantUserByEmail(deps.db, email), q.findAdminByEmail(deps.db, email)]);
  const hash = user?.passwordHash ?? admin?.passwordHash;
  const ok = await verifyPassword(hash, password);
  if (!ok || (user && user.status !== 'active')) {
    deps.loginLimiter.recordFailure(email, ip);
    throw invalidCredentials();
  }
  deps.loginLimiter.reset(email, ip);

  if (portal === 'tenant') {
    if (!user) throw new AppError('FORBIDDEN', errorText('auth.useAdminLogin'));
    if (user.tenantStatus === 'suspended') throw new AppError('TENANT_SUSPENDED', errorText('auth.tenantSuspended'));
    if (user.tenantStatus === 'cancelled') throw new AppError('TENANT_SUSPENDED', errorText('auth.tenantCancelled'));
    const session: TSessionUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      tenantId: user.tenantId,
      tenantName: user.tenantName,
      locale: user.locale,
    };
    const signedIn = await withPlatform(deps.db, (tx) => issueSession(deps, tx, session, newId()));
    await q.touchLastLogin(deps.db, 'user', user.id);
    return signedIn;
  }

  if (!admin) throw new AppError('FORBIDDEN', errorText('auth.adminOnly'));
  const session = adminSessionUser(admin);
  const signedIn = await withPlatform(deps.db, (tx) => issueSession(deps, tx, session, newId()));
  await q.touchLastLogin(deps.db, 'admin', admin.id);
  return signedIn;
}

/**
 * Rotates a refresh token. A token already rotated is accepted again only within the grace period
 * (two tabs refreshing together) and only while its family is open; replayed later, it closes the
 * family (a stolen token is then useless to both sides).
 */
export async function refresh(deps: TAppDeps, token: string | undefined): Promise<TSignedIn> {
  if (!token) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
  const outcome = await withPlatform(deps.db, async (tx) => {
    const row = await q.findRefreshTokenForUpdate(tx, hashRefreshToken(token));
    const now = new Date();
    if (!row || row.expiresAt <= now) return { kind: 'invalid' as const };
    if (row.revokedAt) {
      const withinGrace =
        row.revokeReason === 'rotated' &&
        row.usedAt !== null &&
        now.getTime() - row.usedAt.getTime() <= deps.config.refreshGraceSeconds * 1000 &&
        !(await q.isFamilyClosed(tx, row.familyId));
      if (!withinGrace) {
        if (row.revokeReason === 'rotated') await q.revokeFamily(tx, row.familyId, 'reuse', now);
        return { kind: 'invalid' as const };
      }
    } else {
      await q.markRefreshTokenRotated(tx, row.id, now);
    }
    const user = await q.loadSessionUser(tx, row);
    if (!user) return { kind: 'invalid' as const };
    return { kind: 'ok' as const, signedIn: await issueSession(deps, tx, user, row.familyId) };
  });
  if (outcome.kind === 'invalid') throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
  return outcome.signedIn;
}

/** Closes the sign-in family of the presented refresh token (unknown tokens are ignored). */
export async function logout(deps: TAppDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  await withPlatform(deps.db, async (tx) => {
    const row = await q.findRefreshTokenForUpdate(tx, hashRefreshToken(token));
    if (row) await q.revokeFamily(tx, row.familyId, 'logout', new Date());
  });
}

/** Self-service sign-up: a new business on the platform's default plan, and its owner, signed in. */
export async function register(deps: TAppDeps, input: TRegisterRequest): Promise<TSignedIn> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await withPlatform(deps.db, async (tx) => {
      if (await q.emailExists(tx, input.email)) throw new AppError('CONFLICT', errorText('auth.emailTaken'));
      const plan = await q.findDefaultPlan(tx);
      if (!plan) throw new Error('No default plan is configured');
      const tenant = await q.insertTenant(tx, { name: input.businessName, planId: plan.id });
      const owner = await q.insertUser(tx, {
        tenantId: tenant.id,
        email: input.email,
        name: input.name,
        role: 'owner',
        passwordHash,
      });
      await recordAudit(tx, {
        tenantId: tenant.id,
        actorId: owner.id,
        actorRole: 'owner',
        action: 'tenant.registered',
        entityType: 'tenant',
        entityId: tenant.id,
        details: { plan: plan.name },
      });
      const session: TSessionUser = {
        id: owner.id,
        email: owner.email,
        name: owner.name,
        role: 'owner',
        tenantId: tenant.id,
        tenantName: tenant.name,
        locale: null,
      };
      return issueSession(deps, tx, session, newId());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', errorText('auth.emailTaken'));
    throw error;
  }
}

export async function profile(deps: TAppDeps, auth: { userId: string; role: string; tenantId: string | null }): Promise<TProfile> {
  const when = (at: Date | string | null) => (at === null ? null : iso(at));
  if (auth.role === 'superadmin' || !auth.tenantId) {
    const admin = await withPlatform(deps.db, (tx) => q.loadAdminProfile(tx, auth.userId));
    if (!admin) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
    return {
      ...adminSessionUser(admin),
      planName: null,
      tenantStatus: null,
      lastLoginAt: when(admin.lastLoginAt),
      passwordChangedAt: when(admin.passwordChangedAt),
      timeZone: null,
    };
  }
  // The signed-in guard has checked the account and tenant already (profile is not a tenant-class route).
  const tenantId = auth.tenantId;
  const row = await withTenant(deps.db, tenantId, (tx) => q.loadProfile(tx, tenantId, auth.userId));
  if (!row) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
  return { ...row, lastLoginAt: when(row.lastLoginAt), passwordChangedAt: when(row.passwordChangedAt) };
}

/**
 * PUT /auth/profile/locale: remembers the signed-in user's language (docs/decisions/028). Every role: a
 * tenant user's is kept on their users row, a superadmin's on their platform_admins row; the next sign-in,
 * refresh and profile carry it.
 */
export async function setLocale(deps: TAppDeps, auth: { userId: string; role: string; tenantId: string | null }, locale: TLocale): Promise<{ locale: TLocale }> {
  const tenantId = auth.tenantId;
  const stored =
    auth.role === 'superadmin' || !tenantId
      ? await withPlatform(deps.db, (tx) => q.updateAdminLocale(tx, auth.userId, locale))
      : await withTenant(deps.db, tenantId, (tx) => q.updateUserLocale(tx, tenantId, auth.userId, locale));
  if (!stored) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
  return { locale: stored };
}
