import type { TSystemStatus } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { superadminKeys } from '../lib/superadmin-queries';

/** GET /superadmin/system: database latency, the last job run, version, uptime, sessions, limits. */
export function getSystemStatus(signal?: AbortSignal): Promise<TSystemStatus> {
  return api.get<TSystemStatus>('/superadmin/system', signal ? { signal } : {});
}

/** Checked again every minute while shown. */
export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: superadminKeys.system(), queryFn: ({ signal }) => getSystemStatus(signal), staleTime: 30_000, refetchInterval: 60_000 });

export function useSystemStatus() {
  return useQuery({ ...systemStatusQueryOptions(), meta: { silent: true } });
}
