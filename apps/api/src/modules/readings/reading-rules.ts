import {
  FUEL_PRICE_MSG,
  FUEL_TYPE_LABELS,
  READING_MSG,
  compareDecimals,
  plainDecimal,
  roundLitres,
  saleAmount,
  volumeBetween,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../db/client';
import { priceAt } from '../fuel-prices/fuel-prices.queries';
import * as q from './readings.queries';

/** A reading may be dated up to this far ahead of the database clock (clock skew of a device). */
export const CLOCK_SKEW_MS = 60_000;
/** numeric(14,2): the largest amount a reading can store. */
const MAX_AMOUNT = '999999999999.99';

export type TComputed = {
  recordedAt: Date;
  previousReading: string;
  volume: string;
  pricePerLitre: string;
  fuelPriceId: string;
  amount: string;
};

/**
 * Every rule of a reading, in the caller's transaction, which already holds the nozzle's row lock
 * (docs/decisions/007): the nozzle, pump and station active; the time (given, else the database clock
 * read after the lock) neither in the future nor before the nozzle's latest non-voided reading;
 * previous = that reading's value (else the opening reading) and the value not below it; the
 * station's price for the fuel in effect at that time. Volume and amount are exact decimals
 * (amount half-up to the paisa). `exceptId` is the reading being corrected (left out as "latest").
 */
export async function computeReading(
  tx: Tx,
  tenantId: string,
  nozzle: q.TNozzleForReading,
  value: string,
  at: Date | undefined,
  exceptId?: string,
): Promise<TComputed> {
  if (!nozzle.active) throw new AppError('UNPROCESSABLE', READING_MSG.notActive);
  const now = await q.databaseNow(tx);
  const recordedAt = at ?? now;
  if (recordedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new AppError('UNPROCESSABLE', READING_MSG.inFuture);
  const latest = await q.latestReading(tx, tenantId, nozzle.id, exceptId);
  if (latest && recordedAt.getTime() < latest.recordedAt.getTime()) throw new AppError('UNPROCESSABLE', READING_MSG.beforeLatest);
  const previousReading = roundLitres(latest?.reading ?? nozzle.openingReading);
  if (compareDecimals(value, previousReading) < 0) {
    throw new AppError('READING_BELOW_PREVIOUS', READING_MSG.belowPrevious(plainDecimal(value), plainDecimal(previousReading)));
  }
  const price = await priceAt(tx, tenantId, nozzle.stationId, nozzle.fuelType, recordedAt, true);
  if (!price) throw new AppError('NO_PRICE', FUEL_PRICE_MSG.noPrice(FUEL_TYPE_LABELS[nozzle.fuelType], nozzle.stationName));
  const volume = volumeBetween(previousReading, value);
  const amount = saleAmount(volume, price.price);
  if (compareDecimals(amount, MAX_AMOUNT) > 0) throw new AppError('UNPROCESSABLE', READING_MSG.amountTooLarge);
  return { recordedAt, previousReading, volume, pricePerLitre: price.price, fuelPriceId: price.id, amount };
}
