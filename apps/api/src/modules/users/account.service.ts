import type { z } from 'zod';
import { errorText, type TPasswordChanged, type ZChangePassword } from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withAdmin, withAdminRead, withTenant, withTenantRead, type TAdmin } from '../../db/tenant';
import { recordAudit } from '../../db/audit';
import type { LoginLimiter } from '../../lib/login-limiter';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import * as q from './users.queries';

type TChangeInput = z.output<typeof ZChangePassword>;

/**
 * Account settings: every signed-in user changes their own password (document 4). The current password
 * is checked; the user's other sessions are signed out and the one making the change stays signed in
 * (docs/decisions/016).
 */

/** Who asks: their sign-in session (to keep), their address and the login limiter (wrong current passwords count as failed sign-ins). */
export type TAccountRequest = { sessionId: string | null; ip: string; limiter: LoginLimiter };

function wrongCurrentPassword(): AppError {
  return AppError.onField('UNPROCESSABLE', 'currentPassword', errorText('user.currentPasswordWrong'));
}

/**
 * Checks the current password against the stored hash like a sign-in (rate-limited per email and
 * address, refusals counted) and hashes the new one. The hashing runs outside any transaction.
 */
async function verifyAndHash(stored: { email: string; passwordHash: string }, input: TChangeInput, req: TAccountRequest): Promise<string> {
  if (req.limiter.isBlocked(stored.email, req.ip)) throw new AppError('RATE_LIMITED', errorText('request.rateLimited'));
  if (!(await verifyPassword(stored.passwordHash, input.currentPassword))) {
    req.limiter.recordFailure(stored.email, req.ip);
    throw wrongCurrentPassword();
  }
  req.limiter.reset(stored.email, req.ip);
  return hashPassword(input.newPassword);
}

/** POST /users/{id}/change-password: the caller's own id only (403 for any other, without looking it up). */
export async function changeOwnPassword(ctx: TTenantCtx, id: string, input: TChangeInput, req: TAccountRequest): Promise<TPasswordChanged> {
  if (id.toLowerCase() !== ctx.userId.toLowerCase()) throw new AppError('FORBIDDEN', errorText('user.ownPasswordOnly'));
  const stored = await withTenantRead(ctx, (tx) => q.passwordOf(tx, ctx.tenantId, ctx.userId));
  if (!stored) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
  const passwordHash = await verifyAndHash(stored, input, req);
  return withTenant(ctx, async (tx) => {
    // Only over the password just checked: a change made meanwhile (another session, a reset) wins.
    if (!(await q.setPassword(tx, ctx.tenantId, ctx.userId, passwordHash, stored.passwordHash))) {
      throw new AppError('CONFLICT', errorText('user.passwordChangedMeanwhile'));
    }
    const otherSessionsSignedOut = await q.revokeSessions(tx, ctx.userId, req.sessionId);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.userId,
      actorRole: ctx.role,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: ctx.userId,
      details: { sessionsSignedOut: otherSessionsSignedOut },
    });
    return { otherSessionsSignedOut };
  });
}

/** POST /admin/me/change-password: the platform admin's own password, on the platform path. */
export async function changeAdminPassword(admin: TAdmin, input: TChangeInput, req: TAccountRequest): Promise<TPasswordChanged> {
  const { adminId } = admin;
  const stored = await withAdminRead(admin, (tx) => q.adminPasswordOf(tx, adminId));
  if (!stored) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
  const passwordHash = await verifyAndHash(stored, input, req);
  return withAdmin(admin, async (tx) => {
    if (!(await q.setAdminPassword(tx, adminId, passwordHash, stored.passwordHash))) {
      throw new AppError('CONFLICT', errorText('user.passwordChangedMeanwhile'));
    }
    return { otherSessionsSignedOut: await q.revokeAdminSessions(tx, adminId, req.sessionId) };
  });
}
