import type { TTank } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

/** GET /tanks/{id} */
export function getTank(id: string, signal?: AbortSignal): Promise<TTank> {
  return api.get<TTank>(`/tanks/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const tankQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...assetKeys.tanks, 'detail', id] as const,
    queryFn: ({ signal }) => getTank(id, signal),
    staleTime: ASSET_STALE_MS.tanks,
    // The edit page shows "Tank not found" itself.
    meta: { silent: true },
  });

export function useTank(id: string | undefined) {
  return useQuery({ ...tankQueryOptions(id ?? ''), enabled: Boolean(id) });
}
