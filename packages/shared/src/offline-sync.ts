import { z } from 'zod';
import { ZUuid, instant, text } from './validation';

/** The languages of the attendant portal, the sign-in pages and the landing page (issue 13). */
export const LOCALES = ['en', 'hi'] as const;
export type TLocale = (typeof LOCALES)[number];
export const ZLocale = z.enum(LOCALES);
/** Whether a value read from storage or an answer is one of LOCALES. */
export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** PUT /auth/profile/locale: the signed-in user's language, remembered on the server per user. */
export const ZSetLocale = z.object({ locale: ZLocale });
export type TSetLocale = z.infer<typeof ZSetLocale>;

/**
 * How far ahead of the server's clock a reading's `recordedAt` may be: a phone's clock drifts, and an entry
 * taken offline carries the phone's time. Anything later is refused with READING_MSG.inFuture (422). The
 * database's reading rules use the same figure (fc_reading_future_tolerance, drizzle/0026;
 * docs/decisions/028).
 */
export const READING_FUTURE_TOLERANCE_MS = 2 * 60_000;

/** What an entry queued on a phone while offline is: a meter reading or a shift cash report. */
export const OFFLINE_ENTRY_KINDS = ['reading', 'cash_report'] as const;
export type TOfflineEntryKind = (typeof OFFLINE_ENTRY_KINDS)[number];

/**
 * POST /attendant/sync-refusals: a phone reports that the server refused an entry it had queued offline
 * (a newer reading from another phone, a day closed meanwhile, a nozzle out of service...). The server
 * raises an `offline_entry_refused` alert for the station's managers, once per entry id.
 */
export const ZSyncRefusal = z.object({
  /** The entry's client-generated id (the id the refused request carried). */
  entryId: ZUuid,
  kind: z.enum(OFFLINE_ENTRY_KINDS),
  stationId: ZUuid,
  /** When the attendant took the entry (the phone's clock, corrected by the server's Date header). */
  takenAt: instant(),
  /** The refusal's HTTP status and error code, and the server's message as shown to the attendant. */
  status: z.number().int().min(400).max(499),
  code: text({ min: 1, max: 64 }),
  message: text({ min: 1, max: 500 }),
  /** One line describing the entry, e.g. "Nozzle 2 (Pump 1): 12,345.67 L" or "Morning shift: ₹12,000". */
  summary: text({ min: 1, max: 200 }),
});
export type TSyncRefusal = z.input<typeof ZSyncRefusal>;

/**
 * The answer of POST /attendant/sync-refusals: the alert raised, and whether this call raised it (201,
 * `created: true`); the same entry id reported again answers the same alert (200, `created: false`) and
 * changes nothing.
 */
export const ZSyncRefusalResult = z.object({ alertId: ZUuid, created: z.boolean() });
export type TSyncRefusalResult = z.infer<typeof ZSyncRefusalResult>;
