import type { TAssetStatus, TFuelType, TNozzle, TTank } from '@forecourt/shared';

/** A nozzle as the tank pages name it: "Pump 1 · Nozzle 2" (the server's refusals name it so too). */
export function nozzleLabel(n: Pick<TNozzle, 'pumpName' | 'name'>): string {
  return `${n.pumpName} · ${n.name}`;
}

/**
 * The names of the nozzles a tank feeds, in the tank's order (pump, then nozzle). An id not among the
 * nozzles loaded is counted in `unknown`, so the card can still say how many it feeds.
 */
export function fedNozzleNames(tank: Pick<TTank, 'nozzleIds'>, nozzles: readonly TNozzle[]): { names: string[]; unknown: number } {
  const byId = new Map(nozzles.map((n) => [n.id, n]));
  const names: string[] = [];
  let unknown = 0;
  for (const id of tank.nozzleIds) {
    const n = byId.get(id);
    if (n) names.push(nozzleLabel(n));
    else unknown += 1;
  }
  return { names, unknown };
}

export type TNozzleChoice = {
  id: string;
  label: string;
  status: TAssetStatus;
  /** The other tank this nozzle feeds from now (saving moves it here), or null. */
  otherTank: string | null;
};

const byPumpThenNumber = (a: TNozzle, b: TNozzle) =>
  a.pumpName.localeCompare(b.pumpName, 'en', { numeric: true }) || a.pumpId.localeCompare(b.pumpId) || a.nozzleNumber - b.nozzleNumber;

/**
 * The nozzles a tank of `fuelType` at `stationId` may feed, as the form's checkboxes: that station's
 * nozzles of that fuel only (a list kept from a previous choice while the next one loads is filtered
 * out, never offered), pump by pump, each with the other tank it feeds from now. `tankId` is the tank
 * being edited (it is not "another" tank).
 */
export function nozzleChoices(
  nozzles: readonly TNozzle[],
  tanks: readonly Pick<TTank, 'id' | 'name' | 'nozzleIds'>[],
  scope: { stationId: string; fuelType: TFuelType | ''; tankId?: string | undefined },
): TNozzleChoice[] {
  if (!scope.stationId || !scope.fuelType) return [];
  const feeding = new Map<string, string>();
  for (const t of tanks) {
    if (t.id === scope.tankId) continue;
    for (const id of t.nozzleIds) feeding.set(id, t.name);
  }
  return nozzles
    .filter((n) => n.stationId === scope.stationId && n.fuelType === scope.fuelType)
    .sort(byPumpThenNumber)
    .map((n) => ({ id: n.id, label: nozzleLabel(n), status: n.status, otherTank: feeding.get(n.id) ?? null }));
}
