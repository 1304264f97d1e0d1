import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRole, type TRole } from '@forecourt/shared';

export type TAccessClaims = {
  sub: string;
  role: TRole;
  /** The tenant of a tenant user; null for the superadmin. */
  tid: string | null;
  /**
   * The sign-in session: the refresh token family the access token was issued with, so that a password
   * change can sign out every other session and keep this one (docs/decisions/016). Null on a token
   * issued without one.
   */
  sid: string | null;
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ISSUER = 'forecourt';
const AUDIENCE = 'forecourt-api';

/** Verified tokens kept in memory (a verification through WebCrypto costs more than the rest of a small request). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // token → its claims and expiry (ms). A token is only ever looked up by its exact text, whose signature
  // was verified when it entered; an entry is used only until the token's own expiry. Insertion order
  // makes the oldest entry the first evicted when the cache is full.
  const verified = new Map<string, { claims: TAccessClaims; expiresAt: number }>();
  return {
    ttlSeconds,
    async sign(claims: TAccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, tid: claims.tid, ...(claims.sid ? { sid: claims.sid } : {}) })
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
      const hit = verified.get(token);
      if (hit) {
        if (Date.now() < hit.expiresAt) return hit.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const role = payload.role;
        const tid = payload.tid;
        if (typeof payload.sub !== 'string' || !isRole(role)) return null;
        if (role === 'superadmin' ? tid !== null : typeof tid !== 'string') return null;
        const sid = typeof payload.sid === 'string' && UUID_RE.test(payload.sid) ? payload.sid : null;
        const claims: TAccessClaims = { sub: payload.sub, role, tid: (tid as string | null) ?? null, sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
          verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        }
        return claims;
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
