import type { TPage, TReading, TReadingSummary } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/**
 * Today's sales of one station for the attendant's difference (document 3): the summary of GET
 * /nozzle-readings for the station and today (the tenant's business day), which attendants may read for
 * their assigned stations. Keyed under the readings area, so every reading write refreshes it.
 */
export function getStationSalesToday(stationId: string, signal?: AbortSignal): Promise<number> {
  return api
    .get<TPage<TReading> & { summary: TReadingSummary }>('/nozzle-readings', {
      query: { stationId, period: 'today', limit: 1 },
      ...(signal ? { signal } : {}),
    })
    .then((page) => page.summary.totalRevenue);
}

export const stationSalesTodayQueryOptions = (stationId: string) =>
  queryOptions({
    queryKey: [...areaKeys.readings, 'cash-report-sales', stationId] as const,
    queryFn: ({ signal }) => getStationSalesToday(stationId, signal),
    staleTime: 30_000,
  });

export function useStationSalesToday(stationId: string) {
  return useQuery({ ...stationSalesTodayQueryOptions(stationId), enabled: stationId !== '', meta: { silent: true } });
}
