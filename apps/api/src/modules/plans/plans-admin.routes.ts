import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam, ZNoData, ZPlan, ZPlanInput, ZSuccessOf } from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as plans from './plans-admin.service';

/** The superadmin's plans (document 4, section 7 "Superadmin"): platform path, superadmin only. */
export default async function planAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['superadmin'];
  const config = { access: 'superadmin' as const };

  app.get(
    '/superadmin/plans',
    { config, schema: { tags, summary: 'Plans, cheapest first, with their tenants', response: { 200: ZSuccessOf(z.array(ZPlan)) } } },
    async (request) => ok(await plans.listPlans(adminCtx(request))),
  );
  app.post(
    '/superadmin/plans',
    { config, schema: { tags, summary: 'Create a plan', body: ZPlanInput, response: { 201: ZSuccessOf(ZPlan) } } },
    async (request, reply) => reply.status(201).send(ok(await plans.createPlan(adminCtx(request), request.body))),
  );
  app.put(
    '/superadmin/plans/:id',
    { config, schema: { tags, summary: "Edit a plan: its limits apply to its tenants from their next request", params: ZIdParam, body: ZPlanInput, response: { 200: ZSuccessOf(ZPlan) } } },
    async (request) => ok(await plans.updatePlan(adminCtx(request), request.params.id, request.body)),
  );
  app.delete(
    '/superadmin/plans/:id',
    { config, schema: { tags, summary: 'Delete a plan no tenant uses (else 409)', params: ZIdParam, response: { 200: ZNoData } } },
    async (request) => {
      await plans.deletePlan(adminCtx(request), request.params.id);
      return ok(null);
    },
  );
}
