import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateTenant,
  ZIdParam,
  ZNoData,
  ZPageOf,
  ZSuccessOf,
  ZTenantDetail,
  ZTenantListQuery,
  ZTenantPlanBody,
  ZTenantStatusBody,
  ZTenantSummary,
  ZUpdateTenant,
} from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as tenants from './tenants.service';

/** The superadmin's tenants (document 4, section 7 "Superadmin"): platform path, superadmin only. */
export default async function superadminTenantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['superadmin'];
  const config = { access: 'superadmin' as const };

  app.get(
    '/superadmin/tenants',
    { config, schema: { tags, summary: 'Tenants, newest first, with search and status filter', querystring: ZTenantListQuery, response: { 200: ZSuccessOf(ZPageOf(ZTenantSummary)) } } },
    async (request) => ok(await tenants.listTenants(adminCtx(request), request.query)),
  );

  app.post(
    '/superadmin/tenants',
    { config, schema: { tags, summary: 'Create a tenant on a plan with its owner', body: ZCreateTenant, response: { 201: ZSuccessOf(ZTenantDetail) } } },
    async (request, reply) => reply.status(201).send(ok(await tenants.createTenant(adminCtx(request), request.body))),
  );

  app.get(
    '/superadmin/tenants/:id',
    { config, schema: { tags, summary: 'A tenant with its plan, limits, organisation and users', params: ZIdParam, response: { 200: ZSuccessOf(ZTenantDetail) } } },
    async (request) => ok(await tenants.getTenant(adminCtx(request), request.params.id)),
  );

  app.put(
    '/superadmin/tenants/:id',
    { config, schema: { tags, summary: "Rename a tenant", params: ZIdParam, body: ZUpdateTenant, response: { 200: ZSuccessOf(ZTenantDetail) } } },
    async (request) => ok(await tenants.renameTenant(adminCtx(request), request.params.id, request.body.name)),
  );

  app.patch(
    '/superadmin/tenants/:id/status',
    {
      config,
      schema: {
        tags,
        summary: "Activate, suspend (its users refused at once, data kept) or cancel a tenant",
        params: ZIdParam,
        body: ZTenantStatusBody,
        response: { 200: ZSuccessOf(ZTenantDetail) },
      },
    },
    async (request) => ok(await tenants.setTenantStatus(adminCtx(request), request.params.id, request.body.status)),
  );

  app.patch(
    '/superadmin/tenants/:id/plan',
    {
      config,
      schema: { tags, summary: "Move a tenant to another plan; its limits apply from its next request", params: ZIdParam, body: ZTenantPlanBody, response: { 200: ZSuccessOf(ZTenantDetail) } },
    },
    async (request) => ok(await tenants.setTenantPlan(adminCtx(request), request.params.id, request.body.planId)),
  );

  app.delete(
    '/superadmin/tenants/:id',
    {
      config,
      schema: { tags, summary: 'Delete a tenant without readings, cash reports or payments (else 409: cancel it)', params: ZIdParam, response: { 200: ZNoData } },
    },
    async (request) => {
      await tenants.deleteTenant(adminCtx(request), request.params.id, request.log);
      return ok(null);
    },
  );
}
