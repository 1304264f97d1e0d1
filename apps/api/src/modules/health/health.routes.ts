import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZSuccessOf } from '@forecourt/shared';
import { ok } from '../../http/respond';

/** Connectivity check of the web client (HEAD, 5 s, no cache) and of load balancers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/health',
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database connectivity',
      response: { 200: ZSuccessOf(z.object({ status: z.literal('ok') })) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.deps.db.execute(sql`select 1`);
      return ok({ status: 'ok' });
    },
  });
}
