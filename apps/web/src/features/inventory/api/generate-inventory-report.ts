import { API_BASE, DEFAULT_TIME_ZONE, REPORT_MSG, formatDate, previousMonth, todayInZone, type TCreateReport, type TReport } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sleep } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { areaKeys } from '@/lib/query-keys';

const POLL_MS = 1_000;
const GIVE_UP_MS = 120_000;

/** The inventory page's report (document 2): inventory, PDF, the previous calendar month, the chosen station. */
export function inventoryReportRequest(stationId: string | undefined, now: Date = new Date()): TCreateReport {
  const dateRange = previousMonth(todayInZone(DEFAULT_TIME_ZONE, now));
  const month = formatDate(dateRange.startDate).slice(3); // 'Mar 2025'
  return { name: `Inventory report ${month}`, type: 'inventory', format: 'pdf', dateRange, filters: stationId ? { stationId } : {} };
}

/**
 * POST /reports, then GET /reports/{id} until the file is made, then GET /reports/{id}/download: the
 * report is also in the Reports Center's list afterwards.
 */
export async function generateInventoryReport(stationId: string | undefined): Promise<{ fileName: string }> {
  const report = await api.post<TReport>('/reports', inventoryReportRequest(stationId));
  const until = Date.now() + GIVE_UP_MS;
  let current = report;
  while (current.status === 'processing') {
    if (Date.now() > until) throw new Error(REPORT_MSG.notReady);
    await sleep(POLL_MS);
    current = await api.get<TReport>(`/reports/${encodeURIComponent(report.id)}`);
  }
  if (current.status !== 'completed') throw new Error(REPORT_MSG.generateFailed);
  return downloadFile(`${API_BASE}/reports/${encodeURIComponent(report.id)}/download`, { accept: 'application/pdf', fallbackName: current.fileName ?? 'inventory.pdf' });
}

export function useGenerateInventoryReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInventoryReport,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKeys.reports }),
  });
}
