import { ZInventoryUpdate, type TFuelType, type TInventoryUpdate } from '@forecourt/shared';

export type TInventoryUpdateValues = {
  stationId: string;
  fuelType: TFuelType | '';
  newStock: string;
  capacity: string;
  minimumLevel: string;
  note: string;
};

export type TInventoryUpdateResult =
  | { ok: true; body: TInventoryUpdate }
  | { ok: false; errors: Partial<Record<keyof TInventoryUpdateValues, string>> };

/**
 * The POST /inventory/update body from the form (document 2, section 6): station, fuel type and new
 * stock required; capacity, minimum level and note sent only when filled. Validated by the shared schema.
 */
export function toInventoryUpdate(v: TInventoryUpdateValues): TInventoryUpdateResult {
  const filled = (s: string) => s.trim() !== '';
  const body = {
    stationId: v.stationId,
    fuelType: v.fuelType === '' ? undefined : v.fuelType,
    newStock: filled(v.newStock) ? v.newStock.trim() : undefined,
    ...(filled(v.capacity) ? { capacity: v.capacity.trim() } : {}),
    ...(filled(v.minimumLevel) ? { minimumLevel: v.minimumLevel.trim() } : {}),
    ...(filled(v.note) ? { note: v.note.trim() } : {}),
  };
  const parsed = ZInventoryUpdate.safeParse(body);
  if (!parsed.success) {
    const errors: Partial<Record<keyof TInventoryUpdateValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof TInventoryUpdateValues;
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, body: parsed.data };
}
