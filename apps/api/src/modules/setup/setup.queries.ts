import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { nozzles, pumps, stations } from '../../db/schema';

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
