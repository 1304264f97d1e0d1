import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAGE_MAX_LIMIT,
  ZCreateFuelPrice,
  ZFuelPrice,
  ZFuelPriceListQuery,
  ZIdParam,
  ZMissingPrice,
  ZNoData,
  ZPageOf,
  ZPriceValidation,
  ZSuccessOf,
  ZUpdateFuelPrice,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as prices from './fuel-prices.service';

/** Fuel prices (document 2): reads for every tenant role (attendants: assigned stations only), writes for owner and manager. */
export default async function fuelPriceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['fuel-prices'];

  app.get(
    '/fuel-prices',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Fuel prices: history, or in effect now plus scheduled',
        querystring: ZFuelPriceListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZFuelPrice)) },
      },
    },
    async (request) => ok(await prices.listPrices(tenantCtx(request), request.query)),
  );

  app.post(
    '/fuel-prices',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Set a price for a station and fuel from a time (default now)',
        body: ZCreateFuelPrice,
        response: { 201: ZSuccessOf(ZFuelPrice) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await prices.createPrice(tenantCtx(request), request.body))),
  );

  app.get(
    '/fuel-prices/missing',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Station and fuel pairs with active nozzles but no price in effect',
        response: { 200: ZSuccessOf(ZPageOf(ZMissingPrice)) },
      },
    },
    async (request) => {
      // A list like every other (DESIGN.md section 4); bounded by stations × fuel types, so one page.
      const items = await prices.missingPrices(tenantCtx(request));
      return ok({ items, page: 1, limit: PAGE_MAX_LIMIT, total: items.length });
    },
  );

  app.get(
    '/fuel-prices/validate/:id',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Checks on one price: {valid, issues}', params: ZIdParam, response: { 200: ZSuccessOf(ZPriceValidation) } },
    },
    async (request) => ok(await prices.validatePrice(tenantCtx(request), request.params.id)),
  );

  app.get(
    '/fuel-prices/:id',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'One fuel price', params: ZIdParam, response: { 200: ZSuccessOf(ZFuelPrice) } },
    },
    async (request) => ok(await prices.getPrice(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/fuel-prices/:id',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Edit a price no reading has used',
        params: ZIdParam,
        body: ZUpdateFuelPrice,
        response: { 200: ZSuccessOf(ZFuelPrice) },
      },
    },
    async (request) => ok(await prices.updatePrice(tenantCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/fuel-prices/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Delete a price no reading has used', params: ZIdParam, response: { 200: ZNoData } },
    },
    async (request) => {
      await prices.deletePrice(tenantCtx(request), request.params.id);
      return ok(null);
    },
  );
}
