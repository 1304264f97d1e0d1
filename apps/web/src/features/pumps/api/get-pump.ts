import type { TPump } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

/** GET /pumps/{id} */
export function getPump(id: string, signal?: AbortSignal): Promise<TPump> {
  return api.get<TPump>(`/pumps/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const pumpQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...assetKeys.pumps, 'detail', id] as const,
    queryFn: ({ signal }) => getPump(id, signal),
    staleTime: ASSET_STALE_MS.pumps,
    // The pages show "Error loading pump details" themselves.
    meta: { silent: true },
  });

export function usePump(id: string | undefined) {
  return useQuery({ ...pumpQueryOptions(id ?? ''), enabled: Boolean(id) });
}
