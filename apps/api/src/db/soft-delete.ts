import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { nozzles, pumps, stations } from './schema';

/**
 * Soft deletes of the asset tables (stations, pumps, nozzles): the columns a deletion sets, the nozzles
 * a deleted pump or station takes with it, and uniqueness among the live rows.
 */

/** The columns a soft delete sets: who and when (the row itself stays, for history). */
export function deletion(by: string) {
  const at = new Date();
  return { deletedAt: at, deletedBy: by, updatedAt: at };
}

/** Soft-deletes the live nozzles of some pumps (a pump or station going away); returns how many. */
export async function softDeleteNozzlesOfPumps(
  tx: Tx,
  tenantId: string,
  pumpIds: string[],
  gone: ReturnType<typeof deletion>,
): Promise<number> {
  if (!pumpIds.length) return 0;
  const rows = await tx
    .update(nozzles)
    .set(gone)
    .where(and(eq(nozzles.tenantId, tenantId), inArray(nozzles.pumpId, pumpIds), isNull(nozzles.deletedAt)))
    .returning({ id: nozzles.id });
  return rows.length;
}

/**
 * Whether a live row of the table (within `where`: the tenant, and the pump for nozzle names) already
 * holds this value, compared case-insensitively; `exceptId` leaves out the row being edited.
 * The partial unique indexes stand behind this check for races.
 */
export async function takenAmongLive(
  tx: Tx,
  table: typeof stations | typeof pumps | typeof nozzles,
  column: AnyPgColumn,
  value: string,
  where: SQL | undefined,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table as typeof stations)
    .where(and(where, isNull(table.deletedAt), sql`lower(${column}) = lower(${value})`, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
