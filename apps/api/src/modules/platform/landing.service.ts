import { ZDemoLogin, ZLandingFigures, ZTestimonials, type TLandingContent, type TLandingFigure, type TTestimonial } from '@forecourt/shared';
import type { Db } from '../../db/client';
import { withAdmin, withAdminRead, type TAdmin } from '../../db/tenant';
import { getPlatformSettings, readPlatformSetting, writePlatformSetting } from './platform.queries';

/**
 * What the public landing page shows that the platform sets (document 1; docs/decisions/027 and 063): the
 * testimonials and the headline figures, edited by the superadmin in settings, each hidden on the page
 * while none is set; and the demo business's sign-in, which only the demo seed stores. Nothing invented is
 * shown as fact: a stored value that no longer fits its schema is shown as none.
 */
export const LANDING_KEYS = {
  testimonials: 'landing.testimonials',
  figures: 'landing.figures',
  /** `{ email, password }` of the demo owner: written by the demo seed only (apps/api/src/seed/demo.ts). */
  demoLogin: 'landing.demoLogin',
} as const;

function testimonialsOf(stored: unknown): TTestimonial[] {
  const parsed = ZTestimonials.safeParse({ testimonials: stored ?? [] });
  return parsed.success ? parsed.data.testimonials : [];
}
function figuresOf(stored: unknown): TLandingFigure[] {
  const parsed = ZLandingFigures.safeParse({ figures: stored ?? [] });
  return parsed.success ? parsed.data.figures : [];
}

/** For the public landing page (no session): every setting in one statement. */
export async function publicLanding(db: Db): Promise<TLandingContent> {
  const stored = await getPlatformSettings(db, Object.values(LANDING_KEYS));
  const demo = ZDemoLogin.safeParse(stored.get(LANDING_KEYS.demoLogin));
  return {
    testimonials: testimonialsOf(stored.get(LANDING_KEYS.testimonials)),
    figures: figuresOf(stored.get(LANDING_KEYS.figures)),
    demoLogin: demo.success ? demo.data : null,
  };
}

export async function adminTestimonials(admin: TAdmin): Promise<TTestimonial[]> {
  return testimonialsOf(await withAdminRead(admin, (tx) => readPlatformSetting<unknown>(tx, LANDING_KEYS.testimonials)));
}

export async function saveTestimonials(admin: TAdmin, testimonials: TTestimonial[]): Promise<TTestimonial[]> {
  await withAdmin(admin, (tx) => writePlatformSetting(tx, LANDING_KEYS.testimonials, testimonials));
  return testimonials;
}

export async function adminFigures(admin: TAdmin): Promise<TLandingFigure[]> {
  return figuresOf(await withAdminRead(admin, (tx) => readPlatformSetting<unknown>(tx, LANDING_KEYS.figures)));
}

/** Stores the figures as sent (the schema checked them); an empty Hindi label is stored as none. */
export async function saveFigures(admin: TAdmin, figures: TLandingFigure[]): Promise<TLandingFigure[]> {
  const stored = figures.map(({ labelHi, ...f }) => (labelHi ? { ...f, labelHi } : f));
  await withAdmin(admin, (tx) => writePlatformSetting(tx, LANDING_KEYS.figures, stored));
  return stored;
}
