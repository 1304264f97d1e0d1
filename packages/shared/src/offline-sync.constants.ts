/**
 * Languages, clock tolerance and entry kinds of offline entry: no schema here, so a page can import them
 * without zod (docs/decisions/031).
 */

/** The languages of the attendant portal, the sign-in pages and the landing page (issue 13). */
export const LOCALES = ['en', 'hi'] as const;
export type TLocale = (typeof LOCALES)[number];

/** Whether a value read from storage or an answer is one of LOCALES. */
export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

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
