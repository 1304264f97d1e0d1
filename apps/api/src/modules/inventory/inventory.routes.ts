import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZInventoryItem,
  ZInventoryMovement,
  ZInventoryQuery,
  ZInventorySummary,
  ZInventorySummaryQuery,
  ZInventoryUpdate,
  ZPageOf,
  ZPageQuery,
  ZPageWithSummaryOf,
  ZSuccessOf,
  ZTankIdParam,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as inventory from './inventory.service';

/**
 * Fuel inventory (document 2): every tenant role reads (attendants: assigned stations only); owner and
 * manager record stock updates. The book stock is a ledger (docs/decisions/009).
 */
export default async function inventoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];

  app.get(
    '/fuel-inventory',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Tanks (and fuels sold with no tank yet) with the summary over the filter',
        querystring: ZInventoryQuery,
        response: { 200: ZSuccessOf(ZPageWithSummaryOf(ZInventoryItem, ZInventorySummary)) },
      },
    },
    async (request) => ok(await inventory.listInventory(tenantCtx(request), request.query)),
  );

  app.get(
    '/fuel-inventory/summary',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Inventory summary over the filter',
        querystring: ZInventorySummaryQuery,
        response: { 200: ZSuccessOf(ZInventorySummary) },
      },
    },
    async (request) => ok(await inventory.inventorySummary(tenantCtx(request), request.query)),
  );

  app.get(
    '/fuel-inventory/:tankId/movements',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: "A tank's ledger, newest first",
        params: ZTankIdParam,
        querystring: ZPageQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZInventoryMovement)) },
      },
    },
    async (request) => ok(await inventory.listMovements(tenantCtx(request), request.params.tankId, request.query)),
  );

  app.post(
    '/inventory/update',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Record the stock of a tank (adjustment = new stock − book stock)',
        body: ZInventoryUpdate,
        response: { 200: ZSuccessOf(ZInventoryItem) },
      },
    },
    async (request) => ok(await inventory.updateInventory(tenantCtx(request), request.body)),
  );
}
