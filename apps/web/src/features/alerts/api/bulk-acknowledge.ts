import type { TBulkAcknowledgeResult } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAlerts } from '../lib/alert-queries';

/** POST /alerts/bulk-acknowledge {ids}: "Mark all read". Idempotent, so it may be retried. */
export function bulkAcknowledge(ids: string[]): Promise<TBulkAcknowledgeResult> {
  return api.post<TBulkAcknowledgeResult>('/alerts/bulk-acknowledge', { ids }, { retry: 2 });
}

export function useBulkAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkAcknowledge, meta: { silent: true }, onSettled: () => invalidateAlerts(queryClient) });
}
