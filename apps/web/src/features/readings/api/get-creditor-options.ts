import { CREDITORS_PICKER_STALE_MS, PAGE_MAX_LIMIT, type TCreditor, type TPage } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/**
 * GET /creditors?status=active: the creditors a credit sale may name (owner and manager forms). A small
 * fetcher of this feature's own (decision 008); its key is under the creditors area, so a payment or a
 * creditor edit refreshes the balances it shows. Fresh for 10 minutes (document 3, section 9).
 */
export function getCreditorOptions(signal?: AbortSignal): Promise<TPage<TCreditor>> {
  return api.get<TPage<TCreditor>>('/creditors', { query: { status: 'active', limit: PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) });
}

export const creditorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...areaKeys.creditors, 'reading-options'] as const,
    queryFn: ({ signal }) => getCreditorOptions(signal),
    staleTime: CREDITORS_PICKER_STALE_MS,
  });

export function useCreditorOptions(enabled: boolean) {
  return useQuery({ ...creditorOptionsQueryOptions(), enabled, meta: { silent: true } });
}
