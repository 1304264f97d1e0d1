import { ASSET_MSG, FUEL_PRICE_MSG, MSG } from '@forecourt/shared';
import { AppError } from './app-error';

/** The duplicate each unique index stands for (a race past the check-first lookup, or the only check). */
const DUPLICATE_BY_CONSTRAINT: Record<string, string> = {
  stations_tenant_name_unique: ASSET_MSG.stationNameTaken,
  pumps_tenant_serial_unique: ASSET_MSG.serialTaken,
  nozzles_tenant_pump_name_unique: ASSET_MSG.nozzleNameTaken,
  fuel_prices_tenant_station_fuel_from_unique: FUEL_PRICE_MSG.validFromTaken,
  users_email_unique: MSG.emailTaken,
};

/** Whether a database error (or the driver's error drizzle wraps) is a unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Runs a write and maps a unique violation (23505) on one of the asset indexes to its 409, so that
 * two concurrent creates of the same name answer like the check-first path does.
 */
export async function mapDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const code = e?.cause?.code ?? e?.code;
    const constraint = e?.cause?.constraint ?? e?.constraint;
    const message = constraint ? DUPLICATE_BY_CONSTRAINT[constraint] : undefined;
    if (code === '23505' && message) throw new AppError('CONFLICT', message);
    throw error;
  }
}
