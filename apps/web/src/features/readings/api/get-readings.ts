import type { TPage, TReading, TReadingSummary } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READINGS_STALE_MS, readingKeys } from '../lib/reading-queries';

export type TReadingPeriod = 'today' | 'week' | 'all';
export type TReadingListParams = {
  nozzleId?: string;
  stationId?: string;
  pumpId?: string;
  period?: TReadingPeriod;
  sortBy?: 'recordedAt' | 'reading' | 'amount' | 'volume';
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
};
export type TReadingPage = TPage<TReading, TReadingSummary>;

/** GET /nozzle-readings: a page of readings with the summary over the whole filter. */
export function getReadings(params: TReadingListParams = {}, signal?: AbortSignal): Promise<TReadingPage> {
  return api.get<TReadingPage>('/nozzle-readings', { query: params, ...(signal ? { signal } : {}) });
}

export const readingsQueryOptions = (params: TReadingListParams = {}) =>
  queryOptions({
    queryKey: [...readingKeys.lists(), params] as const,
    queryFn: ({ signal }) => getReadings(params, signal),
    staleTime: READINGS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useReadings(params: TReadingListParams = {}, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...readingsQueryOptions(params), enabled: opts.enabled ?? true, meta: { silent: true } });
}
