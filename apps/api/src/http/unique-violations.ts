import { errorText, type TErrorText } from '@forecourt/shared';
import { AppError } from './app-error';

/** The duplicate each unique index stands for (a race past the check-first lookup, or the only check). */
const DUPLICATE_BY_CONSTRAINT: Record<string, TErrorText> = {
  stations_tenant_name_unique: errorText('station.nameTaken'),
  pumps_tenant_serial_unique: errorText('pump.serialTaken'),
  nozzles_tenant_pump_name_unique: errorText('nozzle.nameTaken'),
  fuel_tanks_tenant_station_name_unique: errorText('tank.nameTaken'),
  tank_receipts_station_invoice_unique: errorText('receipt.duplicateInvoice'),
  fuel_prices_tenant_station_fuel_from_unique: errorText('fuelPrice.validFromTaken'),
  users_email_unique: errorText('auth.emailTaken'),
};

/** Whether a database error (or the driver's error drizzle wraps) is a unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The unique index a database error (or the driver's error drizzle wraps) violated; undefined for any other error. */
export function violatedUnique(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | undefined;
  return (e?.cause?.code ?? e?.code) === '23505' ? (e?.cause?.constraint ?? e?.constraint) : undefined;
}

/**
 * Runs a write and maps a unique violation (23505) on one of the asset indexes to its 409, so that
 * two concurrent creates of the same name answer like the check-first path does.
 */
export async function mapDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedUnique(error);
    const text = constraint ? DUPLICATE_BY_CONSTRAINT[constraint] : undefined;
    if (text) throw new AppError('CONFLICT', text);
    throw error;
  }
}
