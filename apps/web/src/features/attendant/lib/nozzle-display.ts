import type { TNozzle, TNumeric } from '@forecourt/shared';
import { englishIntl } from '@/i18n/known-text';
import { fuelLabel } from '@/i18n/labels';
import { formatterFor, type TFormatter } from '@/i18n/use-format';
import { makeTranslate, type TTranslate } from '@/i18n/use-t';

/** English unless told: the functions below take the language shown from the component (`useT`, `useFormat`). */
const EN_T = makeTranslate(englishIntl);
const EN_FORMAT = formatterFor('en-IN');

/** A fuel type as the attendant screens show it: uppercased (document 3, section 2): 'PETROL' ('पेट्रोल'). */
export function fuelCaps(fuelType: string, t: TTranslate = EN_T): string {
  return fuelLabel(fuelType, t).toUpperCase();
}

/** A meter value: Indian grouping, up to 3 decimals ('1,84,523.45'). */
export function meterText(value: TNumeric, fmt: TFormatter = EN_FORMAT): string {
  return fmt.number(value, { maximumFractionDigits: 3 });
}

/** The price per litre in effect now ('₹102.47/L'), or null when none is set. */
export function priceText(price: number | null | undefined, fmt: TFormatter = EN_FORMAT, t: TTranslate = EN_T): string | null {
  return price === null || price === undefined ? null : t('attendant.reading.pricePerLitre', { price: fmt.inr(price) });
}

/**
 * Why a reading cannot be recorded on a nozzle now, or null: the nozzle is not active (its status), or
 * no price is set for its fuel at its station (the server would refuse both; the picker says so first).
 */
export function nozzleUnavailable(n: Pick<TNozzle, 'status' | 'currentPrice'>, t: TTranslate = EN_T): string | null {
  if (n.status !== 'active') return t(`label.asset.${n.status}`);
  if (n.currentPrice === null || n.currentPrice === undefined) return t('attendant.reading.noPrice');
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
