import { MAX_NOZZLES_PER_PUMP, type TAssetStatus, type TCreatePump, type TFuelType, type TUpdatePump } from '@forecourt/shared';
import type { TFieldOf } from '@/lib/zod-form';

/** What the pump form holds: the pump's fields and, in the setup variant, its nozzles. */
export type TPumpFormValues = {
  stationId: string;
  name: string;
  serialNumber: string;
  status: TAssetStatus;
  /** Setup variant: how many nozzles to create with the pump (1–12), as typed. */
  nozzleCount: string;
  /** Setup variant: the fuel type of each nozzle, by position. */
  fuelTypes: TFuelType[];
};

export type TPumpFormMode = 'create' | 'setup' | 'edit';

export const DEFAULT_FUEL_TYPE: TFuelType = 'petrol';

export function emptyPumpFormValues(stationId = ''): TPumpFormValues {
  return { stationId, name: '', serialNumber: '', status: 'active', nozzleCount: '1', fuelTypes: [DEFAULT_FUEL_TYPE] };
}

/** The typed nozzle count as a whole number, or NaN when it is not one. */
export function parseNozzleCount(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** How many fuel-type pickers to show for a typed count (none for a count outside 1–12). */
export function visibleNozzleRows(text: string): number {
  const n = parseNozzleCount(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_NOZZLES_PER_PUMP ? n : 0;
}

/**
 * The request body for the form's values. In the setup variant the count becomes `nozzles`, one entry
 * per nozzle, so the shared schema's rules ("Nozzle count must be at least 1", "… cannot exceed 12")
 * decide; a count that is not a whole number counts as none.
 */
export function toPumpRequest(values: TPumpFormValues, mode: TPumpFormMode): TCreatePump | TUpdatePump {
  const base = { stationId: values.stationId, name: values.name, serialNumber: values.serialNumber };
  if (mode === 'edit') return { ...base, status: values.status };
  if (mode === 'create') return base;
  const n = parseNozzleCount(values.nozzleCount);
  const count = Number.isInteger(n) ? Math.min(n, MAX_NOZZLES_PER_PUMP + 1) : 0;
  return {
    ...base,
    nozzles: Array.from({ length: count }, (_, i) => ({ fuelType: values.fuelTypes[i] ?? DEFAULT_FUEL_TYPE })),
  };
}

/** Where a request-schema issue shows: a nozzle's fuel type on its picker, the list's length on the count. */
export const pumpFieldOf: TFieldOf = (path) => {
  const [head, index, leaf] = path;
  if (head === 'nozzles') return typeof index === 'number' && leaf === 'fuelType' ? `fuelTypes.${index}` : 'nozzleCount';
  return String(head ?? 'root');
};
