import type { TCreditor } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CREDITORS_STALE_MS, creditorKeys } from '../lib/creditor-queries';

/** GET /creditors/{id}: 404 'Creditor not found' for an id the caller may not see. */
export function getCreditor(id: string, signal?: AbortSignal): Promise<TCreditor> {
  return api.get<TCreditor>(`/creditors/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const creditorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creditorKeys.detail(id),
    queryFn: ({ signal }) => getCreditor(id, signal),
    staleTime: CREDITORS_STALE_MS,
  });

export function useCreditor(id: string) {
  return useQuery({ ...creditorQueryOptions(id), enabled: id !== '', meta: { silent: true } });
}
