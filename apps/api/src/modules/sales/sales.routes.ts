import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SALES_CSV_COLUMNS, ZPageWithSummaryOf, ZSale, ZSalesQuery, ZSalesSummary, ZSuccessOf } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as sales from './sales.service';

/** Sales (document 4): each non-voided reading is a sale. Owner and manager only. */
export default async function salesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['sales'];

  app.get(
    '/sales',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Sales with the summary over the filter',
        querystring: ZSalesQuery,
        response: { 200: ZSuccessOf(ZPageWithSummaryOf(ZSale, ZSalesSummary)) },
      },
    },
    async (request) => ok(await sales.listSales(tenantCtx(request), request.query)),
  );

  app.get(
    '/sales/export',
    {
      // An export: of the plan feature reports (docs/decisions/064); the sales list itself is in every plan.
      config: { access: 'ownerManager', feature: 'reports' },
      schema: {
        tags,
        summary: 'Every sale of the filter as CSV',
        querystring: ZSalesQuery.omit({ page: true, limit: true }),
        response: {
          200: { description: `CSV with the columns ${SALES_CSV_COLUMNS.join(', ')}`, content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await sales.exportSales(tenantCtx(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
