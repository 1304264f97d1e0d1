import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { areaKeys, invalidateKeys } from '@/lib/query-keys';

/** A day's figures change as readings and cash reports arrive: fresh for a minute, like the sales list. */
export const RECONCILIATION_STALE_MS = 60_000;

export type TRecordFilter = { stationId?: string; dateFrom?: string; dateTo?: string; status?: string };

export const reconciliationKeys = {
  all: areaKeys.reconciliation,
  summary: (stationId: string, date: string) => [...reconciliationKeys.all, 'summary', stationId, date] as const,
  lists: () => [...reconciliationKeys.all, 'list'] as const,
  detail: (id: string) => [...reconciliationKeys.all, 'detail', id] as const,
};

/**
 * What a close, reopen or approval changes: every reconciliation view, the sales (posted or pending), the
 * dashboard, and the cash reports and readings screens (a closed day refuses their writes).
 */
const dayEffectKeys: readonly QueryKey[] = [areaKeys.reconciliation, areaKeys.sales, areaKeys.dashboard, areaKeys.cashReports, areaKeys.readings];

export function invalidateAfterDayChange(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, dayEffectKeys);
}
