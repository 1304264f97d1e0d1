import type { TCashReportSubmitter, TPage } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CASH_REPORTS_STALE_MS, cashReportKeys } from '../lib/cash-report-queries';

/** GET /cash-reports/submitters: everyone who has filed a report (the list's person filter). */
export function getCashReportSubmitters(signal?: AbortSignal): Promise<TPage<TCashReportSubmitter>> {
  return api.get<TPage<TCashReportSubmitter>>('/cash-reports/submitters', signal ? { signal } : {});
}

export const cashReportSubmittersQueryOptions = () =>
  queryOptions({
    queryKey: cashReportKeys.submitters(),
    queryFn: ({ signal }) => getCashReportSubmitters(signal),
    staleTime: CASH_REPORTS_STALE_MS,
  });

/** Silent: without it the filter offers everyone ("All people") and says the list could not be loaded. */
export function useCashReportSubmitters() {
  return useQuery({ ...cashReportSubmittersQueryOptions(), meta: { silent: true } });
}
