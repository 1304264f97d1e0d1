import type { TAttendantCashReport, TCashReportSubmission, TPage, TStation } from '@forecourt/shared';
import { API_RETRY_ATTEMPTS } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashReportDraft, stampCashReport } from '@/lib/offline/capture';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { tenantTimeZone } from '@/lib/offline/tenant-time-zone';
import { api } from '@/lib/api-client';
import { invalidateAfterCashReport } from '../lib/cash-report-queries';
import { reportStationsQueryOptions } from './get-report-stations';

/** POST /attendant/cash-report: today's report for an assigned station and a shift (updates it while pending). */
export function submitAttendantCashReport(input: TAttendantCashReport): Promise<TCashReportSubmission> {
  // Safe to resend: the body carries the client's id, and the API answers a replay with the stored report.
  return api.post<TCashReportSubmission>('/attendant/cash-report', input, { retry: API_RETRY_ATTEMPTS });
}

/**
 * Silent: the form says what failed (document 3 section 8 texts). The report carries the business day it
 * was made on (the tenant's zone), so one kept on the phone without a connection (rejects with
 * SavedOnPhone) is sent later for that day — or refused if the day has passed (docs/decisions/029).
 */
export function useSubmitAttendantCashReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAttendantCashReport) => {
      if (!input.id) return submitAttendantCashReport(input);
      const body = stampCashReport({ ...input, id: input.id }, tenantTimeZone(queryClient));
      const stations = queryClient.getQueryData<TPage<TStation>>(reportStationsQueryOptions('attendant').queryKey);
      const station = stations?.items.find((s) => s.id === body.stationId);
      return sendOrQueue(cashReportDraft(body, station?.name), () => submitAttendantCashReport(body));
    },
    // Offline the call is not paused: it is kept on the phone at once.
    networkMode: 'always',
    meta: { silent: true },
    onSuccess: () => invalidateAfterCashReport(queryClient),
  });
}
