import { z } from 'zod';
import { LANDING_FIGURE_LABEL_MAX, LANDING_FIGURE_VALUE_MAX, LANDING_FIGURES_MAX, LANDING_MSG } from './landing.constants';
import { ZTestimonials } from './superadmin-analytics';
import { text } from './validation';

/**
 * What the public landing page shows that the platform sets (docs/decisions/027 and 063): testimonials,
 * headline figures and, on a server that holds the demo business, the demo's sign-in. Each is hidden
 * while it is not set: nothing invented is shown as fact.
 */

/** One headline figure: a value as shown ('10M+') and what it counts ('Transactions'). */
export const ZLandingFigure = z.object({
  value: text({ min: 1, max: LANDING_FIGURE_VALUE_MAX, required: LANDING_MSG.figureValueRequired }),
  label: text({ min: 1, max: LANDING_FIGURE_LABEL_MAX, required: LANDING_MSG.figureLabelRequired }),
  /** The label on the Hindi landing page; without it the label is shown there too. */
  labelHi: text({ max: LANDING_FIGURE_LABEL_MAX }).optional(),
});
export type TLandingFigure = z.infer<typeof ZLandingFigure>;
export const ZLandingFigures = z.object({ figures: z.array(ZLandingFigure).max(LANDING_FIGURES_MAX, LANDING_MSG.tooManyFigures) });
export type TLandingFigures = z.infer<typeof ZLandingFigures>;

/** The demo business's sign-in, where the server holds it (the embedded demo seeds it; docs/decisions/063). */
export const ZDemoLogin = z.object({ email: z.string(), password: z.string() });
export type TDemoLogin = z.infer<typeof ZDemoLogin>;

/** GET /public/landing */
export const ZLandingContent = z.object({
  ...ZTestimonials.shape,
  ...ZLandingFigures.shape,
  demoLogin: ZDemoLogin.nullable(),
});
export type TLandingContent = z.infer<typeof ZLandingContent>;
