import type { TCreateReport, TReport } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '../lib/report-queries';

/** POST /reports: answered 202 with the report processing; its file is made in the background. */
export function createReport(body: TCreateReport): Promise<TReport> {
  return api.post<TReport>('/reports', body);
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReport, meta: { silent: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.lists() }) });
}
