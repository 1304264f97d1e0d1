import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZChangePassword, ZIdParam, ZPasswordChanged, ZSuccessOf } from '@forecourt/shared';
import { adminCtx, tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as account from './account.service';

/** The caller's sign-in session, address and the login limiter (wrong current passwords count as failed sign-ins). */
function accountRequest(request: FastifyRequest): account.TAccountRequest {
  return { sessionId: request.auth?.sessionId ?? null, ip: request.ip, limiter: request.server.deps.loginLimiter };
}

/**
 * Account settings (document 4): every signed-in user changes their own password. Tenant users through
 * the users call of the spec (own id only); the platform admin on the platform path (docs/decisions/016).
 */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  app.post(
    '/users/:id/change-password',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Change your own password (current one checked); your other sessions are signed out',
        params: ZIdParam,
        body: ZChangePassword,
        response: { 200: ZSuccessOf(ZPasswordChanged) },
      },
    },
    async (request) => ok(await account.changeOwnPassword(tenantCtx(request), request.params.id, request.body, accountRequest(request))),
  );

  app.post(
    '/admin/me/change-password',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: "Change the platform admin's own password (current one checked); other sessions are signed out",
        body: ZChangePassword,
        response: { 200: ZSuccessOf(ZPasswordChanged) },
      },
    },
    async (request) => ok(await account.changeAdminPassword(adminCtx(request), request.body, accountRequest(request))),
  );
}
