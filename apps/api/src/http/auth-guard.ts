import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ACCESS, API_BASE, errorText, isPlanFeature, roleMayAccess, type TAccess, type TPlanFeature } from '@forecourt/shared';
import { AppError } from './app-error';
import type { TTenantCtx } from './context';
import { loadSubjectState } from '../db/subjects';
import type { TAdmin } from '../db/tenant';

/** Every API route with its access class (and its plan feature), for the role-table and plan-feature tests and the docs. */
export type TRegisteredRoute = { method: string; url: string; access: TAccess; feature?: TPlanFeature };

/**
 * Access classes whose callers are checked inside the request's own transaction: tenant routes
 * (withTenant / withTenantRead: fc_assert_caller) and platform routes (withAdmin / withAdminRead:
 * fc_assert_admin), so no separate round trip is spent on it in the guard.
 */
const CHECKED_IN_TRANSACTION = new Set<TAccess>(['tenantAny', 'ownerManager', 'attendant', 'owner', 'superadmin']);

/** Access classes of tenant routes: the only ones a plan feature can belong to (their caller check reads the plan). */
const TENANT_ACCESS = new Set<TAccess>(['tenantAny', 'ownerManager', 'attendant', 'owner']);

/** Routes outside the API (the web app, the OpenAPI viewer) carry no access class. */
function isApiRoute(url: string): boolean {
  return url.startsWith(`${API_BASE}/`) || url === API_BASE;
}

/**
 * Attaches authentication and the role check to every API route at registration. A route under
 * /api/v1 without `config.access` makes start-up fail: a new route cannot forget its roles.
 */
export function installAuthGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  const registered: TRegisteredRoute[] = [];
  app.decorate('apiRoutes', registered);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access || !(access in ACCESS)) {
      throw new Error(`Route ${route.method} ${route.url} declares no access class (config.access)`);
    }
    // A plan feature (docs/decisions/064) is checked by the tenant transaction's caller check: only on a tenant route.
    const feature = route.config?.feature;
    if (feature !== undefined && (!isPlanFeature(feature) || !TENANT_ACCESS.has(access))) {
      throw new Error(`Route ${route.method} ${route.url} declares plan feature ${String(feature)}: not a catalogue key on a tenant route`);
    }
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, access, ...(feature ? { feature } : {}) });
    }
    if (access === 'public') return;
    // onRequest, before the body is parsed and validated: an anonymous caller or a role outside the
    // class is refused (401/403) before it learns anything from a validation answer (400).
    const guard = async (request: FastifyRequest) => authenticate(app, request, access);
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest, access: TAccess): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new AppError('UNAUTHENTICATED', errorText('auth.required'));
  const claims = await app.deps.tokens.verify(token);
  if (!claims) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));

  // The account must still exist and be usable; a tenant must still be active. On tenant and platform
  // routes the request's own transaction checks this in its first round trip (withTenant with the
  // caller, docs/decisions/013; withAdmin, docs/decisions/027), so no separate transaction is spent on
  // it here; the signed-in routes (profile) check it now.
  if (!CHECKED_IN_TRANSACTION.has(access)) {
    const state = await loadSubjectState(app.deps.db, claims);
    if (!state) throw new AppError('UNAUTHENTICATED', errorText('auth.sessionExpired'));
    if (state.tenantStatus === 'suspended') throw new AppError('TENANT_SUSPENDED', errorText('auth.tenantSuspended'));
    if (state.tenantStatus === 'cancelled') throw new AppError('TENANT_SUSPENDED', errorText('auth.tenantCancelled'));
  }

  request.auth = { userId: claims.sub, role: claims.role, tenantId: claims.tid, sessionId: claims.sid };

  if (!roleMayAccess(access, claims.role)) throw new AppError('FORBIDDEN', errorText('auth.forbidden'));

  const headerTenant = request.headers['x-tenant-id'];
  if (headerTenant !== undefined) {
    const value = Array.isArray(headerTenant) ? headerTenant[0] : headerTenant;
    if (!claims.tid || value?.toLowerCase() !== claims.tid.toLowerCase()) {
      throw new AppError('FORBIDDEN', errorText('auth.tenantHeaderMismatch'));
    }
  }
}

/** The platform admin of a request on a superadmin route (the guard has run): for withAdmin / withAdminRead. */
export function adminCtx(request: FastifyRequest): TAdmin {
  const auth = request.auth;
  if (!auth || auth.role !== 'superadmin') throw new AppError('FORBIDDEN', errorText('auth.forbidden'));
  return { db: request.server.deps.db, adminId: auth.userId };
}

/**
 * The tenant context of a request on a tenant route (the guard has run), with the plan feature the route
 * declares (`config.feature`): every transaction of the request then checks it in its opening.
 */
export function tenantCtx(request: FastifyRequest): TTenantCtx {
  const auth = request.auth;
  if (!auth || !auth.tenantId || auth.role === 'superadmin') throw new AppError('FORBIDDEN', errorText('auth.forbidden'));
  const feature = request.routeOptions.config?.feature;
  return { db: request.server.deps.db, userId: auth.userId, role: auth.role, tenantId: auth.tenantId, ...(feature ? { feature } : {}) };
}
