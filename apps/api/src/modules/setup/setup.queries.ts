import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TSetupFlags } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { fuelPrices, nozzleReadings, nozzles, pumps, stations } from '../../db/schema';

/**
 * The onboarding flags in one statement: a live station, pump and nozzle, a price at a live station,
 * and a recorded (not voided) reading.
 */
export async function setupFlags(tx: Tx, tenantId: string): Promise<TSetupFlags> {
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
  const livePrice = tx
    .select({ one: sql`1` })
    .from(fuelPrices)
    .innerJoin(stations, and(eq(stations.tenantId, fuelPrices.tenantId), eq(stations.id, fuelPrices.stationId)))
    .where(and(eq(fuelPrices.tenantId, tenantId), isNull(stations.deletedAt)));
  const liveReading = tx
    .select({ one: sql`1` })
    .from(nozzleReadings)
    .where(and(eq(nozzleReadings.tenantId, tenantId), isNull(nozzleReadings.voidedAt)));
  const [row] = await tx
    .select({
      hasStation: sql<boolean>`exists (${liveStation})`,
      hasPump: sql<boolean>`exists (${livePump})`,
      hasNozzle: sql<boolean>`exists (${liveNozzle})`,
      hasFuelPrice: sql<boolean>`exists (${livePrice})`,
      hasReading: sql<boolean>`exists (${liveReading})`,
    })
    .from(sql`(select 1) as one`);
  return {
    hasStation: Boolean(row?.hasStation),
    hasPump: Boolean(row?.hasPump),
    hasNozzle: Boolean(row?.hasNozzle),
    hasFuelPrice: Boolean(row?.hasFuelPrice),
    hasReading: Boolean(row?.hasReading),
  };
}
