import { CREDITORS_LIST_STALE_MS } from '@forecourt/shared';
import type { QueryClient } from '@tanstack/react-query';
import { areaKeys, invalidateKeys } from '@/lib/query-keys';

/** The creditor list is fresh for a minute (document 3, section 9); details and statements the same. */
export const CREDITORS_STALE_MS = CREDITORS_LIST_STALE_MS;

export const creditorKeys = {
  all: areaKeys.creditors,
  lists: () => [...creditorKeys.all, 'list'] as const,
  detail: (id: string) => [...creditorKeys.all, 'detail', id] as const,
  statement: (id: string) => [...creditorKeys.all, 'statement', id] as const,
  /** The stations a creditor may be tied to (under the stations area: a station write refreshes it). */
  stationOptions: () => [...areaKeys.stations, 'creditor-options'] as const,
};

/** After a creditor is created, edited or deleted: every creditor list, detail and statement. */
export function invalidateAfterCreditorChange(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [areaKeys.creditors]);
}

/** After a payment: the creditors' balances and statements, and the dashboard's figures. */
export function invalidateAfterPayment(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [areaKeys.creditors, areaKeys.dashboard]);
}
