import type { TContactMessage, TContactSummary, TPage } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactKeys, type TContactListParams } from './contact-keys';

export type TContactPage = TPage<TContactMessage> & { summary: TContactSummary };

/** How long the inbox is fresh, and how often it looks for new messages while open. */
const INBOX_STALE_MS = 30_000;
const INBOX_REFETCH_MS = 60_000;

/** GET /superadmin/contact-messages: newest first, all or open or handled, with the open count. */
export function getContactMessages(params: TContactListParams, signal?: AbortSignal): Promise<TContactPage> {
  return api.get<TContactPage>('/superadmin/contact-messages', { query: params, ...(signal ? { signal } : {}) });
}

export const contactMessagesQueryOptions = (params: TContactListParams) =>
  queryOptions({
    queryKey: contactKeys.list(params),
    queryFn: ({ signal }) => getContactMessages(params, signal),
    staleTime: INBOX_STALE_MS,
    refetchInterval: INBOX_REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export function useContactMessages(params: TContactListParams) {
  return useQuery({ ...contactMessagesQueryOptions(params), meta: { silent: true } });
}
