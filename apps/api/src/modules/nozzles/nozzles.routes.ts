import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateNozzle, ZIdParam, ZNoData, ZNozzle, ZNozzleListQuery, ZPageOf, ZSuccessOf, ZUpdateNozzle } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as nozzles from './nozzles.service';

/** Nozzles (document 2): reads for every tenant role (attendants: assigned stations only), writes for owner and manager. */
export default async function nozzleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['nozzles'];

  app.get(
    '/nozzles',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'List nozzles', querystring: ZNozzleListQuery, response: { 200: ZSuccessOf(ZPageOf(ZNozzle)) } },
    },
    async (request) => ok(await nozzles.listNozzles(tenantCtx(request), request.query)),
  );

  app.post(
    '/nozzles',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Add a nozzle to a pump', body: ZCreateNozzle, response: { 201: ZSuccessOf(ZNozzle) } },
    },
    async (request, reply) => reply.status(201).send(ok(await nozzles.createNozzle(tenantCtx(request), request.body))),
  );

  app.get(
    '/nozzles/:id',
    { config: { access: 'tenantAny' }, schema: { tags, summary: 'One nozzle', params: ZIdParam, response: { 200: ZSuccessOf(ZNozzle) } } },
    async (request) => ok(await nozzles.getNozzle(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/nozzles/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Update a nozzle', params: ZIdParam, body: ZUpdateNozzle, response: { 200: ZSuccessOf(ZNozzle) } },
    },
    async (request) => ok(await nozzles.updateNozzle(tenantCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/nozzles/:id',
    { config: { access: 'ownerManager' }, schema: { tags, summary: 'Delete a nozzle', params: ZIdParam, response: { 200: ZNoData } } },
    async (request) => {
      await nozzles.deleteNozzle(tenantCtx(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/nozzles/:id/settings',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: "A nozzle's settings (name, fuel type, status)", params: ZIdParam, response: { 200: ZSuccessOf(ZNozzle) } },
    },
    async (request) => ok(await nozzles.getNozzle(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/nozzles/:id/settings',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: "Update a nozzle's settings (name, fuel type, status)",
        params: ZIdParam,
        body: ZUpdateNozzle,
        response: { 200: ZSuccessOf(ZNozzle) },
      },
    },
    async (request) => ok(await nozzles.updateNozzle(tenantCtx(request), request.params.id, request.body)),
  );
}
