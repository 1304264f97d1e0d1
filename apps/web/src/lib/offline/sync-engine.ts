import { classifyAnswer, type TAnswer } from './classify-answer';
import type { TOfflineEntry } from './offline-entry';
import { isInterrupted, markRefused, markReport, markRetry, markSending, markWaiting, nextToSend } from './queue-transitions';
import type { TQueueStore } from './queue-store';

/**
 * One sync run (docs/decisions/029), the same in a window and in the service worker: the caller holds
 * the sync lock and gives the means — the store, the signed-in user, how to send an entry and a refusal
 * report with the current token, how to refresh the session.
 *
 * Oldest first, one at a time. A done entry leaves the phone; a refused one stays, marked with the
 * server's answer, and the server is told once; a send without a verdict puts the entry back to wait
 * (back-off) and ends the run, so nothing younger overtakes it. A 401 refreshes the session and sends
 * the same entry once more.
 */
export type TSyncDeps = {
  store: TQueueStore;
  userId: string;
  send: (entry: TOfflineEntry) => Promise<TAnswer>;
  report: (entry: TOfflineEntry) => Promise<TAnswer>;
  /** Refresh the session's access token; false when it cannot be refreshed now. */
  reauth: () => Promise<boolean>;
  now?: () => number;
  random?: () => number;
};

export type TSyncResult = {
  sent: TOfflineEntry[];
  refused: TOfflineEntry[];
  /** Why the run ended: nothing left to send, an entry is backing off, a send without verdict, or no session. */
  stopped: 'empty' | 'backing-off' | 'retry' | 'auth';
};

export async function runSync(deps: TSyncDeps, opts: { force?: boolean } = {}): Promise<TSyncResult> {
  const now = deps.now ?? Date.now;
  const { store, userId } = deps;
  const sent: TOfflineEntry[] = [];
  const refused: TOfflineEntry[] = [];

  let entries = await store.list();
  for (const entry of entries.filter((e) => e.userId === userId && isInterrupted(e))) await store.put(markWaiting(entry));
  entries = await store.list();

  let stopped: TSyncResult['stopped'] = 'empty';
  for (;;) {
    const entry = nextToSend(entries, userId, now(), opts.force ?? false);
    if (!entry) {
      stopped = entries.some((e) => e.userId === userId && e.status === 'waiting') ? 'backing-off' : 'empty';
      break;
    }
    await store.put(markSending(entry));
    let verdict = classifyAnswer(await deps.send(entry));
    if (verdict.kind === 'reauth') {
      verdict = (await deps.reauth()) ? classifyAnswer(await deps.send(entry)) : verdict;
    }
    if (verdict.kind === 'reauth') {
      await store.put(markWaiting(entry));
      stopped = 'auth';
      break;
    }
    if (verdict.kind === 'retry') {
      await store.put(markRetry(entry, verdict.reason, now(), deps.random));
      stopped = 'retry';
      break;
    }
    if (verdict.kind === 'done') {
      await store.remove(entry.id);
      sent.push(entry);
    } else {
      const marked = markRefused(entry, verdict.refusal);
      await store.put(marked);
      refused.push(marked);
    }
    entries = await store.list();
  }

  if (stopped !== 'auth') await reportRefusals(deps);
  return { sent, refused, stopped };
}

/** Tells the server of every refusal not yet reported (this run's and earlier ones'), until one gets no verdict. */
async function reportRefusals(deps: TSyncDeps): Promise<void> {
  const unreported = (await deps.store.list()).filter((e) => e.userId === deps.userId && e.status === 'refused' && e.report === 'pending');
  for (const entry of unreported) {
    const verdict = classifyAnswer(await deps.report(entry));
    if (verdict.kind !== 'done' && verdict.kind !== 'refused') return;
    // Dismissed by the attendant while the report was on its way: it stays gone.
    const current = await deps.store.get(entry.id);
    // A report the server will not take (its own 4xx) is not sent again; the entry still shows its refusal.
    if (current) await deps.store.put(markReport(current, verdict.kind === 'done' ? 'reported' : 'failed'));
  }
}
