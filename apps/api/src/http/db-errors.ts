import { FUEL_TYPE_LABELS, creditLimitText, errorText, noPriceText, plainDecimal, type TErrorCode, type TErrorText, type TFuelType } from '@forecourt/shared';
import { AppError } from './app-error';

/**
 * Refusals raised by the database's own functions (fc_raise: SQLSTATE FC000, MESSAGE = a key, DETAIL =
 * JSON arguments; drizzle/0013_data_path_functions.sql) mapped to the API's errors with the keyed texts
 * of packages/shared (docs/decisions/060). One table: a function that refuses with a new key adds it here.
 */
type TArgs = Record<string, string>;
const REFUSALS: Record<string, (args: TArgs) => [TErrorCode, TErrorText]> = {
  CALLER_GONE: () => ['UNAUTHENTICATED', errorText('auth.sessionExpired')],
  TENANT_SUSPENDED: () => ['TENANT_SUSPENDED', errorText('auth.tenantSuspended')],
  TENANT_CANCELLED: () => ['TENANT_SUSPENDED', errorText('auth.tenantCancelled')],
  // A route of a plan feature the tenant's plan lacks (fc_assert_caller, docs/decisions/064): the feature's key and the plan's name.
  FEATURE_NOT_IN_PLAN: (a) => ['PLAN_FEATURE', errorText('plan.featureMissing', { plan: a.plan ?? '', feature: a.feature ?? '' })],
  DAY_CLOSED: () => ['DAY_CLOSED', errorText('day.closed')],
  NOZZLE_NOT_FOUND: () => ['NOT_FOUND', errorText('nozzle.notFound')],
  READING_NOT_FOUND: () => ['NOT_FOUND', errorText('reading.notFound')],
  NOT_ACTIVE: () => ['UNPROCESSABLE', errorText('reading.notActive')],
  IN_FUTURE: () => ['UNPROCESSABLE', errorText('reading.inFuture')],
  BEFORE_LATEST: () => ['UNPROCESSABLE', errorText('reading.beforeLatest')],
  BELOW_PREVIOUS: (a) => [
    'READING_BELOW_PREVIOUS',
    errorText('reading.belowPrevious', { current: plainDecimal(a.value!), previous: plainDecimal(a.previous!) }),
  ],
  NO_PRICE: (a) => ['NO_PRICE', noPriceText(FUEL_TYPE_LABELS[a.fuelType as TFuelType] ?? a.fuelType!, a.stationName!)],
  AMOUNT_TOO_LARGE: () => ['UNPROCESSABLE', errorText('reading.amountTooLarge')],
  ALREADY_VOIDED: () => ['CONFLICT', errorText('reading.alreadyVoided')],
  NOT_LATEST: () => ['CONFLICT', errorText('reading.notLatest')],
  REPLAY_MISMATCH: () => ['CONFLICT', errorText('reading.replayMismatch')],
  // Credit sales (drizzle/0019, docs/decisions/015).
  CREDITOR_REQUIRED: () => ['UNPROCESSABLE', errorText('reading.creditorRequired')],
  CREDITOR_NOT_CREDIT: () => ['UNPROCESSABLE', errorText('reading.creditorNotCredit')],
  CREDIT_LIMIT: (a) => ['CREDIT_LIMIT', creditLimitText(a.partyName!, a.limit!, a.balance!, a.amount!)],
  // Day close and reopen (drizzle/0022, docs/decisions/024).
  STATION_NOT_FOUND: () => ['NOT_FOUND', errorText('station.notFound')],
  DAY_IN_FUTURE: () => ['DAY_NOT_ENDED', errorText('reconciliation.futureDay')],
  DAY_NOT_ENDED: () => ['DAY_NOT_ENDED', errorText('reconciliation.dayNotEnded')],
  CASH_REPORTS_PENDING: (a) => ['CASH_REPORTS_PENDING', errorText('reconciliation.pendingReports', { count: Number(a.count) })],
  RECONCILIATION_NOT_FOUND: () => ['NOT_FOUND', errorText('reconciliation.notFound')],
  DAY_NOT_CLOSED: () => ['DAY_NOT_CLOSED', errorText('reconciliation.notClosed')],
  // Deleting a tenant (drizzle/0025, docs/decisions/027).
  TENANT_NOT_FOUND: () => ['NOT_FOUND', errorText('tenant.notFound')],
  TENANT_HAS_HISTORY: () => ['CONFLICT', errorText('tenant.hasHistory')],
};

type TDbError = { code?: string; message?: string; detail?: string; constraint?: string; cause?: TDbError };

/**
 * Input the request schemas should have refused, refused again by the database: the last line of
 * defence (docs/decisions/011), so that it answers 400/422 and never 500. The schemas bound every
 * figure by its own column; a total derived from it (a tank's stock, an amount, a day's sum) can still
 * outgrow its column, and PostgreSQL says so with 22003.
 */
const INPUT_STATES: Record<string, () => AppError> = {
  '22003': () => new AppError('UNPROCESSABLE', errorText('input.valueOutOfRange')), // numeric_value_out_of_range
  '22008': () => new AppError('VALIDATION', errorText('input.dateOutOfRange')), // datetime_field_overflow (year 0)
  '22021': () => new AppError('VALIDATION', errorText('input.invalidText')), // character_not_in_repertoire (a NUL in text)
  '22P05': () => new AppError('VALIDATION', errorText('input.invalidText')), // untranslatable_character (a lone surrogate in JSON)
};

/** The error itself or its cause (drizzle wraps the driver's error) when it carries a SQLSTATE. */
function withState(e: TDbError | undefined, state: (code: string) => boolean): TDbError | undefined {
  if (e?.code && state(e.code)) return e;
  return e?.cause?.code && state(e.cause.code) ? e.cause : undefined;
}

/** The AppError a database error stands for, or undefined when it is not one the API knows. */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const e = error as TDbError | undefined;
  const db = withState(e, (code) => code === 'FC000');
  if (db) {
    const refusal = db.message ? REFUSALS[db.message] : undefined;
    if (!refusal) return undefined;
    let args: TArgs = {};
    try {
      args = db.detail ? (JSON.parse(db.detail) as TArgs) : {};
    } catch {
      args = {};
    }
    const [code, text] = refusal(args);
    return new AppError(code, text);
  }
  // A client-chosen reading id that another tenant (or a concurrent replay with another body) holds.
  const unique = withState(e, (code) => code === '23505');
  if (unique?.constraint === 'nozzle_readings_pkey') return new AppError('CONFLICT', errorText('reading.replayMismatch'));
  // A credit reading whose creditor was deleted while it was being written (its foreign key): as if never named.
  const foreign = withState(e, (code) => code === '23503');
  if (foreign?.constraint === 'nozzle_readings_tenant_id_creditor_id_creditors_tenant_id_id_fk') {
    return new AppError('UNPROCESSABLE', errorText('reading.creditorRequired'));
  }
  // A write that waited its lock_timeout (db/tenant.ts, fc_request_reading_write: 5 s) for rows another
  // change holds (lock_not_available): nothing was stored, and the same request can be sent again.
  if (withState(e, (code) => code === '55P03')) return new AppError('CONFLICT', errorText('db.busy'));
  const input = withState(e, (code) => code in INPUT_STATES);
  return input ? INPUT_STATES[input.code!]!() : undefined;
}
