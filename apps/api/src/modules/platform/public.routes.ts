import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLandingContent, ZLandingFigures, ZSuccessOf, ZTestimonials } from '@forecourt/shared';
import { adminCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as landing from './landing.service';

/**
 * What the public landing page shows that the platform sets (testimonials, headline figures, the demo's
 * sign-in; each none until set), and the superadmin's editors of the first two.
 */
export default async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/landing',
    {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'Landing page content set by the platform', response: { 200: ZSuccessOf(ZLandingContent) } },
    },
    async () => ok(await landing.publicLanding(app.deps.db)),
  );

  const admin = { access: 'superadmin' as const };
  app.get(
    '/superadmin/settings/testimonials',
    { config: admin, schema: { tags: ['superadmin'], summary: "The landing page's testimonials", response: { 200: ZSuccessOf(ZTestimonials) } } },
    async (request) => ok({ testimonials: await landing.adminTestimonials(adminCtx(request)) }),
  );
  app.put(
    '/superadmin/settings/testimonials',
    {
      config: admin,
      schema: { tags: ['superadmin'], summary: "Set the landing page's testimonials (none hides them)", body: ZTestimonials, response: { 200: ZSuccessOf(ZTestimonials) } },
    },
    async (request) => ok({ testimonials: await landing.saveTestimonials(adminCtx(request), request.body.testimonials) }),
  );
  app.get(
    '/superadmin/settings/landing-figures',
    { config: admin, schema: { tags: ['superadmin'], summary: "The landing page's headline figures", response: { 200: ZSuccessOf(ZLandingFigures) } } },
    async (request) => ok({ figures: await landing.adminFigures(adminCtx(request)) }),
  );
  app.put(
    '/superadmin/settings/landing-figures',
    {
      config: admin,
      schema: {
        tags: ['superadmin'],
        summary: "Set the landing page's headline figures (label and value; none hides the block)",
        body: ZLandingFigures,
        response: { 200: ZSuccessOf(ZLandingFigures) },
      },
    },
    async (request) => ok({ figures: await landing.saveFigures(adminCtx(request), request.body.figures) }),
  );
}
