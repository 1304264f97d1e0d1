import type { TSyncRefusal } from '@forecourt/shared';
import type { TOfflineEntry } from './offline-entry';
import type { TAuth, TTransport } from './sync-transport';
import type { TAnswer } from './classify-answer';

/** Text cut to the contract's length (ZSyncRefusal), on a character boundary. */
const clip = (text: string, max: number) => (text.length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`);

/** The body of POST /attendant/sync-refusals for a refused entry (packages/shared/src/offline-sync.ts). */
export function syncRefusalBody(entry: TOfflineEntry): TSyncRefusal {
  const refusal = entry.refusal ?? { status: 400, code: 'UNKNOWN', message: 'Refused' };
  return {
    entryId: entry.id,
    kind: entry.kind,
    stationId: entry.stationId,
    takenAt: entry.takenAt,
    status: Math.min(499, Math.max(400, refusal.status)),
    code: clip(refusal.code, 64),
    message: clip(refusal.message, 500),
    summary: clip(entry.summary, 200),
  };
}

/**
 * POST /attendant/sync-refusals: tells the server that an entry queued on this phone was refused, so the
 * station's managers get an alert (once per entry id: the server answers the same alert to a resend).
 * Sent by the queue's transport, from a window or the service worker.
 */
export function reportSyncRefusal(transport: TTransport, entry: TOfflineEntry, auth: TAuth): Promise<TAnswer> {
  return transport('/attendant/sync-refusals', syncRefusalBody(entry), auth);
}
