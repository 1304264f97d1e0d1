import { messageShown } from '@/i18n/known-text';
import { isApiError } from '@/lib/api-error';
import { isOnline } from '@/lib/connectivity';
import { notify } from '@/lib/notify';
import { getSession } from '@/lib/session-store';
import type { TEntryDraft, TOfflineEntry } from './offline-entry';
import { newEntry, pendingOf } from './queue-transitions';
import { queueStore } from './queue-store';
import { requestBackgroundSync } from './background-sync';
import { requestSync } from './window-sync';

/**
 * The entry was not sent but kept on the phone, to be sent by the queue (docs/decisions/029). Thrown by
 * `sendOrQueue` in place of the answer, so a form tells the attendant "saved on this phone" instead of
 * failing — and never takes it for a server's refusal.
 */
export class SavedOnPhone extends Error {
  readonly entry: TOfflineEntry;
  constructor(entry: TOfflineEntry) {
    super('Saved on this phone — waiting to sync');
    this.name = 'SavedOnPhone';
    this.entry = entry;
  }
}

export const isSavedOnPhone = (error: unknown): error is SavedOnPhone => error instanceof SavedOnPhone;

/** When `error` is an entry kept on the phone: says so (the entry named) and returns true; a form then carries on as after a success. */
export function announceSavedOnPhone(error: unknown): boolean {
  if (!isSavedOnPhone(error)) return false;
  notify.success(messageShown('offline.saved'), error.entry.summary);
  return true;
}

/** A failure that says nothing about the entry: no answer, a time-out, 429 or 5xx. */
const withoutVerdict = (error: unknown) =>
  isApiError(error) && error.code !== 'INVALID_RESPONSE' && (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

async function enqueue(draft: TEntryDraft, owner: { userId: string; tenantId: string | null }): Promise<TOfflineEntry> {
  const existing = await queueStore.get(draft.id);
  const entry = existing ?? newEntry(draft, owner, Date.now());
  if (!existing) await queueStore.put(entry);
  void requestBackgroundSync();
  void requestSync({ force: true });
  return entry;
}

/**
 * Send an entry now, or keep it on the phone: queued at once when the phone is offline or older entries
 * of the user still wait (nothing overtakes them: the server dates a nozzle's readings in order), and
 * queued after a send that got no verdict — the body being the same, its later send is a replay if this
 * one did reach the server. A refusal (4xx) is the form's to show, as before.
 */
export async function sendOrQueue<T>(draft: TEntryDraft, send: () => Promise<T>): Promise<T> {
  const session = getSession();
  if (!session) return send();
  const owner = { userId: session.user.id, tenantId: session.user.tenantId };
  const waiting = pendingOf(await queueStore.list().catch(() => []), owner.userId).length > 0;
  if (!isOnline() || waiting) throw new SavedOnPhone(await enqueue(draft, owner));
  try {
    return await send();
  } catch (error) {
    if (withoutVerdict(error)) throw new SavedOnPhone(await enqueue(draft, owner));
    throw error;
  }
}
