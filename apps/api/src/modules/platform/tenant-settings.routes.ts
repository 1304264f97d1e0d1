import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBulkSettings, ZIdParam, ZSettingBody, ZSettingKeyParam, ZSuccessOf, ZTenantSettings } from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as settings from './tenant-settings.service';

/** A tenant's settings (document 4, section 7 "Superadmin"): platform path, superadmin only. */
export default async function tenantSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['superadmin'];
  const config = { access: 'superadmin' as const };

  app.get(
    '/admin/tenants/:id/settings',
    { config, schema: { tags, summary: "A tenant's settings: the known keys (with their defaults) and any stored", params: ZIdParam, response: { 200: ZSuccessOf(ZTenantSettings) } } },
    async (request) => ok(await settings.getSettings(adminCtx(request), request.params.id)),
  );
  app.put(
    '/admin/tenants/:id/settings/:key',
    { config, schema: { tags, summary: 'Set one setting of a tenant', params: ZSettingKeyParam, body: ZSettingBody, response: { 200: ZSuccessOf(ZTenantSettings) } } },
    async (request) => ok(await settings.saveSettings(adminCtx(request), request.params.id, { [request.params.key]: request.body.value })),
  );
  app.put(
    '/admin/tenants/:id/settings',
    { config, schema: { tags, summary: 'Set several settings of a tenant at once', params: ZIdParam, body: ZBulkSettings, response: { 200: ZSuccessOf(ZTenantSettings) } } },
    async (request) => ok(await settings.saveSettings(adminCtx(request), request.params.id, request.body.settings)),
  );
}
