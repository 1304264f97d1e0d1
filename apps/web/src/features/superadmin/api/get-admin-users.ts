import type { TAdminUserList } from '@forecourt/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUPERADMIN_STALE_MS, superadminKeys } from '../lib/superadmin-queries';

/** GET /superadmin/users: the platform admins and the platform's user counts. */
export function getAdminUsers(signal?: AbortSignal): Promise<TAdminUserList> {
  return api.get<TAdminUserList>('/superadmin/users', signal ? { signal } : {});
}

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: superadminKeys.admins(), queryFn: ({ signal }) => getAdminUsers(signal), staleTime: SUPERADMIN_STALE_MS });

export function useAdminUsers() {
  return useQuery({ ...adminUsersQueryOptions(), meta: { silent: true } });
}
