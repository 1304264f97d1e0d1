import type { TCashReport } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCashReport } from '../lib/cash-report-queries';

/** POST /cash-reports/{id}/approve: a pending report is accepted; it no longer changes. */
export function approveCashReport(id: string): Promise<TCashReport> {
  return api.post<TCashReport>(`/cash-reports/${encodeURIComponent(id)}/approve`);
}

export function useApproveCashReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveCashReport, meta: { silent: true }, onSuccess: () => invalidateAfterCashReport(queryClient) });
}
