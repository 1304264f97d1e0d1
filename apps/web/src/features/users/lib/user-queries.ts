import type { QueryClient } from '@tanstack/react-query';
import { areaKeys, invalidateKeys } from '@/lib/query-keys';

/** The team list is fresh for a minute (the default stale time of document 1, section 9). */
export const USERS_STALE_MS = 60_000;

export const userKeys = {
  all: areaKeys.users,
  lists: () => [...userKeys.all, 'list'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

/**
 * After a team write: every team list and user, and the dashboard (the plan usage card counts users).
 */
export function invalidateAfterUserChange(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [userKeys.all, areaKeys.dashboard]);
}
