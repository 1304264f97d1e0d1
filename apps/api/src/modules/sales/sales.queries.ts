import { and, asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { nozzleReadings as r, nozzles, pumps, stations } from '../../db/schema';
import { nozzleOfReading, pumpOfReading, readingWhere, stationOfReading, type TReadingFilter } from '../readings/readings.queries';
import { localText } from '../../db/business-days';
import { dayClosed } from '../../db/day-gate';
import type { TScope } from '../../db/scope';

export type TExportCursor = { at: string; id: string };

/**
 * One batch of the export, oldest first, after a cursor (recorded_at, id). The cursor keeps the
 * database's own text of recorded_at, so no precision is lost between batches and no row is read
 * twice or skipped, whatever is recorded meanwhile.
 */
export async function selectExportBatch(tx: Tx, scope: TScope, filter: TReadingFilter, after: TExportCursor | undefined, size: number) {
  return tx
    .select({
      id: r.id,
      cursorAt: sql<string>`${r.recordedAt}::text`,
      recordedAtLocal: localText(scope.tenantId, r.recordedAt),
      stationName: stations.name,
      pumpName: pumps.name,
      nozzleNumber: nozzles.nozzleNumber,
      fuelType: r.fuelType,
      volume: r.volume,
      pricePerLitre: r.pricePerLitre,
      amount: r.amount,
      paymentMethod: r.paymentMethod,
      recordedBy: r.recordedByName,
      dayClosed: dayClosed(scope.tenantId, r.stationId, { at: r.recordedAt }),
    })
    .from(r)
    .innerJoin(nozzles, nozzleOfReading)
    .innerJoin(pumps, pumpOfReading)
    .innerJoin(stations, stationOfReading)
    .where(and(readingWhere(scope, filter), after ? sql`(${r.recordedAt}, ${r.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(asc(r.recordedAt), asc(r.id))
    .limit(size);
}
