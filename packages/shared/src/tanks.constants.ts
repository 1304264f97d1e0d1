/**
 * Wet stock's plain values (issue 38): the tank form's texts and limits. No schema here, so a page can
 * import them without zod (docs/decisions/031).
 */

/** The most nozzles one tank can feed: a station's pumps × their nozzles under the largest plan. */
export const MAX_NOZZLES_PER_TANK = 96;
export const TANK_NAME_MAX = 60;

export const TANK_MSG = {
  stationRequired: 'Station is required',
  nameRequired: 'Tank name is required',
  fuelRequired: 'Fuel type is required',
  capacityRequired: 'Capacity is required',
  capacityNotPositive: 'Capacity must be more than zero.',
  minimumBelowZero: 'Minimum level cannot be below zero.',
  tooManyNozzles: `A tank can feed at most ${MAX_NOZZLES_PER_TANK} nozzles.`,
  created: 'Tank added',
  updated: 'Tank saved',
  deleted: 'Tank deleted',
  noTanks: 'No tanks yet. Add the tanks of this station and the nozzles each one feeds.',
} as const;
