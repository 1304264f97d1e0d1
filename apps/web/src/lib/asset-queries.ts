import type { QueryClient } from '@tanstack/react-query';
import { areaKeys, invalidateKeys } from '@/lib/query-keys';

/**
 * The asset hierarchy's query keys and cache times (document 2, section 9: stations 5 min, pumps
 * 5 min, nozzles 30 s). Every key starts with its area, so invalidating ['pumps'] refreshes every
 * pump list and detail.
 */
export const ASSET_STALE_MS = {
  stations: 5 * 60_000,
  pumps: 5 * 60_000,
  nozzles: 30_000,
  tanks: 5 * 60_000,
  setupStatus: 30_000,
} as const;

export const assetKeys = {
  stations: areaKeys.stations,
  pumps: areaKeys.pumps,
  nozzles: areaKeys.nozzles,
  tanks: areaKeys.tanks,
  setupStatus: areaKeys.setupStatus,
};

export type TAssetArea = keyof typeof assetKeys;

/**
 * After a write: counts roll up the hierarchy (a nozzle changes its pump's and station's counts), and
 * names and deletes roll down, so a write refreshes its own area, the areas above and below it, and
 * the setup checklist.
 */
export function invalidateAssets(queryClient: QueryClient, ...areas: TAssetArea[]): Promise<void> {
  return invalidateKeys(queryClient, areas.map((area) => assetKeys[area]));
}

/**
 * Every asset area: for writes that touch the whole hierarchy. Tanks are in it: a station deleted takes
 * its tanks, a pump deleted or moved takes its nozzles out of the tanks they fed.
 */
export const ALL_ASSET_AREAS: TAssetArea[] = ['stations', 'pumps', 'nozzles', 'tanks', 'setupStatus'];
