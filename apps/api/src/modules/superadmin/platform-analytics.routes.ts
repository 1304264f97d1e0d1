import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPlatformAnalytics, ZSuccessOf, ZSystemStatus } from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import { platformAnalytics } from './platform-analytics.service';
import { systemStatus } from './system.service';

/** Platform analytics (both paths of document 4) and the system read-outs: superadmin only. */
export default async function platformAnalyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['superadmin'];
  const config = { access: 'superadmin' as const };

  for (const url of ['/superadmin/analytics/usage', '/analytics/superadmin']) {
    app.get(
      url,
      { config, schema: { tags, summary: 'Platform analytics: counts, plan distribution, activity, sign-ups', response: { 200: ZSuccessOf(ZPlatformAnalytics) } } },
      async (request) => ok(await platformAnalytics(adminCtx(request))),
    );
  }

  app.get(
    '/superadmin/system',
    { config, schema: { tags, summary: 'System health, security and configuration read-outs', response: { 200: ZSuccessOf(ZSystemStatus) } } },
    async (request) => ok(await systemStatus(adminCtx(request), app.deps.config, app.jobs.running)),
  );
}
