import { areaKeys } from '@/lib/query-keys';

/**
 * The attendant portal's own query keys, under ['attendant'] (in the reading write's effects, so a
 * recorded or voided reading refreshes the summary and the recent list). The assigned stations and
 * nozzles sit under their asset areas instead, so a reading (meter values) and asset writes refresh them.
 */
export const attendantKeys = {
  all: areaKeys.attendant,
  summary: () => [...areaKeys.attendant, 'todays-summary'] as const,
  readings: (limit: number) => [...areaKeys.attendant, 'readings', limit] as const,
  creditors: () => [...areaKeys.attendant, 'creditors'] as const,
  stations: () => [...areaKeys.stations, 'attendant'] as const,
  nozzles: () => [...areaKeys.nozzles, 'attendant'] as const,
};
