import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { areaKeys, invalidateKeys } from '@/lib/query-keys';

/** Cash report lists are fresh for a minute: a reviewer's list changes as reports arrive. */
export const CASH_REPORTS_STALE_MS = 60_000;

export type TCashReportFilter = { stationId?: string; dateFrom?: string; dateTo?: string; status?: string; userId?: string };

export const cashReportKeys = {
  all: areaKeys.cashReports,
  lists: () => [...cashReportKeys.all, 'list'] as const,
  own: () => [...cashReportKeys.all, 'own'] as const,
  submitters: () => [...cashReportKeys.all, 'submitters'] as const,
};

/**
 * What a submission or a review changes: every cash report list, and the dashboards that show whether
 * today's cash has been reported.
 */
const cashReportEffectKeys: readonly QueryKey[] = [areaKeys.cashReports, areaKeys.dashboard, areaKeys.attendant];

export function invalidateAfterCashReport(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, cashReportEffectKeys);
}
