import type { TCreditor, TCreditorStatus, TCreditorSummary, TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CREDITORS_STALE_MS, creditorKeys } from '../lib/creditor-queries';

export type TCreditorListParams = { search?: string; stationId?: string; status?: TCreditorStatus; page?: number; limit?: number };

/** GET /creditors: a page (by party name) with the counts and the outstanding total over the filter. */
export function getCreditors(params: TCreditorListParams = {}, signal?: AbortSignal): Promise<TPage<TCreditor, TCreditorSummary>> {
  return api.get<TPage<TCreditor, TCreditorSummary>>('/creditors', { query: params, ...(signal ? { signal } : {}) });
}

export const creditorsQueryOptions = (params: TCreditorListParams = {}) =>
  queryOptions({
    queryKey: [...creditorKeys.lists(), params] as const,
    queryFn: ({ signal }) => getCreditors(params, signal),
    staleTime: CREDITORS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useCreditors(params: TCreditorListParams = {}) {
  return useQuery({ ...creditorsQueryOptions(params), meta: { silent: true } });
}
