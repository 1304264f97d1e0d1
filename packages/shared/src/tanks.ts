import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { FUEL_TYPES } from './stations.constants';
import { MAX_NOZZLES_PER_TANK, TANK_MSG, TANK_NAME_MAX } from './tanks.constants';
import { NUMERIC_COLUMNS, ZPageQuery, ZUuid, decimal, text } from './validation';

/**
 * Tanks (issue 38, docs/decisions/068): a station has tanks, several per fuel allowed, each feeding the
 * nozzles of its fuel at that station. The book stock is kept per tank (the inventory ledger).
 */

const litres = (error: string, tooSmall: string, positive = false) =>
  decimal({ column: NUMERIC_COLUMNS.litres, error, tooSmall, positive });

const tankFields = {
  stationId: z.string({ error: TANK_MSG.stationRequired }).uuid(TANK_MSG.stationRequired),
  name: text({ min: 1, max: TANK_NAME_MAX, required: TANK_MSG.nameRequired }),
  fuelType: z.enum(FUEL_TYPES, { error: TANK_MSG.fuelRequired }),
  capacity: litres(TANK_MSG.capacityRequired, TANK_MSG.capacityNotPositive, true),
  minimumLevel: litres(TANK_MSG.minimumBelowZero, TANK_MSG.minimumBelowZero).nullable().optional(),
  /** The nozzles this tank feeds: live nozzles of the station with the tank's fuel; each leaves its previous tank. */
  nozzleIds: z.array(ZUuid).max(MAX_NOZZLES_PER_TANK, TANK_MSG.tooManyNozzles),
};

export const ZCreateTank = z.object({ ...tankFields, nozzleIds: tankFields.nozzleIds.default([]) });
export type TCreateTank = z.input<typeof ZCreateTank>;

/** Every field optional; a tank's station and fuel are fixed (a different value is refused with 422). */
export const ZUpdateTank = z.object(tankFields).partial();
export type TUpdateTank = z.input<typeof ZUpdateTank>;

export const ZTankListQuery = z.object({
  stationId: ZUuid.optional(),
  fuelType: z.enum(FUEL_TYPES).optional(),
  ...ZPageQuery.shape,
});

export const ZTank = z.object({
  id: ZUuid,
  stationId: ZUuid,
  stationName: z.string(),
  name: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  /** Litres; null for a tank the ledger opened on its own (a fuel sold before any tank was set up). */
  capacity: z.number().nullable(),
  minimumLevel: z.number().nullable(),
  /** Book stock in litres: the exact sum of the tank's ledger. */
  stock: z.number(),
  /** The live nozzles it feeds, in pump and nozzle order. */
  nozzleIds: z.array(ZUuid),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TTank = z.infer<typeof ZTank>;
