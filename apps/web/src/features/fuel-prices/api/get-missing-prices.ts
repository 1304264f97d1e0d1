import type { TMissingPrice, TPage } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FUEL_PRICES_STALE_MS, fuelPriceKeys } from '../lib/fuel-price-queries';

/** GET /fuel-prices/missing: station and fuel pairs with active nozzles but no price in effect. */
export function getMissingPrices(signal?: AbortSignal): Promise<TMissingPrice[]> {
  return api
    .get<TPage<TMissingPrice>>('/fuel-prices/missing', signal ? { signal } : {})
    .then((page) => page.items);
}

export const missingPricesQueryOptions = () =>
  queryOptions({
    queryKey: fuelPriceKeys.missing(),
    queryFn: ({ signal }) => getMissingPrices(signal),
    staleTime: FUEL_PRICES_STALE_MS,
  });

export function useMissingPrices() {
  return useQuery({ ...missingPricesQueryOptions(), meta: { silent: true } });
}
