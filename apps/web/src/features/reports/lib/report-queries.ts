import { REPORT_MSG, REPORTS_POLL_MS, type TReport } from '@forecourt/shared';
import { areaKeys } from '@/lib/query-keys';

/** Query keys of the reports centre: the reports list and the schedules. */
export const reportKeys = {
  all: areaKeys.reports,
  lists: () => [...reportKeys.all, 'list'] as const,
  schedules: () => [...reportKeys.all, 'schedules'] as const,
};

/** The list polls while a report is processing (its file is being made in the background), else not. */
export function pollWhileProcessing(items: TReport[] | undefined): number | false {
  return items?.some((r) => r.status === 'processing') ? REPORTS_POLL_MS : false;
}

/** The toast a report's end deserves, once it leaves processing. */
export function outcomeToast(report: TReport): { kind: 'success' | 'error'; title: string; description?: string } {
  return report.status === 'completed'
    ? { kind: 'success', title: REPORT_MSG.generatedTitle, description: REPORT_MSG.generated }
    : { kind: 'error', title: REPORT_MSG.generateFailed };
}
