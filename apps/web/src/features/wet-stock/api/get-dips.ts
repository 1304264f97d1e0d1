import type { TDip, TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wetStockKeys } from '../lib/wet-stock-keys';

/** GET /tanks/{id}/dips: the tank's dips, newest first. */
export function getDips(tankId: string, page: number, limit: number, signal?: AbortSignal): Promise<TPage<TDip>> {
  return api.get<TPage<TDip>>(`/tanks/${encodeURIComponent(tankId)}/dips`, { query: { page, limit }, ...(signal ? { signal } : {}) });
}

export const dipsQueryOptions = (tankId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...wetStockKeys.dips(tankId), { page, limit }] as const,
    queryFn: ({ signal }) => getDips(tankId, page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useDips(tankId: string, page: number, limit: number) {
  return useQuery({ ...dipsQueryOptions(tankId, page, limit), enabled: tankId !== '' });
}
