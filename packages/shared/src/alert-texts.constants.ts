/**
 * Every text the server writes into an alert (its title and message) or a notification feed task, by a
 * stable key (docs/decisions/061, after 060's failure texts): an alert stores `{ key, params }` of both
 * texts beside their English (`titleText`, `messageText` in the answer), so a client says them in its own
 * language by key (Hindi: ./alert-texts.hi.ts), never by matching the English. This is the one source of
 * the English: ALERT_TEXT (./alerts.constants.ts) and the API format these templates.
 *
 * The same ICU MessageFormat subset as ./error-texts.constants.ts (`{name}`, `{name, plural, one {…}
 * other {…}}`, formatted by its `formatErrorText`). No text is nested in another: a level with the share
 * of the tank's capacity has its own key (`…OfCapacity`).
 *
 * Parameters:
 * - `fuel` is the fuel TYPE value ('petrol', 'diesel', 'premium'), never a label: the English says it
 *   by its English label ('Petrol', FUEL_TYPE_LABELS; `alertText` and `alertTextEn` do that), a client
 *   by its own fuel labels (the web: its `label.fuel.*`).
 * - `shift` is the shift value ('morning', 'afternoon', 'night'), which is also its English in lower case;
 *   a client says it by its own shift labels.
 * - Litres (`litres`, `capacity`, `minimum`) and amounts (`balance`, `limit`: ₹ texts) are formatted
 *   strings as formatLitres and formatINR write them; `percent` is a number (one decimal at most); days
 *   (`day`) and moments (`when`) are formatted strings in Indian English (formatDate, formatDateTime).
 * - Names (`station`, `pump`, `nozzle`, `partyName`, `user`) are the records' own names.
 * - `summary` and `reason` of an offline entry's refusal are the phone's own summary of the entry and the
 *   server's refusal as the phone showed it, each ending with its stop.
 * - `count` (plurals) is a number.
 *
 * Keys are `alert.<name>` (an alert's texts) and `feed.<name>` (a task the feed computes itself); none is
 * a key of ERROR_TEXTS. A plain module (docs/decisions/031): no zod, no decimal.js.
 */
import { formatErrorText, type TErrorParamValue, type TErrorParamValues, type TTemplateParams } from './error-texts.constants';
import { FUEL_TYPE_LABELS, type TFuelType } from './stations.constants';

export const ALERT_TEXTS = {
  // Stock (low_stock, critical_stock): a tank with a capacity shows its share of it, one without the litres alone.
  'alert.lowStockTitle': 'Low stock: {fuel}',
  'alert.criticalStockTitle': 'Critical stock: {fuel}',
  'alert.lowStock': '{fuel} at {station} is down to {litres}. Plan a delivery.',
  'alert.lowStockOfCapacity': '{fuel} at {station} is down to {litres} ({percent}% of {capacity}). Plan a delivery.',
  'alert.criticalStock': '{fuel} at {station} is at {litres}. Refill now.',
  'alert.criticalStockOfCapacity': '{fuel} at {station} is at {litres} ({percent}% of {capacity}). Refill now.',
  'alert.criticalStockBelowMinimum': '{fuel} at {station} is at {litres}, at or below the minimum level of {minimum}. Refill now.',
  'alert.criticalStockBelowMinimumOfCapacity':
    '{fuel} at {station} is at {litres} ({percent}% of {capacity}), at or below the minimum level of {minimum}. Refill now.',

  // A nozzle without a reading for 24 hours (no_readings_24h).
  'alert.noReadingsTitle': 'No readings in 24 hours',
  'alert.noReadings': '{station} · {pump} · {nozzle} ({fuel}) has no reading in the last 24 hours.',

  // Creditors near (above 80 %) or over their credit limit; amounts are ₹ texts.
  'alert.creditorNearLimitTitle': 'Near credit limit: {partyName}',
  'alert.creditorNearLimit': '{partyName} owes {balance} of its {limit} credit limit (over 80%).',
  'alert.creditorOverLimitTitle': 'Over credit limit: {partyName}',
  'alert.creditorOverLimit': '{partyName} owes {balance} of its {limit} credit limit. Collect a payment before more credit sales.',

  // A cash report pending for a while (cash_report_pending).
  'alert.cashReportPendingTitle': 'Cash report waiting for approval',
  'alert.cashReportPending': "{user}'s {shift} shift cash report for {station} on {day} is waiting for approval.",

  // A station and fuel with active nozzles and no price (price_missing).
  'alert.priceMissingTitle': 'Price missing: {fuel}',
  'alert.priceMissing': '{station} has active {fuel} nozzles but no {fuel} price. Readings cannot be recorded until a price is set.',

  // Yesterday's sales not reconciled (day_not_reconciled).
  'alert.dayNotReconciledTitle': 'Day not reconciled',
  'alert.dayNotReconciled': '{station}: the sales of {day} are not reconciled yet. Compare them with the cash reports and close the day.',

  // An entry taken offline that the server refused when it synced (offline_entry_refused), per kind of entry.
  'alert.offlineReadingRefusedTitle': 'Offline reading refused: {user}',
  'alert.offlineReadingRefused':
    "{user}'s reading taken offline at {station} on {when} was refused when it synced. Entry: {summary} Reason: {reason}",
  'alert.offlineCashReportRefusedTitle': 'Offline cash report refused: {user}',
  'alert.offlineCashReportRefused':
    "{user}'s cash report taken offline at {station} on {when} was refused when it synced. Entry: {summary} Reason: {reason}",

  // The feed's own tasks: cash reports to review (owner, manager), nozzles without a reading today (attendant).
  'feed.cashReportsTaskTitle': 'Cash reports to approve',
  'feed.cashReportsTask': '{count, plural, one {# cash report is waiting for your review.} other {# cash reports are waiting for your review.}}',
  'feed.readingsTaskTitle': "Today's readings",
  'feed.readingsTask': '{count, plural, one {# nozzle has no reading yet today.} other {# nozzles have no reading yet today.}}',
} as const;

export type TAlertTextKey = keyof typeof ALERT_TEXTS;
export const ALERT_TEXT_KEYS = Object.keys(ALERT_TEXTS) as TAlertTextKey[];

/** The parameters of a key: `{ fuel, station, litres }` for 'alert.lowStock', `{}` for a text without any. */
export type TAlertTextParams<K extends TAlertTextKey> = TTemplateParams<(typeof ALERT_TEXTS)[K], { fuel: TFuelType }>;

type TParamsArgument<K extends TAlertTextKey> = K extends TAlertTextKey
  ? {} extends TAlertTextParams<K>
    ? []
    : [params: TAlertTextParams<K>]
  : never;

/** A keyed text as an alert stores it and the API answers it (`titleText`, `messageText`). */
export type TAlertTextRef = { key: string; params: Record<string, TErrorParamValue> };

/** An alert's or a task's text: its key, its parameters and its English (`message`). Made by `alertText`. */
export type TAlertText<K extends TAlertTextKey = TAlertTextKey> = {
  readonly key: K;
  readonly params: TErrorParamValues;
  readonly message: string;
};

/** A text by key; a misspelt key, a missing or an unknown parameter does not compile. */
export function alertText<K extends TAlertTextKey>(key: K, ...args: TParamsArgument<K>): TAlertText<K> {
  const params: TErrorParamValues = args[0] ?? {};
  return { key, params, message: alertTextEn(key, params) };
}

/** Whether a value (a stored text's `key`) is a key of this catalogue: a client may meet a newer server's keys. */
export function isAlertTextKey(value: unknown): value is TAlertTextKey {
  return typeof value === 'string' && Object.hasOwn(ALERT_TEXTS, value);
}

/** A `fuel` parameter said by its English label (a value that is no fuel type stays as given). */
function englishParams(params: TErrorParamValues): TErrorParamValues {
  const fuel = params.fuel;
  if (typeof fuel !== 'string' || !Object.hasOwn(FUEL_TYPE_LABELS, fuel)) return params;
  return { ...params, fuel: FUEL_TYPE_LABELS[fuel as TFuelType] };
}

/** A text in English from its key and parameters as an alert stores them (Hindi: alertTextHi). */
export function alertTextEn(key: TAlertTextKey, params: TErrorParamValues = {}): string {
  return formatErrorText(ALERT_TEXTS[key], englishParams(params), 'en');
}

/** The stored form of a text (`{ key, params }`, what `titleText` and `messageText` carry). */
export function alertTextRef(text: TAlertText): TAlertTextRef {
  return { key: text.key, params: { ...text.params } };
}
