import type { TFuelType } from '@forecourt/shared';

/**
 * A tank as the ledger leaves it: what inventory books and what the stock alert rules
 * read. Here, below both, because inventory depends on alerts and not the other way round.
 */
export type TTankState = {
  id: string;
  stationId: string;
  name: string;
  fuelType: TFuelType;
  stock: string;
  capacity: string | null;
  minimumLevel: string | null;
  isSetUp: boolean;
};
