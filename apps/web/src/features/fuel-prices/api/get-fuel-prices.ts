import type { TFuelPrice, TFuelType, TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FUEL_PRICES_STALE_MS, fuelPriceKeys } from '../lib/fuel-price-queries';

export type TFuelPriceListParams = { stationId?: string; fuelType?: TFuelType; view?: 'current' | 'all'; page?: number; limit?: number };

/** GET /fuel-prices: `view=current` is the price in effect now per station and fuel plus scheduled ones; `all` the history. */
export function getFuelPrices(params: TFuelPriceListParams = {}, signal?: AbortSignal): Promise<TPage<TFuelPrice>> {
  return api.get<TPage<TFuelPrice>>('/fuel-prices', { query: params, ...(signal ? { signal } : {}) });
}

export const fuelPricesQueryOptions = (params: TFuelPriceListParams = {}) =>
  queryOptions({
    queryKey: [...fuelPriceKeys.lists(), params] as const,
    queryFn: ({ signal }) => getFuelPrices(params, signal),
    staleTime: FUEL_PRICES_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useFuelPrices(params: TFuelPriceListParams = {}, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...fuelPricesQueryOptions(params), enabled: opts.enabled ?? true, meta: { silent: true } });
}
