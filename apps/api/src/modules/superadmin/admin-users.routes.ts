import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminResetPassword, ZAdminUser, ZAdminUserList, ZCreateAdminUser, ZIdParam, ZNoData, ZSuccessOf, ZUpdateAdminUser } from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as admins from './admin-users.service';

/** Admin users (document 4): /superadmin/users, and /admin/users as the same list and create. */
export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['superadmin'];
  const config = { access: 'superadmin' as const };

  for (const base of ['/superadmin/users', '/admin/users']) {
    app.get(
      base,
      { config, schema: { tags, summary: 'Platform admins, with the platform user counts', response: { 200: ZSuccessOf(ZAdminUserList) } } },
      async (request) => ok(await admins.listAdmins(adminCtx(request))),
    );
    app.post(
      base,
      { config, schema: { tags, summary: 'Create a platform admin (superadmin)', body: ZCreateAdminUser, response: { 201: ZSuccessOf(ZAdminUser) } } },
      async (request, reply) => reply.status(201).send(ok(await admins.createAdmin(adminCtx(request), request.body))),
    );
  }

  app.put(
    '/superadmin/users/:id',
    { config, schema: { tags, summary: "Edit an admin's name and email", params: ZIdParam, body: ZUpdateAdminUser, response: { 200: ZSuccessOf(ZAdminUser) } } },
    async (request) => ok(await admins.updateAdmin(adminCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/superadmin/users/:id',
    { config, schema: { tags, summary: 'Delete an admin (never oneself, never the last one)', params: ZIdParam, response: { 200: ZNoData } } },
    async (request) => {
      await admins.deleteAdmin(adminCtx(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/superadmin/users/:id/reset-password',
    {
      config,
      schema: { tags, summary: "Set an admin's password; signs that admin out everywhere", params: ZIdParam, body: ZAdminResetPassword, response: { 200: ZNoData } },
    },
    async (request) => {
      await admins.resetAdminPassword(adminCtx(request), request.params.id, request.body, request.auth?.sessionId ?? null);
      return ok(null);
    },
  );
}
