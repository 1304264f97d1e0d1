import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateStation,
  ZIdParam,
  ZNoData,
  ZPageOf,
  ZStation,
  ZStationListQuery,
  ZStationMetrics,
  ZSuccessOf,
  ZUpdateStation,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as stations from './stations.service';

/** Stations (document 2): reads for every tenant role (attendants: assigned only), writes for owner and manager. */
export default async function stationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stations'];

  app.get(
    '/stations',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'List stations', querystring: ZStationListQuery, response: { 200: ZSuccessOf(ZPageOf(ZStation)) } },
    },
    async (request) => ok(await stations.listStations(tenantCtx(request), request.query)),
  );

  app.post(
    '/stations',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Create a station', body: ZCreateStation, response: { 201: ZSuccessOf(ZStation) } },
    },
    async (request, reply) => reply.status(201).send(ok(await stations.createStation(tenantCtx(request), request.body))),
  );

  app.get(
    '/stations/:id',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'One station with its metrics', params: ZIdParam, response: { 200: ZSuccessOf(ZStation) } },
    },
    async (request) => ok(await stations.getStation(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/stations/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Update a station', params: ZIdParam, body: ZUpdateStation, response: { 200: ZSuccessOf(ZStation) } },
    },
    async (request) => ok(await stations.updateStation(tenantCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/stations/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Delete a station with its pumps and nozzles', params: ZIdParam, response: { 200: ZNoData } },
    },
    async (request) => {
      await stations.deleteStation(tenantCtx(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/stations/:id/metrics',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Pump and nozzle counts of a station', params: ZIdParam, response: { 200: ZSuccessOf(ZStationMetrics) } },
    },
    async (request) => ok(await stations.getStationMetrics(tenantCtx(request), request.params.id)),
  );
}
