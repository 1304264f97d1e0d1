import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAttendantReading,
  ZAttendantReadingListQuery,
  ZAttendantTodaysSummary,
  ZCreateAttendantReading,
  ZNozzle,
  ZNozzleListQuery,
  ZPageOf,
  ZPump,
  ZPumpListQuery,
  ZReading,
  ZStation,
  ZStationListQuery,
  ZSuccessOf,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import { listStations } from '../stations/stations.service';
import * as attendant from './attendant.service';

/**
 * The attendant portal (document 3): the assigned stations and their pumps and nozzles (a filter naming
 * any other station or pump is 404), the attendant's own readings and today's summary, and recording a
 * reading on an assigned nozzle. Attendants only: owners and managers use the general routes (403).
 * The portal's alerts are in modules/alerts (GET /attendant/alerts, PUT /attendant/alerts/{id}/acknowledge).
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
        summary: 'Pumps of my assigned stations (404 for a station filter outside them)',
        querystring: ZPumpListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZPump)) },
      },
    },
    async (request) => ok(await attendant.listAttendantPumps(tenantCtx(request), request.query)),
  );

  app.get(
    '/attendant/nozzles',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary: 'Nozzles of my assigned stations, with the price in effect now (404 for a station or pump filter outside them)',
        querystring: ZNozzleListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZNozzle)) },
      },
    },
    async (request) => ok(await attendant.listAttendantNozzles(tenantCtx(request), request.query)),
  );

  app.get(
    '/attendant/readings',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary: 'My own readings at my assigned stations, newest first (10 unless told)',
        querystring: ZAttendantReadingListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZAttendantReading)) },
      },
    },
    async (request) => ok(await attendant.listOwnReadings(tenantCtx(request), request.query)),
  );

  app.post(
    '/attendant/readings',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary:
          'Record a reading on a nozzle of my assigned stations (the rules and answers of POST /nozzle-readings); 200 with the stored reading when a client id is replayed',
        body: ZCreateAttendantReading,
        response: { 200: ZSuccessOf(ZReading), 201: ZSuccessOf(ZReading) },
      },
    },
    async (request, reply) => {
      const { reading, replayed } = await attendant.recordAttendantReading(tenantCtx(request), request.body);
      return reply.status(replayed ? 200 : 201).send(ok(reading));
    },
  );

  app.get(
    '/attendant/todays-summary',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary: "Today's business day: my readings, litres and sales, whether I reported cash, my last reading",
        response: { 200: ZSuccessOf(ZAttendantTodaysSummary) },
      },
    },
    async (request) => ok(await attendant.todaysSummary(tenantCtx(request))),
  );
}
