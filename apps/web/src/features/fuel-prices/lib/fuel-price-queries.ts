import type { QueryClient } from '@tanstack/react-query';
import { areaKeys, invalidateKeys } from '@/lib/query-keys';

/** Fuel prices are fresh for 5 minutes (document 2, section 9). */
export const FUEL_PRICES_STALE_MS = 5 * 60_000;

export const fuelPriceKeys = {
  all: areaKeys.fuelPrices,
  lists: () => [...fuelPriceKeys.all, 'list'] as const,
  missing: () => [...fuelPriceKeys.all, 'missing'] as const,
};

/** After a price write: every price list, the missing-price notice, the setup checklist and reading checks. */
export function invalidateAfterPriceChange(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [fuelPriceKeys.all, areaKeys.setupStatus, [...areaKeys.readings, 'can-create'], areaKeys.nozzles]);
}
