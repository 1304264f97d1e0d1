import type { FastifyInstance } from 'fastify';
import { ZSetupStatus, ZSuccessOf } from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import { setupStatus } from './setup.service';

/** GET /setup-status: the onboarding card's and the /setup page's checklist. */
export default async function setupRoutes(app: FastifyInstance) {
  app.get(
    '/setup-status',
    {
      config: { access: 'ownerManager' },
      schema: { tags: ['setup'], summary: 'Setup checklist flags and progress', response: { 200: ZSuccessOf(ZSetupStatus) } },
    },
    async (request) => ok(await setupStatus(tenantCtx(request))),
  );
}
