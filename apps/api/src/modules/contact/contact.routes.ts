import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_RATE_LIMIT,
  ZContactMessage,
  ZContactMessageListQuery,
  ZContactMessageUpdate,
  ZContactReceipt,
  ZContactRequest,
  ZContactSummary,
  ZIdParam,
  ZPageWithSummaryOf,
  ZSuccessOf,
} from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import { createLoginLimiter } from '../../lib/login-limiter';
import * as contact from './contact.service';

/** Contact Sales (docs/decisions/063): the public form's route, and the superadmin's inbox. */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One count per app (per process, like the login limiter: docs/decisions/004).
  const limiter = createLoginLimiter(CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowSeconds);

  app.post(
    '/public/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: `Send a message to the sales team (at most ${CONTACT_RATE_LIMIT.max} per client address an hour)`,
        body: ZContactRequest,
        response: { 201: ZSuccessOf(ZContactReceipt) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await contact.sendMessage({ db: app.deps.db, ip: request.ip, limiter }, request.body))),
  );

  const config = { access: 'superadmin' as const };
  const tags = ['superadmin'];
  app.get(
    '/superadmin/contact-messages',
    {
      config,
      schema: {
        tags,
        summary: 'Contact Sales messages, newest first, all or open or handled; with the open count',
        querystring: ZContactMessageListQuery,
        response: { 200: ZSuccessOf(ZPageWithSummaryOf(ZContactMessage, ZContactSummary)) },
      },
    },
    async (request) => ok(await contact.listMessages(adminCtx(request), request.query)),
  );
  app.patch(
    '/superadmin/contact-messages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a contact message handled (or open again)',
        params: ZIdParam,
        body: ZContactMessageUpdate,
        response: { 200: ZSuccessOf(ZContactMessage) },
      },
    },
    async (request) => ok(await contact.markMessage(adminCtx(request), request.params.id, request.body.handled)),
  );
}
