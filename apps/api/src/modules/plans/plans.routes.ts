import type { FastifyInstance } from 'fastify';
import { ZPlanInfo, ZSuccessOf } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import { planInfo } from './plans.service';

/** GET /settings/plan: the plan usage card and the dashboard's Plan tab (document 1). */
export default async function planRoutes(app: FastifyInstance) {
  app.get(
    '/settings/plan',
    {
      config: { access: 'ownerManager' },
      schema: { tags: ['plans'], summary: "The tenant's plan, its usage and the plans it may move to", response: { 200: ZSuccessOf(ZPlanInfo) } },
    },
    async (request) => ok(await planInfo(tenantCtx(request))),
  );
}
