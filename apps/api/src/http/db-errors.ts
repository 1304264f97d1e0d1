import {
  ASSET_MSG,
  DAY_MSG,
  FUEL_PRICE_MSG,
  FUEL_TYPE_LABELS,
  MSG,
  READING_MSG,
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
};

type TDbError = { code?: string; message?: string; detail?: string; constraint?: string; cause?: TDbError };

/** The AppError a database error stands for, or undefined when it is not one the API knows. */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const e = error as TDbError | undefined;
  const db = e?.code === 'FC000' ? e : e?.cause?.code === 'FC000' ? e.cause : undefined;
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
  const unique = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  if (unique?.constraint === 'nozzle_readings_pkey') return new AppError('CONFLICT', READING_MSG.replayMismatch);
  return undefined;
}
