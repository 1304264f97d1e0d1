/**
 * Fuel prices' texts and thresholds: no schema here, so a page can import them without zod
 * (docs/decisions/031).
 */

/** Fuel prices per station and fuel type, with history (document 2). */
export const FUEL_PRICE_MSG = {
  stationRequired: 'Please select a station to set fuel prices for.',
  priceInvalid: 'Price must be greater than 0',
  fetchFailed: 'Failed to fetch fuel prices.',
  loadErrorTitle: 'Error Loading Prices',
  notSet: 'Not set',
  /** 409: a price that readings have used stays as it is. */
  usedByReadings: 'This price has been used by readings and cannot be changed. Set a new price instead.',
  /** 422 on a reading when no price is in effect. */
  noPrice: (fuelLabel: string, stationName: string) =>
    `No ${fuelLabel.toLowerCase()} price is set for ${stationName} at the reading's time. Set the fuel price first.`,
  priceCreated: 'Fuel price updated successfully',
  priceNotFound: 'Fuel price not found',
  /** 409: two prices of one station and fuel cannot start at the same instant. */
  validFromTaken: 'A price for this station and fuel already starts at this time.',
  // GET /fuel-prices/validate/{id} issues.
  issueStationNotActive: 'The station is not active.',
  issueNoActiveNozzles: (fuelLabel: string) => `The station has no active ${fuelLabel.toLowerCase()} nozzle.`,
  issueCostAbovePrice: 'The cost price is not below the selling price.',
  issueBigChange: (percent: string) => `The price differs from the previous price by ${percent}%; please check it.`,
} as const;

/** A change larger than this (percent of the previous price) is reported by the price validation. */
export const FUEL_PRICE_BIG_CHANGE_PERCENT = 20;
