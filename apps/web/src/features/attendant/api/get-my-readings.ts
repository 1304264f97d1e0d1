import { ATTENDANT_READINGS_STALE_MS, type TAttendantReading, type TPage } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendantKeys } from '../lib/attendant-queries';

/** GET /attendant/readings: my own readings, newest first (the newest `limit`). */
export function getMyReadings(limit: number, signal?: AbortSignal): Promise<TPage<TAttendantReading>> {
  return api.get<TPage<TAttendantReading>>('/attendant/readings', { query: { limit }, ...(signal ? { signal } : {}) });
}

export const myReadingsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: attendantKeys.readings(limit),
    queryFn: ({ signal }) => getMyReadings(limit, signal),
    staleTime: ATTENDANT_READINGS_STALE_MS,
  });

/** Silent: each list shows its own error state. */
export function useMyReadings(limit: number) {
  return useQuery({ ...myReadingsQueryOptions(limit), meta: { silent: true } });
}
