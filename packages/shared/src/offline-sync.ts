import { z } from 'zod';
import { ZUuid, instant, text } from './validation';
import { LOCALES, OFFLINE_ENTRY_KINDS } from './offline-sync.constants';

export const ZLocale = z.enum(LOCALES);

/** PUT /auth/profile/locale: the signed-in user's language, remembered on the server per user. */
export const ZSetLocale = z.object({ locale: ZLocale });
export type TSetLocale = z.infer<typeof ZSetLocale>;

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
