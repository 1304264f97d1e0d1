import type { TFuelType, TTank } from '@forecourt/shared';
import type { TFieldOf } from '@/lib/zod-form';

export type TTankFormMode = 'create' | 'edit';

/** What the tank form holds: text as typed, the nozzles ticked. */
export type TTankFormValues = {
  stationId: string;
  name: string;
  fuelType: TFuelType | '';
  /** Litres, as typed. */
  capacity: string;
  /** Litres, as typed; blank for none. */
  minimumLevel: string;
  nozzleIds: string[];
};

export function emptyTankFormValues(stationId = '', fuelType: TFuelType | '' = ''): TTankFormValues {
  return { stationId, name: '', fuelType, capacity: '', minimumLevel: '', nozzleIds: [] };
}

const litresText = (v: number | null) => (v === null ? '' : String(v));

/** The edit form's values from the tank. */
export function tankFormValues(tank: TTank): TTankFormValues {
  return {
    stationId: tank.stationId,
    name: tank.name,
    fuelType: tank.fuelType,
    capacity: litresText(tank.capacity),
    minimumLevel: litresText(tank.minimumLevel),
    nozzleIds: [...tank.nozzleIds],
  };
}

const filled = (s: string) => s.trim() !== '';

/**
 * The request body for the form's values, before the shared schema (ZCreateTank / ZUpdateTank) checks
 * it: a blank required field is left out, so the schema's own text ("Capacity is required") applies,
 * not the one for zero. Creating: a blank minimum level is none. Editing: the station and fuel are not
 * sent (they cannot change), a blank capacity keeps the tank's, a blank minimum level clears it.
 */
export function toTankRequest(values: TTankFormValues, mode: TTankFormMode): Record<string, unknown> {
  const capacity = filled(values.capacity) ? values.capacity.trim() : undefined;
  const minimum = filled(values.minimumLevel) ? values.minimumLevel.trim() : undefined;
  if (mode === 'edit') {
    return {
      name: values.name,
      ...(capacity !== undefined ? { capacity } : {}),
      minimumLevel: minimum ?? null,
      nozzleIds: values.nozzleIds,
    };
  }
  return {
    stationId: values.stationId,
    name: values.name,
    fuelType: values.fuelType === '' ? undefined : values.fuelType,
    capacity,
    ...(minimum !== undefined ? { minimumLevel: minimum } : {}),
    nozzleIds: values.nozzleIds,
  };
}

/** Every issue about the nozzle list shows on the checklist. */
export const tankFieldOf: TFieldOf = (path) => {
  const [head] = path;
  return head === undefined ? 'root' : String(head);
};
