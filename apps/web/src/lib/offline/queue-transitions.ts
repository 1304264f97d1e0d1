import { backoffDelay } from './backoff';
import type { TRetryReason } from './classify-answer';
import type { TEntryDraft, TOfflineEntry, TRefusal } from './offline-entry';

/**
 * The queue's rules as pure functions (docs/decisions/029): the states an entry goes through and the
 * order entries are sent in. The store and the sync engine only apply them.
 *
 *   waiting ──send──▶ sending ──done──▶ (removed: the server has it)
 *      ▲                 │ ├─no verdict─▶ waiting (attempts + 1, back-off)
 *      └─────────────────┘ └─refused────▶ refused (kept, shown, reported once; dismissed by the attendant)
 */

export function newEntry(draft: TEntryDraft, owner: { userId: string; tenantId: string | null }, now: number): TOfflineEntry {
  return {
    ...draft,
    userId: owner.userId,
    tenantId: owner.tenantId,
    status: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    refusal: null,
    report: null,
  };
}

export const markSending = (entry: TOfflineEntry): TOfflineEntry => ({ ...entry, status: 'sending' });

/** No verdict: waiting again, one more attempt, not before the back-off has passed. */
export function markRetry(entry: TOfflineEntry, reason: TRetryReason, now: number, random: () => number = Math.random): TOfflineEntry {
  const attempts = entry.attempts + 1;
  return { ...entry, status: 'waiting', attempts, nextAttemptAt: now + backoffDelay(attempts, random), lastError: reason };
}

/** Sent back to waiting without counting an attempt (the session could not be refreshed: not the entry's fault). */
export const markWaiting = (entry: TOfflineEntry): TOfflineEntry => ({ ...entry, status: 'waiting' });

export const markRefused = (entry: TOfflineEntry, refusal: TRefusal): TOfflineEntry => ({
  ...entry,
  status: 'refused',
  refusal,
  lastError: null,
  report: 'pending',
});

export const markReport = (entry: TOfflineEntry, report: 'reported' | 'failed'): TOfflineEntry => ({ ...entry, report });

/**
 * An entry left 'sending' by a sender that stopped mid-way (the tab closed, the phone slept). Only the
 * holder of the sync lock calls this, so no other sender can be working on it: it waits again, and its
 * next send is a replay if the first one did reach the server.
 */
export const isInterrupted = (entry: TOfflineEntry): boolean => entry.status === 'sending';

/** Oldest first (the time it was taken, then the id): a nozzle's readings reach the server in the order they were taken. */
export function sendOrder(a: TOfflineEntry, b: TOfflineEntry): number {
  if (a.takenAt !== b.takenAt) return a.takenAt < b.takenAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The user's entries still to be sent, in sending order ('sending' ones count: they have no verdict yet). */
export function pendingOf(entries: readonly TOfflineEntry[], userId: string): TOfflineEntry[] {
  return entries.filter((e) => e.userId === userId && e.status !== 'refused').sort(sendOrder);
}

/**
 * The entry to send now, or null. Strictly the oldest pending one: when it is still backing off, nothing
 * younger jumps ahead of it (a later reading of the same nozzle sent first would make the earlier one
 * "before the latest" and get it refused). `force` (the connection came back, the attendant asked)
 * ignores the back-off.
 */
export function nextToSend(entries: readonly TOfflineEntry[], userId: string, now: number, force: boolean): TOfflineEntry | null {
  const [first] = pendingOf(entries, userId);
  if (!first) return null;
  return force || first.nextAttemptAt <= now ? first : null;
}

/** When the oldest pending entry may be sent again (epoch ms), or null when nothing waits. */
export function nextWakeUp(entries: readonly TOfflineEntry[], userId: string): number | null {
  const [first] = pendingOf(entries, userId);
  return first ? first.nextAttemptAt : null;
}

export type TQueueCounts = { pending: number; refused: number };

export function countsOf(entries: readonly TOfflineEntry[], userId: string): TQueueCounts {
  let pending = 0;
  let refused = 0;
  for (const e of entries) {
    if (e.userId !== userId) continue;
    if (e.status === 'refused') refused += 1;
    else pending += 1;
  }
  return { pending, refused };
}
