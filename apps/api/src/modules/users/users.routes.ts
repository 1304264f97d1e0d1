import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateUser, ZIdParam, ZNoData, ZPageOf, ZResetPassword, ZSuccessOf, ZUpdateUser, ZUser, ZUserListQuery } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as team from './users.service';

/**
 * Team management (document 4): owner and manager only. Which users each may change (owner: managers and
 * attendants; manager: attendants) is the service's rule, answered with 403.
 */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.get(
    '/users',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'The team: live users, owner first', querystring: ZUserListQuery, response: { 200: ZSuccessOf(ZPageOf(ZUser)) } },
    },
    async (request) => ok(await team.listUsers(tenantCtx(request), request.query)),
  );

  app.post(
    '/users',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Create a manager (owner only) or an attendant', body: ZCreateUser, response: { 201: ZSuccessOf(ZUser) } },
    },
    async (request, reply) => reply.status(201).send(ok(await team.createUser(tenantCtx(request), request.body))),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'One user of the team', params: ZIdParam, response: { 200: ZSuccessOf(ZUser) } },
    },
    async (request) => ok(await team.getUser(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Edit name, email, role, status and stations of a user the caller manages',
        params: ZIdParam,
        body: ZUpdateUser,
        response: { 200: ZSuccessOf(ZUser) },
      },
    },
    async (request) => ok(await team.updateUser(tenantCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Delete (deactivate for good) a user the caller manages; history keeps the name', params: ZIdParam, response: { 200: ZNoData } },
    },
    async (request) => {
      await team.deleteUser(tenantCtx(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/users/:id/reset-password',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: "Set a new password for a user the caller manages; signs that user out everywhere",
        params: ZIdParam,
        body: ZResetPassword,
        response: { 200: ZNoData },
      },
    },
    async (request) => {
      await team.resetPassword(tenantCtx(request), request.params.id, request.body);
      return ok(null);
    },
  );
}
