import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZSuccessOf } from '@forecourt/shared';
import { ok } from '../../http/respond';
import { getPlatformSetting } from './platform.queries';

export const ZTestimonial = z.object({
  name: z.string(),
  role: z.string(),
  business: z.string(),
  quote: z.string(),
});

/** What the public landing page shows that the platform sets (testimonials; none until set). */
export default async function publicRoutes(app: FastifyInstance) {
  app.get(
    '/public/landing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Landing page content set by the platform',
        response: { 200: ZSuccessOf(z.object({ testimonials: z.array(ZTestimonial) })) },
      },
    },
    async () => {
      const stored = await getPlatformSetting<unknown>(app.deps.db, 'landing.testimonials');
      const parsed = z.array(ZTestimonial).safeParse(stored ?? []);
      return ok({ testimonials: parsed.success ? parsed.data.slice(0, 3) : [] });
    },
  );
}
