import type { QueryClient } from '@tanstack/react-query';

/** Fuel prices are fresh for 5 minutes (document 2, section 9). */
export const FUEL_PRICES_STALE_MS = 5 * 60_000;

export const fuelPriceKeys = {
  all: ['fuel-prices'] as const,
  lists: () => [...fuelPriceKeys.all, 'list'] as const,
  missing: () => [...fuelPriceKeys.all, 'missing'] as const,
};

/** After a price write: every price list, the missing-price notice, the setup checklist and reading checks. */
export function invalidateAfterPriceChange(queryClient: QueryClient): Promise<void> {
  const keys = [fuelPriceKeys.all, ['setup-status'], ['readings', 'can-create'], ['nozzles']];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
