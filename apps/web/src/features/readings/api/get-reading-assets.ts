import { PAGE_MAX_LIMIT, type TNozzle, type TPage, type TPump, type TRole, type TStation } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSET_STALE_MS, assetKeys } from '@/lib/asset-queries';

/**
 * The station → pump → nozzle choices of the reading form. Owners and managers read the general
 * lists; attendants read /attendant/* (only their assigned stations). Keys sit under the asset areas,
 * so asset writes refresh them too.
 */
const base = (role: TRole | undefined) => (role === 'attendant' ? '/attendant' : '');

export const readingStationsQueryOptions = (role: TRole | undefined) =>
  queryOptions({
    queryKey: [...assetKeys.stations, 'reading-choices', role ?? ''] as const,
    queryFn: ({ signal }) => api.get<TPage<TStation>>(`${base(role)}/stations`, { query: { limit: PAGE_MAX_LIMIT }, signal }),
    staleTime: ASSET_STALE_MS.stations,
  });

export const readingPumpsQueryOptions = (role: TRole | undefined, stationId: string) =>
  queryOptions({
    queryKey: [...assetKeys.pumps, 'reading-choices', role ?? '', stationId] as const,
    queryFn: ({ signal }) => api.get<TPage<TPump>>(`${base(role)}/pumps`, { query: { stationId, limit: PAGE_MAX_LIMIT }, signal }),
    staleTime: ASSET_STALE_MS.pumps,
  });

export const readingNozzlesQueryOptions = (role: TRole | undefined, pumpId: string) =>
  queryOptions({
    queryKey: [...assetKeys.nozzles, 'reading-choices', role ?? '', pumpId] as const,
    queryFn: ({ signal }) => api.get<TPage<TNozzle>>(`${base(role)}/nozzles`, { query: { pumpId, limit: PAGE_MAX_LIMIT }, signal }),
    staleTime: ASSET_STALE_MS.nozzles,
  });

export function useReadingStations(role: TRole | undefined) {
  return useQuery({ ...readingStationsQueryOptions(role), meta: { silent: true } });
}

export function useReadingPumps(role: TRole | undefined, stationId: string) {
  return useQuery({ ...readingPumpsQueryOptions(role, stationId), enabled: stationId !== '', meta: { silent: true } });
}

export function useReadingNozzles(role: TRole | undefined, pumpId: string) {
  return useQuery({ ...readingNozzlesQueryOptions(role, pumpId), enabled: pumpId !== '', meta: { silent: true } });
}
