import { API_RETRY_ATTEMPTS, type TAttendantCashReport, type TCashReportSubmission } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCashReport } from '../lib/cash-report-queries';

/** POST /attendant/cash-report: today's report for an assigned station and a shift (updates it while pending). */
export function submitAttendantCashReport(input: TAttendantCashReport): Promise<TCashReportSubmission> {
  // Safe to resend: the body carries the client's id, and the API answers a replay with the stored report.
  return api.post<TCashReportSubmission>('/attendant/cash-report', input, { retry: API_RETRY_ATTEMPTS });
}

/** Silent: the form says what failed (document 3 section 8 texts). */
export function useSubmitAttendantCashReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitAttendantCashReport, meta: { silent: true }, onSuccess: () => invalidateAfterCashReport(queryClient) });
}
