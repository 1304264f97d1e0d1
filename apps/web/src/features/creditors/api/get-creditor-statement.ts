import type { TPage, TStatementEntry, TStatementSummary } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CREDITORS_STALE_MS, creditorKeys } from '../lib/creditor-queries';

export type TStatementParams = { from?: string; to?: string; page?: number; limit?: number };

/** GET /creditors/{id}/statement: credit sales and payments in date order with the running balance. */
export function getCreditorStatement(id: string, params: TStatementParams = {}, signal?: AbortSignal): Promise<TPage<TStatementEntry, TStatementSummary>> {
  return api.get<TPage<TStatementEntry, TStatementSummary>>(`/creditors/${encodeURIComponent(id)}/statement`, {
    query: params,
    ...(signal ? { signal } : {}),
  });
}

export const creditorStatementQueryOptions = (id: string, params: TStatementParams = {}) =>
  queryOptions({
    queryKey: [...creditorKeys.statement(id), params] as const,
    queryFn: ({ signal }) => getCreditorStatement(id, params, signal),
    staleTime: CREDITORS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useCreditorStatement(id: string, params: TStatementParams = {}) {
  return useQuery({ ...creditorStatementQueryOptions(id, params), enabled: id !== '', meta: { silent: true } });
}
