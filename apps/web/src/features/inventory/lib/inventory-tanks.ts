import { errorText, type TFuelType, type TInventoryItem } from '@forecourt/shared';
import { noteServerText } from '@/i18n/known-text';

export type TUpdateScope = { stationId: string; fuelType: TFuelType | ''; tankId: string };

/** The station's set-up tanks of the fuel among the inventory's items, in the list's order (by name). */
export function tanksOf(items: readonly TInventoryItem[], scope: Pick<TUpdateScope, 'stationId' | 'fuelType'>): TInventoryItem[] {
  if (!scope.stationId || !scope.fuelType) return [];
  return items.filter((i) => i.isSetUp && i.id !== null && i.stationId === scope.stationId && i.fuelType === scope.fuelType);
}

/**
 * What a stock update lands on, for the form's hints: the tank chosen, else the station's one tank of
 * the fuel, else the fuel's "no tank set up" item; undefined while a tank must still be chosen (the
 * station has several of the fuel: the server refuses an update naming none, 'inventory.chooseTank').
 */
export function updateTarget(items: readonly TInventoryItem[], scope: TUpdateScope): TInventoryItem | undefined {
  const tanks = tanksOf(items, scope);
  if (scope.tankId) return tanks.find((t) => t.id === scope.tankId);
  if (tanks.length > 1) return undefined;
  return tanks[0] ?? items.find((i) => i.stationId === scope.stationId && i.fuelType === scope.fuelType);
}

/** Whether the update must name its tank before it is sent. */
export function mustChooseTank(items: readonly TInventoryItem[], scope: TUpdateScope): boolean {
  return scope.tankId === '' && tanksOf(items, scope).length > 1;
}

/** The server's own text for an update that names no tank where it must (said in the language shown). */
export function chooseTankMessage(fuelType: TFuelType): string {
  return noteServerText(errorText('inventory.chooseTank', { fuel: fuelType }));
}
