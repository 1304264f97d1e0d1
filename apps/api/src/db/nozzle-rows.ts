import type { TAssetStatus, TFuelType } from '@forecourt/shared';
import type { Tx } from './client';
import { nozzles } from './schema';

/**
 * New nozzle rows, written both by a pump created with its nozzles (pumps) and by a nozzle added to a
 * pump (nozzles): here, so that neither module imports the other both ways (docs/decisions/014).
 */

export type TNozzleValues = {
  nozzleNumber: number;
  name: string;
  fuelType: TFuelType;
  status: TAssetStatus;
  /** Litres, exact decimal text (numeric(14,3)). */
  openingReading: string;
};

export async function insertNozzles(tx: Tx, tenantId: string, pumpId: string, values: TNozzleValues[]): Promise<string[]> {
  if (!values.length) return [];
  const rows = await tx
    .insert(nozzles)
    .values(values.map((v) => ({ tenantId, pumpId, ...v })))
    .returning({ id: nozzles.id });
  return rows.map((r) => r.id);
}
