import { API_BASE } from '@forecourt/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { TSalesFilter } from '../lib/sales-queries';

function exportUrl(filter: TSalesFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const qs = params.toString();
  return `${API_BASE}/sales/export${qs ? `?${qs}` : ''}`;
}

/** GET /sales/export: a CSV of every sale of the filter (not just the page), saved as a file. */
export function exportSales(filter: TSalesFilter): Promise<{ fileName: string }> {
  return downloadFile(exportUrl(filter), { accept: 'text/csv', fallbackName: `sales-${new Date().toISOString().slice(0, 10)}.csv` });
}

export function useExportSales() {
  return useMutation({ mutationFn: exportSales });
}
