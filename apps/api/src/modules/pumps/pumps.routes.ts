import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreatePump, ZIdParam, ZNoData, ZPageOf, ZPump, ZPumpListQuery, ZPumpStatus, ZSuccessOf, ZUpdatePump } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as pumps from './pumps.service';

/** Pumps (document 2): reads for every tenant role (attendants: assigned stations only), writes for owner and manager. */
export default async function pumpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['pumps'];

  app.get(
    '/pumps',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'List pumps', querystring: ZPumpListQuery, response: { 200: ZSuccessOf(ZPageOf(ZPump)) } },
    },
    async (request) => ok(await pumps.listPumps(tenantCtx(request), request.query)),
  );

  app.post(
    '/pumps',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Create a pump (optionally with its nozzles)', body: ZCreatePump, response: { 201: ZSuccessOf(ZPump) } },
    },
    async (request, reply) => reply.status(201).send(ok(await pumps.createPump(tenantCtx(request), request.body))),
  );

  app.get(
    '/pumps/:id',
    { config: { access: 'tenantAny' }, schema: { tags, summary: 'One pump', params: ZIdParam, response: { 200: ZSuccessOf(ZPump) } } },
    async (request) => ok(await pumps.getPump(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/pumps/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Update a pump', params: ZIdParam, body: ZUpdatePump, response: { 200: ZSuccessOf(ZPump) } },
    },
    async (request) => ok(await pumps.updatePump(tenantCtx(request), request.params.id, request.body)),
  );

  app.patch(
    '/pumps/:id/status',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: "Change a pump's status", params: ZIdParam, body: ZPumpStatus, response: { 200: ZSuccessOf(ZPump) } },
    },
    async (request) => ok(await pumps.updatePump(tenantCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/pumps/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Delete a pump with its nozzles', params: ZIdParam, response: { 200: ZNoData } },
    },
    async (request) => {
      await pumps.deletePump(tenantCtx(request), request.params.id);
      return ok(null);
    },
  );
}
