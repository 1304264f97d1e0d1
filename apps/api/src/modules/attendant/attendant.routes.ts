import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZNozzle, ZNozzleListQuery, ZPageOf, ZPump, ZPumpListQuery, ZStation, ZStationListQuery, ZSuccessOf } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import { listPumps } from '../pumps/pumps.service';
import { listStations } from '../stations/stations.service';
import { listAttendantNozzles } from './attendant.service';

/**
 * The attendant portal's asset reads (document 3): the same lists as /stations, /pumps and /nozzles,
 * which for an attendant hold only the stations assigned to them and their pumps and nozzles.
 */
export default async function attendantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['attendant'];

  app.get(
    '/attendant/stations',
    {
      config: { access: 'attendant' },
      schema: { tags, summary: 'My assigned stations', querystring: ZStationListQuery, response: { 200: ZSuccessOf(ZPageOf(ZStation)) } },
    },
    async (request) => ok(await listStations(tenantCtx(request), request.query)),
  );

  app.get(
    '/attendant/pumps',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary: 'Pumps of my assigned stations',
        querystring: ZPumpListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZPump)) },
      },
    },
    async (request) => ok(await listPumps(tenantCtx(request), request.query)),
  );

  app.get(
    '/attendant/nozzles',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary: 'Nozzles of my assigned stations, with the price in effect now',
        querystring: ZNozzleListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZNozzle)) },
      },
    },
    async (request) => ok(await listAttendantNozzles(tenantCtx(request), request.query)),
  );
}
