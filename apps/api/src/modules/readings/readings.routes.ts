import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCanCreateReading,
  ZCreateReading,
  ZIdParam,
  ZPageWithSummaryOf,
  ZReading,
  ZReadingListQuery,
  ZReadingSummary,
  ZSuccessOf,
  ZUpdateReading,
  ZUuid,
  ZVoidReading,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as readings from './readings.service';

const ZNozzleIdParam = z.object({ nozzleId: ZUuid });

/**
 * Nozzle meter readings (document 2): every tenant role records and reads (attendants: nozzles of
 * assigned stations only, others 404); voiding and correcting are for owner and manager.
 */
export default async function readingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['readings'];

  app.get(
    '/nozzle-readings',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Readings with the summary over the filter',
        querystring: ZReadingListQuery,
        response: { 200: ZSuccessOf(ZPageWithSummaryOf(ZReading, ZReadingSummary)) },
      },
    },
    async (request) => ok(await readings.listReadings(tenantCtx(request), request.query)),
  );

  app.post(
    '/nozzle-readings',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Record a reading (the server computes previous, volume, price, amount); 200 with the stored reading when a client id is replayed',
        body: ZCreateReading,
        response: { 200: ZSuccessOf(ZReading), 201: ZSuccessOf(ZReading) },
      },
    },
    async (request, reply) => {
      const { reading, replayed } = await readings.createReading(tenantCtx(request), request.body);
      return reply.status(replayed ? 200 : 201).send(ok(reading));
    },
  );

  app.get(
    '/nozzle-readings/can-create/:nozzleId',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Whether a reading can be recorded on a nozzle now',
        params: ZNozzleIdParam,
        response: { 200: ZSuccessOf(ZCanCreateReading) },
      },
    },
    async (request) => ok(await readings.canCreate(tenantCtx(request), request.params.nozzleId)),
  );

  app.get(
    '/nozzle-readings/:id',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'One reading', params: ZIdParam, response: { 200: ZSuccessOf(ZReading) } },
    },
    async (request) => ok(await readings.getReading(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/nozzle-readings/:id',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: "Correct the nozzle's latest reading, or edit notes",
        params: ZIdParam,
        body: ZUpdateReading,
        response: { 200: ZSuccessOf(ZReading) },
      },
    },
    async (request) => ok(await readings.updateReading(tenantCtx(request), request.params.id, request.body)),
  );

  app.post(
    '/nozzle-readings/:id/void',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: "Void the nozzle's latest reading (reason required, irreversible)",
        params: ZIdParam,
        body: ZVoidReading,
        response: { 200: ZSuccessOf(ZReading) },
      },
    },
    async (request) => ok(await readings.voidReading(tenantCtx(request), request.params.id, request.body)),
  );
}
