import { ALERT_TEXTS, ERROR_TEXTS, type TAlertTextKey, type TErrorKey } from '@forecourt/shared';

/** A key of a text the server sends: a failure's (error-texts) or an alert's or feed task's (alert-texts). */
export type TServerKey = TErrorKey | TAlertTextKey;
type TServerEntries = { [K in TServerKey as `srv.${K}`]: string };

/** Prefixes the server's catalogues (English or Hindi) with `srv.`, keeping their keys in the type. */
export function serverEntries(errors: { readonly [K in TErrorKey]: string }, alerts: { readonly [K in TAlertTextKey]: string }): TServerEntries {
  return Object.fromEntries(Object.entries({ ...errors, ...alerts }).map(([key, text]) => [`srv.${key}`, text])) as TServerEntries;
}

/**
 * The texts the server sends by key (packages/shared/src/error-texts.constants.ts, alert-texts.constants.ts),
 * said by the key and params they come with (docs/decisions/060); their English is the server's own.
 */
export const enServer = serverEntries(ERROR_TEXTS, ALERT_TEXTS);
