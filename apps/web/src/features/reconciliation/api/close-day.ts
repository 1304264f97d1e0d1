import type { TCloseDay, TReconciliationRecord } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterDayChange } from '../lib/reconciliation-queries';

/** POST /reconciliation: closes a station's day (it then refuses every write; its sales are posted). */
export function closeDay(body: TCloseDay): Promise<TReconciliationRecord> {
  return api.post<TReconciliationRecord>('/reconciliation', body);
}

export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeDay, meta: { silent: true }, onSuccess: () => invalidateAfterDayChange(queryClient) });
}
