/**
 * Stations, pumps and nozzles' plain values (statuses, fuel types, labels, texts, plan-limit wording): no
 * schema here, so a page can import them without zod (docs/decisions/031).
 */

import { ERROR_TEXTS, errorText, type TErrorText } from './error-texts.constants';

export const ASSET_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type TAssetStatus = (typeof ASSET_STATUSES)[number];
export const ASSET_STATUS_LABELS: Record<TAssetStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  inactive: 'Inactive',
};

export const FUEL_TYPES = ['petrol', 'diesel', 'premium'] as const;
export type TFuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Record<TFuelType, string> = { petrol: 'Petrol', diesel: 'Diesel', premium: 'Premium' };
export const MIXED_FUEL_LABEL = 'Mixed Fuel';
export function fuelTypeLabel(value: string | null | undefined): string {
  if (value === 'gasoline') return FUEL_TYPE_LABELS.petrol;
  return value && value in FUEL_TYPE_LABELS ? FUEL_TYPE_LABELS[value as TFuelType] : MIXED_FUEL_LABEL;
}

export const STATION_DETAIL_MAX_PUMPS = 6;
export const SEARCH_DEBOUNCE_MS = 300;

/** Toasts and screen texts of document 2 section 8, verbatim. */
export const ASSET_MSG = {
  stationCreated: 'Station Created',
  stationUpdated: 'Station Updated',
  stationDeleted: 'Station Deleted',
  stationDeletedText: 'Station deleted successfully',
  stationDeleteFailed: 'Failed to delete station',
  stationUpdatedText: 'Station updated successfully',
  stationUpdateFailed: 'Failed to update station',
  stationSettingsUpdated: 'Station settings updated successfully',
  stationSettingsFailed: 'Failed to update station settings',
  stationsFetchFailed: 'Failed to fetch stations. Please try again.',
  stationNotFoundTitle: 'Station Not Found',
  stationNotFoundText: 'The requested station could not be found',
  pumpCreated: 'Pump created successfully',
  pumpCreateFailed: 'Failed to create pump',
  pumpUpdated: 'Pump updated successfully',
  pumpUpdateFailed: 'Failed to update pump',
  pumpDeleted: 'Pump deleted successfully',
  pumpDeleteFailed: 'Failed to delete pump',
  pumpDeleteTitle: 'Delete Pump',
  pumpDeleteConfirm:
    'Are you sure you want to delete this pump? This action cannot be undone and will also delete all associated nozzles.',
  nozzleDeleted: 'Nozzle Deleted',
  nozzleDeletedText: 'Nozzle deleted successfully',
  nozzleDeleteFailed: 'Delete Failed',
  nozzleDeleteFailedText: 'Failed to delete nozzle',
  /** Deleting a nozzle (document 2, section 5: it cannot be undone and deletes its readings). */
  nozzleDeleteConfirm: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone and deletes its readings.`,
  /** A station update refused for its values (document 2, section 5: "on update it reads 'Validation failed: ...'"). */
  validationFailed: (problems: readonly string[]) => `Validation failed: ${problems.join(', ')}`,
  /** The pump form's setup variant (document 2, section 5: "Station selection is required" in another form). */
  stationSelectionRequired: 'Station selection is required',
  // Server messages (409 duplicates, 422 rules), from their keyed catalogue (error-texts.constants.ts).
  stationNameTaken: ERROR_TEXTS['station.nameTaken'],
  serialTaken: ERROR_TEXTS['pump.serialTaken'],
  nozzleNameTaken: ERROR_TEXTS['nozzle.nameTaken'],
  stationNotFound: ERROR_TEXTS['station.notFound'],
  pumpNotFound: ERROR_TEXTS['pump.notFound'],
  nozzleNotFound: ERROR_TEXTS['nozzle.notFound'],
} as const;
export function pumpNeedsAttention(status: TAssetStatus, nozzleCount: number): boolean {
  return nozzleCount === 0 || status === 'maintenance';
}

export type TPlanLimitKind = 'stations' | 'pumps' | 'nozzles' | 'users';

/** The 422 PLAN_LIMIT text (key `planLimit.<kind>`): names the limit and the plan. */
export function planLimitText(kind: TPlanLimitKind, limit: number, planName: string): TErrorText {
  return errorText(`planLimit.${kind}`, { plan: planName, limit });
}

/** The 422 PLAN_LIMIT message in English. */
export function planLimitMessage(kind: TPlanLimitKind, limit: number, planName: string): string {
  return planLimitText(kind, limit, planName).message;
}
