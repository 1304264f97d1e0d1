import type { TFuelType } from '@forecourt/shared';

export type TInventoryUpdateValues = {
  stationId: string;
  fuelType: TFuelType | '';
  /** The tank: chosen when the station has more than one of the fuel, or given by the card it was opened from. */
  tankId: string;
  newStock: string;
  capacity: string;
  minimumLevel: string;
  note: string;
};

/**
 * The POST /inventory/update body from the form (document 2, section 6), before the shared schema
 * (ZInventoryUpdate) validates it: station, fuel type and new stock required (a blank one is left
 * out, so the schema's "Please fill all required fields." applies); the tank, capacity, minimum level
 * and note sent only when filled.
 */
export function toInventoryInput(v: TInventoryUpdateValues): Record<string, string | undefined> {
  const filled = (s: string) => s.trim() !== '';
  return {
    stationId: v.stationId,
    fuelType: v.fuelType === '' ? undefined : v.fuelType,
    ...(v.tankId !== '' ? { tankId: v.tankId } : {}),
    newStock: filled(v.newStock) ? v.newStock.trim() : undefined,
    ...(filled(v.capacity) ? { capacity: v.capacity.trim() } : {}),
    ...(filled(v.minimumLevel) ? { minimumLevel: v.minimumLevel.trim() } : {}),
    ...(filled(v.note) ? { note: v.note.trim() } : {}),
  };
}
