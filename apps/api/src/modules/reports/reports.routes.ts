import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateReport,
  ZCreateSchedule,
  ZDsrQuery,
  ZExportReport,
  ZIdParam,
  ZNoData,
  ZPageOf,
  ZPageQuery,
  ZReport,
  ZReportExportResult,
  ZReportsQuery,
  ZSchedule,
  ZSuccessOf,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { attachment, ok, ZFile } from '../../http/respond';
import * as reports from './reports.service';

/** `attachment` with an ASCII name and its UTF-8 form (RFC 6266). */
/**
 * The reports centre (document 4; docs/decisions/025): reports generated in the background as PDF, CSV
 * or Excel files stored with the tenant's rows, their schedules, the JSON export (print preview) and
 * the daily sales report of a station. Owners and managers only, on a plan with reports (docs/decisions/064).
 */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const access = 'ownerManager' as const;
  const feature = 'reports' as const;
  // Generations under way finish before the process closes its database.
  fastify.addHook('onClose', async () => reports.settleGenerations());

  app.post(
    '/reports',
    {
      config: { access, feature },
      schema: { tags, summary: 'Generate a report: answered 202 while processing; its file is made in the background', body: ZCreateReport, response: { 202: ZSuccessOf(ZReport) } },
    },
    async (request, reply) => reply.status(202).send(ok(await reports.createReport(tenantCtx(request), request.body))),
  );

  app.get(
    '/reports',
    { config: { access, feature }, schema: { tags, summary: 'Reports, newest first', querystring: ZReportsQuery, response: { 200: ZSuccessOf(ZPageOf(ZReport)) } } },
    async (request) => ok(await reports.listReports(tenantCtx(request), request.query)),
  );

  app.post(
    '/reports/export',
    {
      config: { access, feature },
      schema: {
        tags,
        summary: "A report's figures without a file: its first 100 rows (the print preview) and the summary over the whole filter",
        body: ZExportReport,
        response: { 200: ZSuccessOf(ZReportExportResult) },
      },
    },
    async (request) => ok(await reports.exportReport(tenantCtx(request), request.body)),
  );

  app.get(
    '/reports/dsr',
    {
      config: { access, feature },
      schema: { tags, summary: "A station's daily sales report (one A4 page) for a business day", querystring: ZDsrQuery, response: ZFile('The DSR as a PDF', 'application/pdf') },
    },
    async (request, reply) => {
      const { fileName, pdf } = await reports.dsrFile(tenantCtx(request), request.query);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );

  app.post(
    '/reports/schedule',
    { config: { access, feature }, schema: { tags, summary: 'Schedule a daily, weekly or monthly report', body: ZCreateSchedule, response: { 201: ZSuccessOf(ZSchedule) } } },
    async (request, reply) => reply.status(201).send(ok(await reports.createSchedule(tenantCtx(request), request.body))),
  );

  app.get(
    '/reports/schedules',
    { config: { access, feature }, schema: { tags, summary: 'Scheduled reports', querystring: ZPageQuery, response: { 200: ZSuccessOf(ZPageOf(ZSchedule)) } } },
    async (request) => ok(await reports.listSchedules(tenantCtx(request), request.query)),
  );

  app.delete(
    '/reports/schedules/:id',
    { config: { access, feature }, schema: { tags, summary: 'Stop a scheduled report (its reports stay)', params: ZIdParam, response: { 200: ZNoData } } },
    async (request) => {
      await reports.deleteSchedule(tenantCtx(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/reports/:id',
    { config: { access, feature }, schema: { tags, summary: 'One report', params: ZIdParam, response: { 200: ZSuccessOf(ZReport) } } },
    async (request) => ok(await reports.getReport(tenantCtx(request), request.params.id)),
  );

  app.get(
    '/reports/:id/download',
    {
      config: { access, feature },
      schema: {
        tags,
        summary: "A completed report's file (409 while processing or failed)",
        params: ZIdParam,
        response: ZFile('The file: PDF, CSV (UTF-8 with BOM) or Excel (.xlsx)', 'application/octet-stream'),
      },
    },
    async (request, reply) => {
      const file = await reports.openDownload(tenantCtx(request), request.params.id);
      if (file.byteSize) reply.header('content-length', file.byteSize);
      return attachment(reply, file.fileName, file.contentType).send(file.body);
    },
  );
}
