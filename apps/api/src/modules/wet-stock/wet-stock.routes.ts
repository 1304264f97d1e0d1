import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDip,
  ZDipChartSummary,
  ZDipVolume,
  ZDipVolumeQuery,
  ZIdParam,
  ZPageOf,
  ZPageQuery,
  ZReceipt,
  ZRecordDip,
  ZRecordReceipt,
  ZSuccessOf,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as wetStock from './wet-stock.service';
import * as receipts from './receipts.service';

/**
 * Wet stock (issue 38): a tank's dip chart (owner and manager upload it as CSV; everyone reads it) and
 * its dips (owner, manager, and attendants at their assigned stations).
 */
export default async function wetStockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['wet-stock'];
  // The chart arrives as the calibrator's CSV (this plugin's routes only).
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.put(
    '/tanks/:id/dip-chart',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: "Upload the tank's calibration chart (CSV: Dip_Value,Dip_Volume or DipValue,t_0…t_9)",
        consumes: ['text/csv'],
        params: ZIdParam,
        body: z.string().describe('The chart as CSV text'),
        response: { 200: ZSuccessOf(ZDipChartSummary) },
      },
    },
    async (request) => ok(await wetStock.uploadDipChart(tenantCtx(request), request.params.id, request.body)),
  );

  app.get(
    '/tanks/:id/dip-chart',
    { config: { access: 'tenantAny' }, schema: { tags, summary: "The tank's current chart", params: ZIdParam, response: { 200: ZSuccessOf(ZDipChartSummary) } } },
    async (request) => ok(await wetStock.getDipChart(tenantCtx(request), request.params.id)),
  );

  app.get(
    '/tanks/:id/dip-chart/volume',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Litres at a dip by the current chart', params: ZIdParam, querystring: ZDipVolumeQuery, response: { 200: ZSuccessOf(ZDipVolume) } },
    },
    async (request) => ok(await wetStock.dipVolume(tenantCtx(request), request.params.id, request.query.dipCm)),
  );

  app.post(
    '/tanks/:id/dips',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Record a dip (opening, closing or check)', params: ZIdParam, body: ZRecordDip, response: { 200: ZSuccessOf(ZDip), 201: ZSuccessOf(ZDip) } },
    },
    async (request, reply) => {
      const { dip, replayed } = await wetStock.recordDip(tenantCtx(request), request.params.id, request.body);
      return reply.status(replayed ? 200 : 201).send(ok(dip));
    },
  );

  app.get(
    '/tanks/:id/dips',
    { config: { access: 'tenantAny' }, schema: { tags, summary: "The tank's dips, newest first", params: ZIdParam, querystring: ZPageQuery, response: { 200: ZSuccessOf(ZPageOf(ZDip)) } } },
    async (request) => ok(await wetStock.listDips(tenantCtx(request), request.params.id, request.query)),
  );

  app.post(
    '/tanks/:id/receipts',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Record a tanker receipt (decantation)', params: ZIdParam, body: ZRecordReceipt, response: { 201: ZSuccessOf(ZReceipt) } },
    },
    async (request, reply) => reply.status(201).send(ok(await receipts.recordReceipt(tenantCtx(request), request.params.id, request.body))),
  );

  app.get(
    '/tanks/:id/receipts',
    { config: { access: 'tenantAny' }, schema: { tags, summary: "The tank's receipts, newest first", params: ZIdParam, querystring: ZPageQuery, response: { 200: ZSuccessOf(ZPageOf(ZReceipt)) } } },
    async (request) => ok(await receipts.listReceipts(tenantCtx(request), request.params.id, request.query)),
  );
}
