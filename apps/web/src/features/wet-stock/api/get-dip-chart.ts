import type { TDipChartSummary } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { ASSET_STALE_MS } from '@/lib/asset-queries';
import { wetStockKeys } from '../lib/wet-stock-keys';

/** GET /tanks/{id}/dip-chart: the tank's current chart, or null when it has none yet (404 dipChart.none). */
export async function getDipChart(tankId: string, signal?: AbortSignal): Promise<TDipChartSummary | null> {
  try {
    return await api.get<TDipChartSummary>(`/tanks/${encodeURIComponent(tankId)}/dip-chart`, signal ? { signal } : {});
  } catch (err) {
    if (isApiError(err) && err.status === 404 && err.key === 'dipChart.none') return null;
    throw err;
  }
}

export const dipChartQueryOptions = (tankId: string) =>
  queryOptions({
    queryKey: wetStockKeys.chart(tankId),
    queryFn: ({ signal }) => getDipChart(tankId, signal),
    staleTime: ASSET_STALE_MS.tanks,
    // The card shows its own error.
    meta: { silent: true },
  });

export function useDipChart(tankId: string) {
  return useQuery({ ...dipChartQueryOptions(tankId), enabled: tankId !== '' });
}
