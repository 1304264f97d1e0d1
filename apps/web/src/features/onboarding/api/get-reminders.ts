import type { TReminder } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

export const reminderKeys = { list: [...areaKeys.onboarding, 'reminders'] as const };

/** GET /onboarding/reminders: today's open reminders for the signed-in user. */
export function getReminders(signal?: AbortSignal): Promise<TReminder[]> {
  return api.get<TReminder[]>('/onboarding/reminders', signal ? { signal } : {});
}

/** Document 1, section 9: stale after 2 minutes, refetched every 5 minutes. */
export const remindersQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.list,
    queryFn: ({ signal }) => getReminders(signal),
    staleTime: 2 * 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
