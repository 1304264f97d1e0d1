import type { ZDipVolume } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS } from '@/lib/asset-queries';
import { wetStockKeys } from '../lib/wet-stock-keys';

type TDipVolume = z.infer<typeof ZDipVolume>;

/** GET /tanks/{id}/dip-chart/volume?dipCm=…: the litres at a dip by the tank's current chart. */
export function getDipVolume(tankId: string, dipCm: number, signal?: AbortSignal): Promise<TDipVolume> {
  return api.get<TDipVolume>(`/tanks/${encodeURIComponent(tankId)}/dip-chart/volume`, { query: { dipCm }, ...(signal ? { signal } : {}) });
}

export const dipVolumeQueryOptions = (tankId: string, dipCm: number) =>
  queryOptions({
    queryKey: wetStockKeys.volume(tankId, dipCm),
    queryFn: ({ signal }) => getDipVolume(tankId, dipCm, signal),
    staleTime: ASSET_STALE_MS.tanks,
    // The calculator shows a refusal (a dip beyond the chart) under its field.
    meta: { silent: true },
  });

/** The litres at `dipCm` once one is asked for (null: nothing asked yet). */
export function useDipVolume(tankId: string, dipCm: number | null) {
  return useQuery({ ...dipVolumeQueryOptions(tankId, dipCm ?? 0), enabled: dipCm !== null && tankId !== '' });
}
