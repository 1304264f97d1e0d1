import type { TReconciliationDetail } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RECONCILIATION_STALE_MS, reconciliationKeys } from '../lib/reconciliation-queries';

/** GET /reconciliation/{id}: a record, its day's figures and its sales. */
export function getReconciliation(id: string, signal?: AbortSignal): Promise<TReconciliationDetail> {
  return api.get<TReconciliationDetail>(`/reconciliation/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const reconciliationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reconciliationKeys.detail(id),
    queryFn: ({ signal }) => getReconciliation(id, signal),
    staleTime: RECONCILIATION_STALE_MS,
    retry: false,
  });

/** Silent: the page shows 'Reconciliation not found' or its own error state. */
export function useReconciliation(id: string) {
  return useQuery({ ...reconciliationQueryOptions(id), meta: { silent: true } });
}
