import type { TCreateAttendantReading, TNozzle, TPage, TReading } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stampReading, readingDraft, type TReadingBody } from '@/lib/offline/capture';
import { isSavedOnPhone, sendOrQueue } from '@/lib/offline/send-or-queue';
import { api } from '@/lib/api-client';
import { invalidateKeys, readingEffectKeys } from '@/lib/query-keys';
import { myNozzlesQueryOptions } from './get-my-nozzles';

/**
 * POST /attendant/readings. The body carries a client-chosen id (a UUID) and the time the reading was
 * taken, so a resend on a flaky connection is a replay that stores nothing twice (docs/decisions/013):
 * the client may retry it, and the offline queue may send it later (docs/decisions/029).
 */
export function recordReading(body: TReadingBody): Promise<TReading> {
  return api.post<TReading>('/attendant/readings', body, { retry: 2 });
}

/**
 * Sends the reading, or keeps it on the phone when there is no connection (rejects with SavedOnPhone).
 * Invalidates everything a reading changes (readings, sales, meter values, stock, alerts, my summary);
 * a reading kept on the phone moves the nozzle's known meter value, so the next entry compares with it.
 */
export function useRecordReading() {
  const queryClient = useQueryClient();
  const nozzlesKey = myNozzlesQueryOptions().queryKey;
  return useMutation({
    mutationFn: (input: TCreateAttendantReading & { id: string }) => {
      const body = stampReading(input);
      const nozzle = queryClient.getQueryData<TPage<TNozzle>>(nozzlesKey)?.items.find((n) => n.id === body.nozzleId);
      // The page offers only the listed nozzles; one it does not know is sent as it is, never queued.
      return nozzle ? sendOrQueue(readingDraft(body, nozzle), () => recordReading(body)) : recordReading(body);
    },
    // Offline the call is not paused: it is kept on the phone at once.
    networkMode: 'always',
    meta: { silent: true },
    onSuccess: () => invalidateKeys(queryClient, readingEffectKeys),
    onError: (error) => {
      if (!isSavedOnPhone(error)) return;
      const value = Number((error.entry.body as TReadingBody).reading);
      queryClient.setQueryData<TPage<TNozzle>>(nozzlesKey, (page) =>
        page && { ...page, items: page.items.map((n) => (n.id === error.entry.body.nozzleId && value > n.currentReading ? { ...n, currentReading: value } : n)) },
      );
    },
  });
}
