import type { TPage, TReconciliationRecord } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RECONCILIATION_STALE_MS, reconciliationKeys, type TRecordFilter } from '../lib/reconciliation-queries';

export type TRecordParams = TRecordFilter & { page?: number; limit?: number };

/** GET /reconciliation: the closed (approved, reopened) days, newest first. */
export function getReconciliations(params: TRecordParams = {}, signal?: AbortSignal): Promise<TPage<TReconciliationRecord>> {
  return api.get<TPage<TReconciliationRecord>>('/reconciliation', { query: params, ...(signal ? { signal } : {}) });
}

export const reconciliationsQueryOptions = (params: TRecordParams = {}) =>
  queryOptions({
    queryKey: [...reconciliationKeys.lists(), params] as const,
    queryFn: ({ signal }) => getReconciliations(params, signal),
    staleTime: RECONCILIATION_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useReconciliations(params: TRecordParams = {}) {
  return useQuery({ ...reconciliationsQueryOptions(params), meta: { silent: true } });
}
