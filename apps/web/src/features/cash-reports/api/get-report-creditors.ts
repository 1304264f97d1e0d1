import { CASH_REPORT_CREDITORS_CACHE_MS, PAGE_MAX_LIMIT, type TPage, type TRole } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cashReportKeys } from '../lib/cash-report-queries';

/** What the cash report forms need of a creditor (the creditors area owns the full shape). */
export type TReportCreditor = { id: string; partyName: string; stationId: string | null; status: string };

/**
 * The creditors a credit amount can name: an attendant's (GET /attendant/creditors: their stations' and
 * those of no station), everyone else's active ones (GET /creditors?status=active). Cached 10 minutes
 * with 1 retry (document 3, section 9).
 */
export function getReportCreditors(role: TRole | undefined, signal?: AbortSignal): Promise<TPage<TReportCreditor>> {
  const path = role === 'attendant' ? '/attendant/creditors' : '/creditors';
  const query = role === 'attendant' ? { limit: PAGE_MAX_LIMIT } : { status: 'active', limit: PAGE_MAX_LIMIT };
  return api.get<TPage<TReportCreditor>>(path, { query, ...(signal ? { signal } : {}) });
}

export const reportCreditorsQueryOptions = (role: TRole | undefined) =>
  queryOptions({
    queryKey: [...cashReportKeys.all, 'creditors', role ?? ''] as const,
    queryFn: ({ signal }) => getReportCreditors(role, signal),
    staleTime: CASH_REPORT_CREDITORS_CACHE_MS,
    gcTime: CASH_REPORT_CREDITORS_CACHE_MS,
    retry: 1,
  });

/** Silent: a failed load switches the form to manual entry with its own notice. */
export function useReportCreditors(role: TRole | undefined) {
  return useQuery({ ...reportCreditorsQueryOptions(role), meta: { silent: true } });
}
