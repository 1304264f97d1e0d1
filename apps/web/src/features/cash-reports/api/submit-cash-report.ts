import { API_RETRY_ATTEMPTS, type TCashReportSubmission, type TSubmitCashReport } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCashReport } from '../lib/cash-report-queries';

/** POST /cash-reports: an owner's or manager's own report for a station, day and shift (updates it while pending). */
export function submitCashReport(input: TSubmitCashReport): Promise<TCashReportSubmission> {
  // Safe to resend: the body carries the client's id, and the API answers a replay with the stored report.
  return api.post<TCashReportSubmission>('/cash-reports', input, { retry: API_RETRY_ATTEMPTS });
}

/** Silent: the form says what failed (document 3 section 8 texts). */
export function useSubmitCashReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitCashReport, meta: { silent: true }, onSuccess: () => invalidateAfterCashReport(queryClient) });
}
