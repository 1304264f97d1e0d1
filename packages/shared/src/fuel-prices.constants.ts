/**
 * Fuel prices' texts and thresholds: no schema here, so a page can import them without zod
 * (docs/decisions/031).
 */

import { ERROR_TEXTS, errorText, type TErrorText } from './error-texts.constants';

/** The 422 NO_PRICE text of a reading (key `reading.noPrice`): the fuel's label in lower case, and the station. */
export function noPriceText(fuelLabel: string, stationName: string): TErrorText<'reading.noPrice'> {
  return errorText('reading.noPrice', { fuel: fuelLabel.toLowerCase(), station: stationName });
}

/** Fuel prices per station and fuel type, with history (document 2); the server's texts from error-texts.constants.ts. */
export const FUEL_PRICE_MSG = {
  stationRequired: 'Please select a station to set fuel prices for.',
  priceInvalid: 'Price must be greater than 0',
  fetchFailed: 'Failed to fetch fuel prices.',
  loadErrorTitle: 'Error Loading Prices',
  notSet: 'Not set',
  /** 409: a price that readings have used stays as it is. */
  usedByReadings: ERROR_TEXTS['fuelPrice.usedByReadings'],
  /** 422 on a reading when no price is in effect. */
  noPrice: (fuelLabel: string, stationName: string) => noPriceText(fuelLabel, stationName).message,
  priceCreated: 'Fuel price updated successfully',
  priceNotFound: ERROR_TEXTS['fuelPrice.notFound'],
  /** 409: two prices of one station and fuel cannot start at the same instant. */
  validFromTaken: ERROR_TEXTS['fuelPrice.validFromTaken'],
  // GET /fuel-prices/validate/{id} issues.
  issueStationNotActive: 'The station is not active.',
  issueNoActiveNozzles: (fuelLabel: string) => `The station has no active ${fuelLabel.toLowerCase()} nozzle.`,
  issueCostAbovePrice: 'The cost price is not below the selling price.',
  issueBigChange: (percent: string) => `The price differs from the previous price by ${percent}%; please check it.`,
} as const;

/** A change larger than this (percent of the previous price) is reported by the price validation. */
export const FUEL_PRICE_BIG_CHANGE_PERCENT = 20;
