import type { TReconciliationRecord, TReopenDay } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterDayChange } from '../lib/reconciliation-queries';

/** POST /reconciliation/{id}/reopen (owner): writes pass again; the day's sales are pending. */
export function reopenDay({ id, body }: { id: string; body: TReopenDay }): Promise<TReconciliationRecord> {
  return api.post<TReconciliationRecord>(`/reconciliation/${encodeURIComponent(id)}/reopen`, body);
}

export function useReopenDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenDay, meta: { silent: true }, onSuccess: () => invalidateAfterDayChange(queryClient) });
}
