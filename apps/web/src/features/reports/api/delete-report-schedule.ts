import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '../lib/report-queries';

/** DELETE /reports/schedules/{id}: the schedule stops; the reports it made stay. */
export function deleteReportSchedule(id: string): Promise<null> {
  return api.delete<null>(`/reports/schedules/${encodeURIComponent(id)}`);
}

export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReportSchedule, meta: { silent: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.schedules() }) });
}
