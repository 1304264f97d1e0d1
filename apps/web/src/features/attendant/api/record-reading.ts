import type { TCreateAttendantReading, TReading } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys, readingEffectKeys } from '@/lib/query-keys';

/**
 * POST /attendant/readings. The body carries a client-chosen id (a UUID), so a resend on a flaky
 * connection is a replay that stores nothing twice (docs/decisions/013): the client may retry it.
 */
export function recordReading(body: TCreateAttendantReading & { id: string }): Promise<TReading> {
  return api.post<TReading>('/attendant/readings', body, { retry: 2 });
}

/** Invalidates everything a reading changes (readings, sales, meter values, stock, alerts, my summary). */
export function useRecordReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReading,
    meta: { silent: true },
    onSuccess: () => invalidateKeys(queryClient, readingEffectKeys),
  });
}
