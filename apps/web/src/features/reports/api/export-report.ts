import type { TExportReport, TReportExportResult } from '@forecourt/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /reports/export: the report's first 100 rows (the print preview) and its summary, without a file. */
export function exportReport(body: TExportReport): Promise<TReportExportResult> {
  return api.post<TReportExportResult>('/reports/export', body);
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport, meta: { silent: true } });
}
