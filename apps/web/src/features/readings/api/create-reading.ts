import type { TCreateReading, TNozzle, TReading } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientId } from '@/lib/client-id';
import { readingDraft, takenAtFor } from '@/lib/offline/capture';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { api } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';
import { invalidateAfterReading } from '../lib/reading-queries';

const CREATE_PATH = '/nozzle-readings';

/**
 * POST /nozzle-readings. Never retried: a replayed POST could record the reading twice (the API
 * client does not retry POST unless told, and nothing here tells it to).
 */
export function createReading(input: TCreateReading): Promise<TReading> {
  return api.post<TReading>(CREATE_PATH, input);
}

/**
 * An attendant's Quick Reading goes the way of the portal's reading page (docs/decisions/029): a client
 * id and the time it was taken are fixed in the body, and it is sent now or kept on the phone (offline,
 * older entries waiting, or a send without verdict) — rejecting with SavedOnPhone. Sent later to the same
 * route with the same body, a send that did arrive is a replay. Other roles' pages need a connection.
 */
function sendOrQueueReading(input: TCreateReading, nozzle: TNozzle | undefined): Promise<TReading> {
  if (getSession()?.user.role !== 'attendant' || !nozzle) return createReading(input);
  const id = input.id ?? clientId();
  const body = { ...input, id, recordedAt: input.recordedAt ?? takenAtFor(id) };
  return sendOrQueue(readingDraft(body, nozzle, CREATE_PATH), () => createReading(body));
}

/** `nozzleOf` names the nozzle of a reading (the form's list), for the entry an attendant's phone keeps. */
export function useCreateReading(nozzleOf: (nozzleId: string) => TNozzle | undefined = () => undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateReading) => sendOrQueueReading(input, nozzleOf(input.nozzleId)),
    // Offline an attendant's reading is not paused: it is kept on the phone at once.
    networkMode: 'always',
    meta: { silent: true },
    onSuccess: () => invalidateAfterReading(queryClient),
  });
}
