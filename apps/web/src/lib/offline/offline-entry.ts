import type { TOfflineEntryKind } from '@forecourt/shared';

/**
 * An entry taken on the phone and kept in IndexedDB until the server has it (docs/decisions/029).
 * `body` is the request exactly as it is sent, frozen when the entry was taken — its client id, and the
 * time (a reading's `recordedAt`) or business day (a cash report's `date`) it was taken at — so every
 * resend is a replay the server recognises (same id + same body → the stored record).
 */
export type TEntryStatus = 'waiting' | 'sending' | 'refused';

/** The server's answer to a refused entry, as shown to the attendant. */
/** The server's refusal of an entry: its English, and the key and params it is said by (decision 060; absent in entries queued before). */
export type TRefusal = { status: number; code: string; message: string; key?: string; params?: Record<string, string | number> };

/** Whether the server has been told of a refusal (POST /attendant/sync-refusals, once per entry). */
export type TRefusalReport = 'pending' | 'reported' | 'failed';

export type TOfflineEntry = {
  /** The client-generated UUID the request carries. */
  id: string;
  kind: TOfflineEntryKind;
  body: Record<string, unknown>;
  /** When the attendant took it: the phone's clock corrected by the server's (ISO instant). */
  takenAt: string;
  userId: string;
  tenantId: string | null;
  stationId: string;
  /** One line naming the entry, e.g. "Nozzle 2 (Pump 1): 12,345.670 L". */
  summary: string;
  /** The station's name, when the entry names it (a cash report): its summary is drawn again in the language shown. */
  stationName?: string;
  /** Where it is sent when not its kind's attendant route (ENTRY_PATHS): the Quick Reading's POST /nozzle-readings. */
  path?: string;
  status: TEntryStatus;
  /** Sends that ended without the server's verdict (network, timeout, 408/429/5xx). */
  attempts: number;
  /** Not sent again before this time (epoch ms, the phone's clock); back-off after a failed send. */
  nextAttemptAt: number;
  /** Why the last send did not reach a verdict (shown while it waits), or null. */
  lastError: string | null;
  refusal: TRefusal | null;
  report: TRefusalReport | null;
};

/** The fields the code that takes an entry gives; the queue adds the rest. */
export type TEntryDraft = Pick<TOfflineEntry, 'id' | 'kind' | 'body' | 'takenAt' | 'stationId' | 'summary' | 'stationName' | 'path'>;

/** Where each kind of entry is sent (the attendant's replayable write routes). */
export const ENTRY_PATHS: Record<TOfflineEntryKind, string> = {
  reading: '/attendant/readings',
  cash_report: '/attendant/cash-report',
};

/** The route an entry is sent to: its own, or its kind's. */
export const entryPath = (entry: Pick<TOfflineEntry, 'kind' | 'path'>): string => entry.path ?? ENTRY_PATHS[entry.kind];

/** The Background Sync tag and the message the service worker sends to open windows. */
export const SYNC_TAG = 'forecourt-offline-sync';
export const SYNC_MESSAGE = 'forecourt:offline-sync';
/** The Web Lock that lets only one sender (window or service worker) work at a time. */
export const SYNC_LOCK = 'forecourt-offline-sync';
