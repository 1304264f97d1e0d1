import { ATTENDANT_CREDITORS_CACHE_MS, PAGE_MAX_LIMIT } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendantKeys } from '../lib/attendant-queries';

/**
 * A creditor as this feature needs it for a credit sale. GET /attendant/creditors belongs to the
 * creditors area; this small fetcher reads its contract (`{ items: [{ id, partyName, status, … }], … }`)
 * so that features stay apart (docs/decisions/008).
 */
export type TCreditorChoice = { id: string; partyName: string; status?: string; stationName?: string | null };
type TCreditorPage = { items: TCreditorChoice[]; total: number };

/** GET /attendant/creditors: the creditors of my stations and those of no station; inactive ones left out. */
export async function getMyCreditors(signal?: AbortSignal): Promise<TCreditorChoice[]> {
  const page = await api.get<TCreditorPage>('/attendant/creditors', { query: { limit: PAGE_MAX_LIMIT }, ...(signal ? { signal } : {}) });
  return page.items.filter((c) => c.status !== 'inactive');
}

/** Cached 10 minutes with one retry in attendant forms (document 3, section 9). */
export const myCreditorsQueryOptions = () =>
  queryOptions({
    queryKey: attendantKeys.creditors(),
    queryFn: ({ signal }) => getMyCreditors(signal),
    staleTime: ATTENDANT_CREDITORS_CACHE_MS,
    gcTime: ATTENDANT_CREDITORS_CACHE_MS,
    retry: 1,
  });

/** Loaded only when a credit sale is being entered. Silent: the form says what failed. */
export function useMyCreditors(enabled: boolean) {
  return useQuery({ ...myCreditorsQueryOptions(), enabled, meta: { silent: true } });
}
