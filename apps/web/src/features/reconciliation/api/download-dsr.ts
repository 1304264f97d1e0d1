import { API_BASE } from '@forecourt/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /reconciliation/{id}/dsr: the closed day's daily sales report (one A4 PDF), saved under its name. */
export function downloadDsr(record: { id: string; date: string }): Promise<{ fileName: string }> {
  return downloadFile(`${API_BASE}/reconciliation/${encodeURIComponent(record.id)}/dsr`, {
    accept: 'application/pdf',
    fallbackName: `dsr-${record.date}.pdf`,
  });
}

export function useDownloadDsr() {
  return useMutation({ mutationFn: downloadDsr, meta: { silent: true } });
}
