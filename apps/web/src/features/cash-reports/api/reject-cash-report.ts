import type { TCashReport, TRejectCashReport } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCashReport } from '../lib/cash-report-queries';

/** POST /cash-reports/{id}/reject: a pending report is refused with a reason; it no longer changes. */
export function rejectCashReport({ id, body }: { id: string; body: TRejectCashReport }): Promise<TCashReport> {
  return api.post<TCashReport>(`/cash-reports/${encodeURIComponent(id)}/reject`, body);
}

export function useRejectCashReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectCashReport, meta: { silent: true }, onSuccess: () => invalidateAfterCashReport(queryClient) });
}
