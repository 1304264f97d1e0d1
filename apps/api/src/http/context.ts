import type { TAccess, TPlanFeature, TRole } from '@forecourt/shared';
import type { Db } from '../db/client';
import type { TCaller } from '../db/tenant';
import type { AppConfig } from '../config';
import type { TokenService } from '../lib/tokens';
import type { LoginLimiter } from '../lib/login-limiter';

/** Who is calling, established by the auth guard from the access token. */
export type TAuth = {
  userId: string;
  role: TRole;
  /** null only for the superadmin. */
  tenantId: string | null;
  /** The sign-in session (refresh token family) of the access token, when it names one. */
  sessionId: string | null;
};

/**
 * What a tenant service needs: the database and the caller, tenant guaranteed. `withTenant(ctx, …)`
 * checks in its first round trip that this caller may still act (docs/decisions/013).
 */
export type TTenantCtx = TCaller;

export type TAppDeps = {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  loginLimiter: LoginLimiter;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: required on every /api route (the guard refuses to register one without). */
    access?: TAccess;
    /**
     * The plan feature this tenant route belongs to (docs/decisions/064): a tenant whose plan lacks it is
     * refused 403 PLAN_FEATURE by the caller check in the request's own opening (fc_assert_caller).
     */
    feature?: TPlanFeature;
  }
  interface FastifyRequest {
    auth: TAuth | null;
  }
  interface FastifyInstance {
    deps: TAppDeps;
    apiRoutes: Array<{ method: string; url: string; access: TAccess; feature?: TPlanFeature }>;
  }
}
