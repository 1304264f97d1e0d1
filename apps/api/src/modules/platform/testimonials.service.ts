import { ZTestimonials, type TTestimonial } from '@forecourt/shared';
import type { Db } from '../../db/client';
import { withAdmin, withAdminRead, type TAdmin } from '../../db/tenant';
import { getPlatformSetting, readPlatformSetting, writePlatformSetting } from './platform.queries';

/**
 * The landing page's testimonials (document 1): set by the superadmin in settings, shown on the public
 * landing page, hidden while none is set. Nothing invented is shown as a customer's words.
 */
const KEY = 'landing.testimonials';

function valid(stored: unknown): TTestimonial[] {
  const parsed = ZTestimonials.safeParse({ testimonials: stored ?? [] });
  return parsed.success ? parsed.data.testimonials : [];
}

/** For the public landing page (no session). */
export async function publicTestimonials(db: Db): Promise<TTestimonial[]> {
  return valid(await getPlatformSetting<unknown>(db, KEY));
}

export async function adminTestimonials(admin: TAdmin): Promise<TTestimonial[]> {
  return valid(await withAdminRead(admin, (tx) => readPlatformSetting<unknown>(tx, KEY)));
}

export async function saveTestimonials(admin: TAdmin, testimonials: TTestimonial[]): Promise<TTestimonial[]> {
  await withAdmin(admin, (tx) => writePlatformSetting(tx, KEY, testimonials));
  return testimonials;
}
