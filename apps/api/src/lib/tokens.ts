import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRole, type TRole } from '@forecourt/shared';

export type TAccessClaims = {
  sub: string;
  role: TRole;
  /** The tenant of a tenant user; null for the superadmin. */
  tid: string | null;
};

const ISSUER = 'forecourt';
const AUDIENCE = 'forecourt-api';

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims: TAccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, tid: claims.tid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid token, or null for a missing, expired, tampered or malformed one. */
    async verify(token: string): Promise<TAccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const role = payload.role;
        const tid = payload.tid;
        if (typeof payload.sub !== 'string' || !isRole(role)) return null;
        if (role === 'superadmin' ? tid !== null : typeof tid !== 'string') return null;
        return { sub: payload.sub, role, tid: (tid as string | null) ?? null };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** A new opaque refresh token and the hash stored for it. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
