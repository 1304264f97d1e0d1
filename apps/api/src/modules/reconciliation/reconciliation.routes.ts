import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCloseDay,
  ZIdParam,
  ZPageOf,
  ZReconciliationDetail,
  ZReconciliationListQuery,
  ZReconciliationRecord,
  ZReconciliationSummary,
  ZReconciliationSummaryQuery,
  ZReopenDay,
  ZSuccessOf,
  ZUpdateReconciliation,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { attachment, ok, ZFile } from '../../http/respond';
import * as recon from './reconciliation.service';

const ZRecordAnswer = { 200: ZSuccessOf(ZReconciliationRecord) };
const ZListAnswer = { 200: ZSuccessOf(ZPageOf(ZReconciliationRecord)) };

/**
 * Daily reconciliation and day close (document 4; docs/decisions/024): owners and managers read and
 * close days; only the owner reopens (with a reason) and approves. The spec's second set of paths
 * (/reconciliation/records) serves the same records: GET lists, POST closes, PUT changes the notes,
 * DELETE reopens. Every route is of the plan feature reconciliation (docs/decisions/064).
 */
export default async function reconciliationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reconciliation'];

  app.get(
    '/reconciliation/summary',
    {
      config: { access: 'ownerManager', feature: 'reconciliation' },
      schema: {
        tags,
        summary: "A station's business day: the readings' figures beside the day's cash reports, differences, accuracy (stationId and date required)",
        querystring: ZReconciliationSummaryQuery,
        response: { 200: ZSuccessOf(ZReconciliationSummary) },
      },
    },
    async (request) => ok(await recon.getSummary(tenantCtx(request), request.query)),
  );

  for (const url of ['/reconciliation', '/reconciliation/records']) {
    app.get(
      url,
      {
        config: { access: 'ownerManager', feature: 'reconciliation' },
        schema: { tags, summary: 'Reconciliation records, newest day first', querystring: ZReconciliationListQuery, response: ZListAnswer },
      },
      async (request) => ok(await recon.listRecords(tenantCtx(request), request.query)),
    );

    app.post(
      url,
      {
        config: { access: 'ownerManager', feature: 'reconciliation' },
        schema: {
          tags,
          summary: "Close a station's business day (it must have ended and have no pending cash report); 201 with the record",
          body: ZCloseDay,
          response: { 201: ZSuccessOf(ZReconciliationRecord) },
        },
      },
      async (request, reply) => reply.status(201).send(ok(await recon.closeDay(tenantCtx(request), request.body))),
    );
  }

  app.get(
    '/reconciliation/:id',
    {
      config: { access: 'ownerManager', feature: 'reconciliation' },
      schema: { tags, summary: "A record with its day's figures and sales", params: ZIdParam, response: { 200: ZSuccessOf(ZReconciliationDetail) } },
    },
    async (request) => ok(await recon.getDetail(tenantCtx(request), request.params.id)),
  );

  app.get(
    '/reconciliation/:id/dsr',
    {
      config: { access: 'ownerManager', feature: 'reconciliation' },
      schema: { tags, summary: "The record's daily sales report (one A4 page)", params: ZIdParam, response: ZFile('The DSR as a PDF', 'application/pdf') },
    },
    async (request, reply) => {
      const { fileName, pdf } = await recon.recordDsr(tenantCtx(request), request.params.id);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );

  app.post(
    '/reconciliation/:id/approve',
    {
      config: { access: 'owner', feature: 'reconciliation' },
      schema: { tags, summary: "The owner's sign-off on a closed day", params: ZIdParam, response: ZRecordAnswer },
    },
    async (request) => ok(await recon.approveDay(tenantCtx(request), request.params.id)),
  );

  app.post(
    '/reconciliation/:id/reopen',
    {
      config: { access: 'owner', feature: 'reconciliation' },
      schema: { tags, summary: 'Reopen a closed day (owner, with a reason): writes pass again, its sales are pending', params: ZIdParam, body: ZReopenDay, response: ZRecordAnswer },
    },
    async (request) => ok(await recon.reopenDay(tenantCtx(request), request.params.id, request.body.reason)),
  );

  app.put(
    '/reconciliation/records/:id',
    {
      config: { access: 'ownerManager', feature: 'reconciliation' },
      schema: { tags, summary: "Change a record's notes", params: ZIdParam, body: ZUpdateReconciliation, response: ZRecordAnswer },
    },
    async (request) => ok(await recon.updateNotes(tenantCtx(request), request.params.id, request.body.notes)),
  );

  app.delete(
    '/reconciliation/records/:id',
    {
      config: { access: 'owner', feature: 'reconciliation' },
      schema: { tags, summary: 'Reopen a closed day (owner, with a reason), as POST /reconciliation/{id}/reopen', params: ZIdParam, body: ZReopenDay, response: ZRecordAnswer },
    },
    async (request) => ok(await recon.reopenDay(tenantCtx(request), request.params.id, request.body.reason)),
  );
}
