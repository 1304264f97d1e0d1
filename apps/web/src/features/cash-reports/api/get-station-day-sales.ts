import type { TPage, TSale, TSalesSummary } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/**
 * One station's sales of one business day for the owner-area form's difference: the summary of GET
 * /sales for that station and day (owners and managers). Keyed under the sales area.
 */
export function getStationDaySales(stationId: string, day: string, signal?: AbortSignal): Promise<number> {
  return api
    .get<TPage<TSale> & { summary: TSalesSummary }>('/sales', {
      query: { stationId, startDate: day, endDate: day, limit: 1 },
      ...(signal ? { signal } : {}),
    })
    .then((page) => page.summary.totalSales);
}

export const stationDaySalesQueryOptions = (stationId: string, day: string) =>
  queryOptions({
    queryKey: [...areaKeys.sales, 'cash-report-day', stationId, day] as const,
    queryFn: ({ signal }) => getStationDaySales(stationId, day, signal),
    staleTime: 60_000,
  });

export function useStationDaySales(stationId: string, day: string) {
  return useQuery({ ...stationDaySalesQueryOptions(stationId, day), enabled: stationId !== '' && day !== '', meta: { silent: true } });
}
