/**
 * The landing page's headline figures (document 1: "500+ fuel stations, 10M+ transactions…"): set by the
 * superadmin in the platform settings, shown on the public landing page, the block hidden while none is
 * set (docs/decisions/063). No schema here: the landing page imports these without zod.
 */

/** At most this many figures: one row of the landing page's band on a wide screen. */
export const LANDING_FIGURES_MAX = 4;
/** A figure's value as shown ('500+', '99.9%', '24/7'): short, it is drawn large. */
export const LANDING_FIGURE_VALUE_MAX = 12;
/** A figure's label ('Fuel Stations'), in English and, optionally, in Hindi. */
export const LANDING_FIGURE_LABEL_MAX = 40;

/** The texts of the figures' editor (the schema's own words). */
export const LANDING_MSG = {
  figureValueRequired: 'Value is required',
  figureLabelRequired: 'Label is required',
  tooManyFigures: `At most ${LANDING_FIGURES_MAX} figures`,
} as const;
