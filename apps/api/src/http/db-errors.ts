import {
  ASSET_MSG,
  CREDITOR_MSG,
  DAY_MSG,
  FUEL_PRICE_MSG,
  FUEL_TYPE_LABELS,
  MSG,
  READING_MSG,
  RECONCILIATION_MSG,
  SUPERADMIN_MSG,
  plainDecimal,
  type TErrorCode,
  type TFuelType,
} from '@forecourt/shared';
import { AppError } from './app-error';

/**
 * Refusals raised by the database's own functions (fc_raise: SQLSTATE FC000, MESSAGE = a key, DETAIL =
 * JSON arguments; drizzle/0013_data_path_functions.sql) mapped to the API's errors with the texts of
 * packages/shared. One table: a function that refuses with a new key adds it here.
 */
type TArgs = Record<string, string>;
const REFUSALS: Record<string, (args: TArgs) => [TErrorCode, string]> = {
  CALLER_GONE: () => ['UNAUTHENTICATED', MSG.sessionExpired],
  TENANT_SUSPENDED: () => ['TENANT_SUSPENDED', MSG.tenantSuspended],
  TENANT_CANCELLED: () => ['TENANT_SUSPENDED', MSG.tenantCancelled],
  DAY_CLOSED: () => ['DAY_CLOSED', DAY_MSG.dayClosed],
  NOZZLE_NOT_FOUND: () => ['NOT_FOUND', ASSET_MSG.nozzleNotFound],
  READING_NOT_FOUND: () => ['NOT_FOUND', READING_MSG.readingNotFound],
  NOT_ACTIVE: () => ['UNPROCESSABLE', READING_MSG.notActive],
  IN_FUTURE: () => ['UNPROCESSABLE', READING_MSG.inFuture],
  BEFORE_LATEST: () => ['UNPROCESSABLE', READING_MSG.beforeLatest],
  BELOW_PREVIOUS: (a) => ['READING_BELOW_PREVIOUS', READING_MSG.belowPrevious(plainDecimal(a.value!), plainDecimal(a.previous!))],
  NO_PRICE: (a) => ['NO_PRICE', FUEL_PRICE_MSG.noPrice(FUEL_TYPE_LABELS[a.fuelType as TFuelType] ?? a.fuelType!, a.stationName!)],
  AMOUNT_TOO_LARGE: () => ['UNPROCESSABLE', READING_MSG.amountTooLarge],
  ALREADY_VOIDED: () => ['CONFLICT', READING_MSG.alreadyVoided],
  NOT_LATEST: () => ['CONFLICT', READING_MSG.notLatest],
  REPLAY_MISMATCH: () => ['CONFLICT', READING_MSG.replayMismatch],
  // Credit sales (drizzle/0019, docs/decisions/015).
  CREDITOR_REQUIRED: () => ['UNPROCESSABLE', READING_MSG.creditorRequired],
  CREDITOR_NOT_CREDIT: () => ['UNPROCESSABLE', READING_MSG.creditorNotCredit],
  CREDIT_LIMIT: (a) => ['CREDIT_LIMIT', CREDITOR_MSG.creditLimit(a.partyName!, a.limit!, a.balance!, a.amount!)],
  // Day close and reopen (drizzle/0022, docs/decisions/024).
  STATION_NOT_FOUND: () => ['NOT_FOUND', ASSET_MSG.stationNotFound],
  DAY_IN_FUTURE: () => ['DAY_NOT_ENDED', RECONCILIATION_MSG.futureDay],
  DAY_NOT_ENDED: () => ['DAY_NOT_ENDED', RECONCILIATION_MSG.dayNotEnded],
  CASH_REPORTS_PENDING: (a) => ['CASH_REPORTS_PENDING', RECONCILIATION_MSG.pendingReports(Number(a.count))],
  RECONCILIATION_NOT_FOUND: () => ['NOT_FOUND', RECONCILIATION_MSG.notFound],
  DAY_NOT_CLOSED: () => ['DAY_NOT_CLOSED', RECONCILIATION_MSG.notClosed],
  // Deleting a tenant (drizzle/0025, docs/decisions/027).
  TENANT_NOT_FOUND: () => ['NOT_FOUND', SUPERADMIN_MSG.tenantNotFoundServer],
  TENANT_HAS_HISTORY: () => ['CONFLICT', SUPERADMIN_MSG.tenantHasHistory],
};

type TDbError = { code?: string; message?: string; detail?: string; constraint?: string; cause?: TDbError };

/**
 * Input the request schemas should have refused, refused again by the database: the last line of
 * defence (docs/decisions/011), so that it answers 400/422 and never 500. The schemas bound every
 * figure by its own column; a total derived from it (a tank's stock, an amount, a day's sum) can still
 * outgrow its column, and PostgreSQL says so with 22003.
 */
const INPUT_STATES: Record<string, () => AppError> = {
  '22003': () => new AppError('UNPROCESSABLE', MSG.valueOutOfRange), // numeric_value_out_of_range
  '22008': () => new AppError('VALIDATION', MSG.dateOutOfRange), // datetime_field_overflow (year 0)
  '22021': () => new AppError('VALIDATION', MSG.invalidText), // character_not_in_repertoire (a NUL in text)
  '22P05': () => new AppError('VALIDATION', MSG.invalidText), // untranslatable_character (a lone surrogate in JSON)
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
    const [code, message] = refusal(args);
    return new AppError(code, message);
  }
  // A client-chosen reading id that another tenant (or a concurrent replay with another body) holds.
  const unique = withState(e, (code) => code === '23505');
  if (unique?.constraint === 'nozzle_readings_pkey') return new AppError('CONFLICT', READING_MSG.replayMismatch);
  // A credit reading whose creditor was deleted while it was being written (its foreign key): as if never named.
  const foreign = withState(e, (code) => code === '23503');
  if (foreign?.constraint === 'nozzle_readings_tenant_id_creditor_id_creditors_tenant_id_id_fk') {
    return new AppError('UNPROCESSABLE', READING_MSG.creditorRequired);
  }
  const input = withState(e, (code) => code in INPUT_STATES);
  return input ? INPUT_STATES[input.code!]!() : undefined;
}
