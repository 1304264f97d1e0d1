import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateTank, ZIdParam, ZNoData, ZPageOf, ZSuccessOf, ZTank, ZTankListQuery, ZUpdateTank } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as tanks from './tanks.service';

/** Tanks (issue 38): every tenant role reads (attendants: assigned stations only); owner and manager manage them. */
export default async function tankRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tanks'];

  app.get(
    '/tanks',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'List tanks with the nozzles each feeds', querystring: ZTankListQuery, response: { 200: ZSuccessOf(ZPageOf(ZTank)) } },
    },
    async (request) => ok(await tanks.listTanks(tenantCtx(request), request.query)),
  );

  app.post(
    '/tanks',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Add a tank feeding the nozzles given', body: ZCreateTank, response: { 201: ZSuccessOf(ZTank) } },
    },
    async (request, reply) => reply.status(201).send(ok(await tanks.createTank(tenantCtx(request), request.body))),
  );

  app.get(
    '/tanks/:id',
    { config: { access: 'tenantAny' }, schema: { tags, summary: 'One tank', params: ZIdParam, response: { 200: ZSuccessOf(ZTank) } } },
    async (request) => ok(await tanks.getTank(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/tanks/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: "Update a tank's name, capacity, minimum level or nozzles", params: ZIdParam, body: ZUpdateTank, response: { 200: ZSuccessOf(ZTank) } },
    },
    async (request) => ok(await tanks.updateTank(tenantCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/tanks/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Delete an empty tank (its ledger stays)', params: ZIdParam, response: { 200: ZNoData } },
    },
    async (request) => {
      await tanks.deleteTank(tenantCtx(request), request.params.id);
      return ok(null);
    },
  );
}
