import type { TPage, TReceipt } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wetStockKeys } from '../lib/wet-stock-keys';

/** GET /tanks/{id}/receipts: the tank's tanker receipts, newest first. */
export function getReceipts(tankId: string, page: number, limit: number, signal?: AbortSignal): Promise<TPage<TReceipt>> {
  return api.get<TPage<TReceipt>>(`/tanks/${encodeURIComponent(tankId)}/receipts`, { query: { page, limit }, ...(signal ? { signal } : {}) });
}

export const receiptsQueryOptions = (tankId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...wetStockKeys.receipts(tankId), { page, limit }] as const,
    queryFn: ({ signal }) => getReceipts(tankId, page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useReceipts(tankId: string, page: number, limit: number) {
  return useQuery({ ...receiptsQueryOptions(tankId, page, limit), enabled: tankId !== '' });
}
