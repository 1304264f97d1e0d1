import type { TReconciliationRecord } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterDayChange } from '../lib/reconciliation-queries';

/** POST /reconciliation/{id}/approve (owner): the sign-off on a closed day. */
export function approveDay(id: string): Promise<TReconciliationRecord> {
  return api.post<TReconciliationRecord>(`/reconciliation/${encodeURIComponent(id)}/approve`);
}

export function useApproveDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveDay, meta: { silent: true }, onSuccess: () => invalidateAfterDayChange(queryClient) });
}
