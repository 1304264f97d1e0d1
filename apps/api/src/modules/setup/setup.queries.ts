import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { nozzles, pumps, stations } from '../../db/schema';

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);

/** Whether the tenant has a live station, a live pump and a live nozzle (one statement). */
export async function assetFlags(tx: Tx, tenantId: string): Promise<{ hasStation: boolean; hasPump: boolean; hasNozzle: boolean }> {
  const liveStation = tx
    .select({ one: sql`1` })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), isNull(stations.deletedAt)));
  const livePump = tx
    .select({ one: sql`1` })
    .from(pumps)
    .where(and(eq(pumps.tenantId, tenantId), isNull(pumps.deletedAt)));
  const liveNozzle = tx
    .select({ one: sql`1` })
    .from(nozzles)
    .where(and(eq(nozzles.tenantId, tenantId), isNull(nozzles.deletedAt)));
  const [row] = await tx
    .select({
      hasStation: sql<boolean>`exists (${liveStation})`,
      hasPump: sql<boolean>`exists (${livePump})`,
      hasNozzle: sql<boolean>`exists (${liveNozzle})`,
    })
    .from(sql`(select 1) as one`);
  return { hasStation: Boolean(row?.hasStation), hasPump: Boolean(row?.hasPump), hasNozzle: Boolean(row?.hasNozzle) };
}

/**
 * Whether the tenant has set any fuel price. The fuel_prices table arrives with the prices issue;
 * until it exists there is no price (the answer is read from the catalogue, not assumed), and the
 * prices issue replaces this with a query on its own table.
 */
export async function hasFuelPrice(tx: Tx, tenantId: string): Promise<boolean> {
  const [present] = rowsOf(await tx.execute(sql`select to_regclass('public.fuel_prices') is not null as present`));
  if (!present?.present) return false;
  const [row] = rowsOf(
    await tx.execute(sql`select exists (select 1 from fuel_prices where tenant_id = ${tenantId}) as found`),
  );
  return Boolean(row?.found);
}
