import { API_BASE, type TReport } from '@forecourt/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /reports/{id}/download: a completed report's file, saved under its name. */
export function downloadReport(report: Pick<TReport, 'id' | 'fileName'>): Promise<{ fileName: string }> {
  return downloadFile(`${API_BASE}/reports/${encodeURIComponent(report.id)}/download`, { accept: '*/*', fallbackName: report.fileName ?? 'report' });
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport, meta: { silent: true } });
}
