import type { QueryClient } from '@tanstack/react-query';

/**
 * The asset hierarchy's query keys and cache times (document 2, section 9: stations 5 min, pumps
 * 5 min, nozzles 30 s). Every key starts with its area, so invalidating ['pumps'] refreshes every
 * pump list and detail.
 */
export const ASSET_STALE_MS = {
  stations: 5 * 60_000,
  pumps: 5 * 60_000,
  nozzles: 30_000,
  setupStatus: 30_000,
} as const;

export const assetKeys = {
  stations: ['stations'] as const,
  pumps: ['pumps'] as const,
  nozzles: ['nozzles'] as const,
  setupStatus: ['setup-status'] as const,
};

export type TAssetArea = keyof typeof assetKeys;

/**
 * After a write: counts roll up the hierarchy (a nozzle changes its pump's and station's counts), and
 * names and deletes roll down, so a write refreshes its own area, the areas above and below it, and
 * the setup checklist.
 */
export function invalidateAssets(queryClient: QueryClient, ...areas: TAssetArea[]): Promise<void> {
  return Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: assetKeys[area] }))).then(() => undefined);
}

/** Every asset area: for writes that touch the whole hierarchy. */
export const ALL_ASSET_AREAS: TAssetArea[] = ['stations', 'pumps', 'nozzles', 'setupStatus'];
