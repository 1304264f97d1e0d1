import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAlert,
  ZAlertListQuery,
  ZAlertUnreadCount,
  ZBulkAcknowledge,
  ZBulkAcknowledgeResult,
  ZFeedDismiss,
  ZFeedDismissResult,
  ZFeedTaskParam,
  ZIdParam,
  ZNotificationFeed,
  ZPageOf,
  ZSuccessOf,
  ZSyncRefusal,
  ZSyncRefusalResult,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as alerts from './alerts.service';
import * as feed from './feed.service';
import * as refusals from './sync-refusals.service';

/**
 * Alerts (documents 1, 3 and 4; one shape, spec README). Every tenant role reads and acknowledges
 * (attendants: alerts of assigned stations only, others 404); owner and manager dismiss. An attendant's
 * phone reports the offline entries the server refused (docs/decisions/028), which alert the managers.
 */
export default async function alertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];

  app.get(
    '/alerts',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Alerts, newest first (dismissed ones left out)',
        querystring: ZAlertListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZAlert)) },
      },
    },
    async (request) => ok(await alerts.listAlerts(tenantCtx(request), request.query)),
  );

  app.get(
    '/alerts/unread-count',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Active alerts neither acknowledged nor dismissed', response: { 200: ZSuccessOf(ZAlertUnreadCount) } },
    },
    async (request) => ok(await alerts.unreadCount(tenantCtx(request))),
  );

  app.post(
    '/alerts/bulk-acknowledge',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Acknowledge several alerts',
        body: ZBulkAcknowledge,
        response: { 200: ZSuccessOf(ZBulkAcknowledgeResult) },
      },
    },
    async (request) => ok(await alerts.bulkAcknowledge(tenantCtx(request), request.body.ids)),
  );

  app.get(
    '/alerts/:id',
    { config: { access: 'tenantAny' }, schema: { tags, summary: 'One alert', params: ZIdParam, response: { 200: ZSuccessOf(ZAlert) } } },
    async (request) => ok(await alerts.getAlert(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/alerts/:id/acknowledge',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Acknowledge an alert', params: ZIdParam, response: { 200: ZSuccessOf(ZAlert) } },
    },
    async (request) => ok(await alerts.acknowledgeAlert(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/alerts/:id/dismiss',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Dismiss an alert', params: ZIdParam, response: { 200: ZSuccessOf(ZAlert) } },
    },
    async (request) => ok(await alerts.dismissAlert(tenantCtx(request), request.params.id)),
  );

  app.get(
    '/attendant/alerts',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary: 'Active alerts of my assigned stations',
        querystring: ZAlertListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZAlert)) },
      },
    },
    async (request) => ok(await alerts.listAlerts(tenantCtx(request), request.query, true)),
  );

  app.put(
    '/attendant/alerts/:id/acknowledge',
    {
      config: { access: 'attendant' },
      schema: { tags, summary: 'Acknowledge an alert of my assigned stations', params: ZIdParam, response: { 200: ZSuccessOf(ZAlert) } },
    },
    async (request) => ok(await alerts.acknowledgeAlert(tenantCtx(request), request.params.id)),
  );

  app.post(
    '/attendant/sync-refusals',
    {
      config: { access: 'attendant' },
      schema: {
        tags,
        summary:
          'Report an entry my phone queued offline that the server refused when it synced: raises one alert for the managers per entry id (201); the same entry id again answers that alert (200)',
        body: ZSyncRefusal,
        response: { 200: ZSuccessOf(ZSyncRefusalResult), 201: ZSuccessOf(ZSyncRefusalResult) },
      },
    },
    async (request, reply) => {
      const result = await refusals.reportSyncRefusal(tenantCtx(request), request.body);
      return reply.status(result.created ? 201 : 200).send(ok(result));
    },
  );

  app.get(
    '/notifications/feed',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'My pending tasks (alerts, approvals, readings), less those I dismissed for today or for ever',
        response: { 200: ZSuccessOf(ZNotificationFeed) },
      },
    },
    async (request) => ok(await feed.getFeed(tenantCtx(request))),
  );

  app.put(
    '/notifications/feed/:taskId/dismiss',
    {
      config: { access: 'tenantAny' },
      schema: {
        tags,
        summary: 'Dismiss a pending task for me, for today or for ever',
        params: ZFeedTaskParam,
        body: ZFeedDismiss,
        response: { 200: ZSuccessOf(ZFeedDismissResult) },
      },
    },
    async (request) => ok(await feed.dismissTask(tenantCtx(request), request.params.taskId, request.body)),
  );
}
