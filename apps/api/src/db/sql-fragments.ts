import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Small SQL expressions the list queries share: counts as numbers, a zero for a missing aggregate, a search pattern. */

/** A case-insensitive "contains" pattern for ILIKE, with the wildcards of the input escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** count(*) as a JS number. */
export const countInt = () => sql<number>`count(*)::int`.mapWith(Number);
/** count(*) of rows whose status is active, as a JS number. */
export const countActive = (status: AnyPgColumn) =>
  sql<number>`(count(*) filter (where ${status} = 'active'))::int`.mapWith(Number);
/** A nullable aggregate from a left-joined subquery, as a number (0 when the join found nothing). */
export const orZero = (column: SQL.Aliased<number> | AnyPgColumn) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);

/** The rows of a raw `tx.execute` (node-postgres answers `{ rows }`, some drivers an array). */
export function resultRows<T = Record<string, unknown>>(result: unknown): T[] {
  return ((Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows) ?? []) as T[];
}
