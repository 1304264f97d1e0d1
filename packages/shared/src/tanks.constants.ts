/**
 * Wet stock's plain values (issue 38): the tank form's texts and limits. No schema here, so a page can
 * import them without zod (docs/decisions/031).
 */

import { FUEL_TYPE_LABELS, type TFuelType } from './stations.constants';

/**
 * The name of a station's tank of a fuel that nobody named ('Diesel tank'): the ledger opens one so when
 * a fuel is sold with no tank (drizzle/functions/fc_book_movement.sql writes the same, in SQL).
 */
export const defaultTankName = (fuel: TFuelType): string => `${FUEL_TYPE_LABELS[fuel]} tank`;

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
