import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAGE_MAX_LIMIT,
  ZAttendantCashReport,
  ZAttendantCashReportListQuery,
  ZCashReport,
  ZCashReportListQuery,
  ZCashReportSubmission,
  ZCashReportSubmitter,
  ZCashReportSummary,
  ZIdParam,
  ZPageOf,
  ZPageWithSummaryOf,
  ZRejectCashReport,
  ZSubmitCashReport,
  ZSuccessOf,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as reports from './cash-reports.service';

const ZSubmissionAnswer = { 200: ZSuccessOf(ZCashReportSubmission), 201: ZSuccessOf(ZCashReportSubmission) };
const ZListAnswer = { 200: ZSuccessOf(ZPageWithSummaryOf(ZCashReport, ZCashReportSummary)) };

/**
 * Shift cash reports (document 3; docs/decisions/015, 017): owners and managers submit their own and
 * review everyone's; attendants submit and read their own, at assigned stations (the portal's two routes
 * live here, with the area they belong to).
 */
export default async function cashReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cash-reports'];

  app.post(
    '/cash-reports',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: "Submit (or update while pending) the caller's own report for a station, day and shift; 201 new, 200 updated or replayed",
        body: ZSubmitCashReport,
        response: ZSubmissionAnswer,
      },
    },
    async (request, reply) => {
      const { report, created } = await reports.submitReport(tenantCtx(request), request.body);
      return reply.status(created ? 201 : 200).send(ok(report));
    },
  );

  app.post(
    '/attendant/cash-report',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary: "Submit (or update while pending) today's report for an assigned station and a shift; 201 new, 200 updated or replayed",
        body: ZAttendantCashReport,
        response: ZSubmissionAnswer,
      },
    },
    async (request, reply) => {
      const { report, created } = await reports.submitReport(tenantCtx(request), request.body);
      return reply.status(created ? 201 : 200).send(ok(report));
    },
  );

  app.get(
    '/cash-reports',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Reports with totals over the filter, newest day first', querystring: ZCashReportListQuery, response: ZListAnswer },
    },
    async (request) => ok(await reports.listReports(tenantCtx(request), request.query)),
  );

  app.get(
    '/attendant/cash-reports',
    {
      config: { access: 'attendant' },
      schema: { tags, summary: "The caller's own reports with totals over the filter", querystring: ZAttendantCashReportListQuery, response: ZListAnswer },
    },
    async (request) => ok(await reports.listReports(tenantCtx(request), request.query)),
  );

  app.get(
    '/cash-reports/submitters',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Everyone who has submitted a report (the list filter)', response: { 200: ZSuccessOf(ZPageOf(ZCashReportSubmitter)) } },
    },
    async (request) => {
      // Bounded by the tenant's people: one page (DESIGN §4 list shape).
      const items = await reports.listSubmitters(tenantCtx(request));
      return ok({ items, page: 1, limit: Math.max(PAGE_MAX_LIMIT, items.length), total: items.length });
    },
  );

  app.get(
    '/cash-reports/:id',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: "One report (an attendant: their own only)", params: ZIdParam, response: { 200: ZSuccessOf(ZCashReport) } },
    },
    async (request) => ok(await reports.getReport(tenantCtx(request), request.params.id)),
  );

  app.post(
    '/cash-reports/:id/approve',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Approve a pending report (then it no longer changes)', params: ZIdParam, response: { 200: ZSuccessOf(ZCashReport) } },
    },
    async (request) => ok(await reports.reviewReport(tenantCtx(request), request.params.id, { status: 'approved', note: null })),
  );

  app.post(
    '/cash-reports/:id/reject',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Reject a pending report with a reason (then it no longer changes)',
        params: ZIdParam,
        body: ZRejectCashReport,
        response: { 200: ZSuccessOf(ZCashReport) },
      },
    },
    async (request) =>
      ok(await reports.reviewReport(tenantCtx(request), request.params.id, { status: 'rejected', note: request.body.reason })),
  );
}
