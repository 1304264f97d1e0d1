import { ASSET_STATUS_LABELS, formatINR, formatNumber, fuelTypeLabel, type TNozzle, type TNumeric } from '@forecourt/shared';

/** A fuel type as the attendant screens show it: uppercased (document 3, section 2): 'PETROL'. */
export function fuelCaps(fuelType: string): string {
  return fuelTypeLabel(fuelType).toUpperCase();
}

/** A meter value: Indian grouping, up to 3 decimals ('1,84,523.45'). */
export function meterText(value: TNumeric): string {
  return formatNumber(value, { maximumFractionDigits: 3 });
}

/** The price per litre in effect now ('₹102.47/L'), or null when none is set. */
export function priceText(price: number | null | undefined): string | null {
  return price === null || price === undefined ? null : `${formatINR(price)}/L`;
}

/**
 * Why a reading cannot be recorded on a nozzle now, or null: the nozzle is not active (its status), or
 * no price is set for its fuel at its station (the server would refuse both; the picker says so first).
 */
export function nozzleUnavailable(n: Pick<TNozzle, 'status' | 'currentPrice'>): string | null {
  if (n.status !== 'active') return ASSET_STATUS_LABELS[n.status];
  if (n.currentPrice === null || n.currentPrice === undefined) return 'No price set';
  return null;
}

export type TPumpGroup = { pumpId: string; pumpName: string; stationId: string; stationName: string; nozzles: TNozzle[] };

/** Nozzles grouped by pump, in the order the API lists them (station, pump, nozzle number). */
export function groupByPump(nozzles: TNozzle[]): TPumpGroup[] {
  const groups = new Map<string, TPumpGroup>();
  for (const n of nozzles) {
    let g = groups.get(n.pumpId);
    if (!g) {
      g = { pumpId: n.pumpId, pumpName: n.pumpName, stationId: n.stationId, stationName: n.stationName, nozzles: [] };
      groups.set(n.pumpId, g);
    }
    g.nozzles.push(n);
  }
  return [...groups.values()];
}
