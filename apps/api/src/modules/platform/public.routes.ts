import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSuccessOf, ZTestimonials } from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as testimonials from './testimonials.service';

/** What the public landing page shows that the platform sets (testimonials; none until set), and its editor. */
export default async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/landing',
    {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'Landing page content set by the platform', response: { 200: ZSuccessOf(ZTestimonials) } },
    },
    async () => ok({ testimonials: await testimonials.publicTestimonials(app.deps.db) }),
  );

  const admin = { access: 'superadmin' as const };
  app.get(
    '/superadmin/settings/testimonials',
    { config: admin, schema: { tags: ['superadmin'], summary: "The landing page's testimonials", response: { 200: ZSuccessOf(ZTestimonials) } } },
    async (request) => ok({ testimonials: await testimonials.adminTestimonials(adminCtx(request)) }),
  );
  app.put(
    '/superadmin/settings/testimonials',
    {
      config: admin,
      schema: { tags: ['superadmin'], summary: "Set the landing page's testimonials (none hides them)", body: ZTestimonials, response: { 200: ZSuccessOf(ZTestimonials) } },
    },
    async (request) => ok({ testimonials: await testimonials.saveTestimonials(adminCtx(request), request.body.testimonials) }),
  );
}
