/** Values read from either database driver (Date or text, exact decimal text) as the API's JSON values. */

/** An ISO-8601 instant for a timestamp read from either driver. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A numeric(14,3) value (exact string from the driver) as a JSON number rounded to 3 decimals. */
export function litres(value: string | number): number {
  return Math.round(Number(value) * 1000) / 1000;
}
